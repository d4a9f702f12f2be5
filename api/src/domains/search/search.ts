/**
 * One search over the shop's records (issue 27 item 1): orders, customers, products, collections, pages and posts,
 * each group searched only when the caller's keys open it, all through the shop's accessor. The exact matches of a
 * group come first; an order number, or a whole phone number with one order (or one customer), names the record to
 * jump to. Each group reads at most SEARCH_GROUP_LIMIT + 1 rows through the indexes its list search already uses.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { collections, contentEntries, customers, orders, products, variants } from '../../db/schema/index.ts';
import type { Membership } from '../../platform/env.ts';
import { hasPermission } from '../../platform/session.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { searchBranches } from '../orders/order-search.ts';
import { searchWhere as customerSearchWhere } from '../customers/customers.ts';
import { containsPattern } from '../../../../contract/like.ts';
import {
  SEARCH_GROUP_LIMIT,
  SEARCH_GROUP_NAMES,
  SEARCH_GROUPS,
  searchTerms,
  type SearchAnswer,
  type SearchGroup,
  type SearchGroups,
  type SearchTerms,
} from '../../../../contract/search.ts';

/** The groups `membership` may search: a group whose key it lacks is never queried. */
export const allowedGroups = (membership: Membership): SearchGroup[] =>
  SEARCH_GROUP_NAMES.filter((group) => hasPermission(membership, SEARCH_GROUPS[group]));

/** The first SEARCH_GROUP_LIMIT rows, and whether the (LIMIT + 1)th was there. */
const page = <T>(rows: T[]) => ({ hits: rows.slice(0, SEARCH_GROUP_LIMIT), more: rows.length > SEARCH_GROUP_LIMIT });
const LIMIT = SEARCH_GROUP_LIMIT + 1;

/** A boolean SQL expression as a column (`exact`), sorted first. */
const flag = (condition: SQL | undefined) => sql<boolean>`coalesce(${condition ?? sql`false`}, false)`.mapWith(Boolean);

async function searchOrders(shop: ShopScope, terms: SearchTerms) {
  // An order number or a whole phone number is an equality (orders_shop_number_idx, orders_shop_phone_idx); anything
  // else is the orders list's own search (phone prefix, first or last name prefix), written once in orders.ts.
  const branches = terms.phone
    ? [eq(orders.customerPhone, terms.phone)]
    : terms.orderNumber !== null
      ? [eq(orders.number, terms.orderNumber)]
      : searchBranches(terms.text);
  if (branches.length === 0) return page([]);
  const exact = flag(
    or(
      terms.orderNumber === null ? undefined : eq(orders.number, terms.orderNumber),
      terms.phone ? eq(orders.customerPhone, terms.phone) : undefined,
    ),
  );
  const rows = await shop
    .select({
      id: orders.id,
      number: orders.number,
      customerName: orders.customerName,
      customerPhone: orders.customerPhone,
      status: orders.status,
      total: orders.total,
      placedAt: orders.placedAt,
      exact,
    })
    .from(orders)
    .where(branches.length > 1 ? or(...branches) : branches[0])
    .orderBy(desc(orders.placedAt), desc(orders.number))
    .limit(LIMIT);
  return page(rows);
}

async function searchCustomers(shop: ShopScope, terms: SearchTerms) {
  const lower = terms.text.toLowerCase();
  const exact = flag(
    or(
      terms.phone ? eq(customers.phone, terms.phone) : undefined,
      sql`lower(${customers.name}) = ${lower}`,
      sql`${customers.email} = ${lower}`,
    ),
  );
  const rows = await shop
    .select({ id: customers.id, name: customers.name, phone: customers.phone, email: customers.email, exact })
    .from(customers)
    .where(customerSearchWhere(terms.phone ?? terms.text))
    .orderBy(desc(exact), asc(sql`lower(${customers.name})`), asc(customers.id))
    .limit(LIMIT);
  return page(rows);
}

async function searchProducts(shop: ShopScope, terms: SearchTerms) {
  const lower = terms.text.toLowerCase();
  const like = containsPattern(lower);
  // Variants carry their own SKU and barcode: a product is found by any of its variants' too.
  const byVariant = (pattern: SQL) => inArray(products.id, shop.select({ id: variants.productId }).from(variants).where(pattern));
  const exact = flag(
    or(
      sql`lower(${products.title}) = ${lower}`,
      sql`lower(${products.sku}) = ${lower}`,
      sql`lower(${products.barcode}) = ${lower}`,
      byVariant(sql`lower(${variants.sku}) = ${lower} or lower(${variants.barcode}) = ${lower}`),
    ),
  );
  const rows = await shop
    .select({ id: products.id, title: products.title, sku: products.sku, status: products.status, exact })
    .from(products)
    .where(
      or(
        sql`lower(${products.title}) like ${like}`,
        sql`lower(${products.sku}) like ${like}`,
        sql`lower(${products.barcode}) like ${like}`,
        byVariant(sql`lower(${variants.sku}) like ${like} or lower(${variants.barcode}) like ${like}`),
      ),
    )
    .orderBy(desc(exact), asc(sql`lower(${products.title})`), asc(products.id))
    .limit(LIMIT);
  return page(rows);
}

async function searchCollections(shop: ShopScope, terms: SearchTerms) {
  const lower = terms.text.toLowerCase();
  const exact = flag(sql`lower(${collections.title}) = ${lower}`);
  const rows = await shop
    .select({ id: collections.id, title: collections.title, exact })
    .from(collections)
    .where(sql`lower(${collections.title}) like ${containsPattern(lower)}`)
    .orderBy(desc(exact), asc(sql`lower(${collections.title})`), asc(collections.id))
    .limit(LIMIT);
  return page(rows);
}

async function searchContent(shop: ShopScope, terms: SearchTerms, kind: 'page' | 'post') {
  const lower = terms.text.toLowerCase();
  const exact = flag(sql`lower(${contentEntries.title}) = ${lower}`);
  const rows = await shop
    .select({ id: contentEntries.id, title: contentEntries.title, status: contentEntries.status, exact })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, kind), sql`lower(${contentEntries.title}) like ${containsPattern(lower)}`))
    .orderBy(desc(exact), asc(sql`lower(${contentEntries.title})`), asc(contentEntries.id))
    .limit(LIMIT);
  return page(rows);
}

const SEARCHES: { [G in SearchGroup]: (shop: ShopScope, terms: SearchTerms) => Promise<NonNullable<SearchGroups[G]>> } = {
  orders: searchOrders,
  customers: searchCustomers,
  products: searchProducts,
  collections: searchCollections,
  pages: (shop, terms) => searchContent(shop, terms, 'page'),
  posts: (shop, terms) => searchContent(shop, terms, 'post'),
};

/**
 * The record to open straight away: the order with this number; else, for a whole phone number, its one order,
 * or its one customer when the number placed several orders. None when the text could mean several records.
 */
function jumpOf(terms: SearchTerms, groups: SearchGroups): SearchAnswer['jump'] {
  if (terms.orderNumber !== null) {
    const order = groups.orders?.hits.find((hit) => hit.number === terms.orderNumber);
    return order ? { group: 'orders', id: order.id } : null;
  }
  if (!terms.phone) return null;
  // Every order found for a whole phone number has that number (the search is an equality).
  const orderHits = groups.orders?.hits ?? [];
  if (orderHits.length === 1 && !groups.orders?.more) return { group: 'orders', id: orderHits[0]!.id };
  const customerHits = groups.customers?.hits.filter((hit) => hit.phone === terms.phone) ?? [];
  return customerHits.length === 1 ? { group: 'customers', id: customerHits[0]!.id } : null;
}

/** Searches the groups `membership` opens for `q` (already cleaned and cut by SearchQuerySchema). */
export async function searchShop(shop: ShopScope, membership: Membership, q: string): Promise<SearchAnswer> {
  const allowed = allowedGroups(membership);
  const groups: SearchGroups = {};
  if (q === '') {
    for (const group of allowed) groups[group] = { hits: [], more: false };
    return { q, groups, jump: null };
  }
  const terms = searchTerms(q);
  const found = await Promise.all(allowed.map((group) => SEARCHES[group](shop, terms)));
  allowed.forEach((group, i) => Object.assign(groups, { [group]: found[i] }));
  return { q, groups, jump: jumpOf(terms, groups) };
}
