/**
 * Customer queries: the list with each customer's order figures (the customer_stats rollup, kept by
 * triggers, joined once), one customer with the same figures, and their orders.
 */
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerListItem, CustomerOrder, CustomerSort } from '../../../../contract/customer.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { customers, customerStats, orders } from '../../db/schema/index.ts';
import { customerSearchText } from './tables.ts';
import { normaliseBdPhone } from '../../../../contract/contact.ts';
import { containsPattern, prefixPattern } from '../../../../contract/like.ts';
import { COUNT_CAP, decodeCursor, STALE_CURSOR } from '../../../../contract/list.ts';
import { cursorFields, keysetOrder, keysetPage, keysetResult, type SortKey } from '../../platform/keyset.ts';
import { badRequest } from '../../platform/errors.ts';

export type CustomerFilters = { q?: string | undefined; hasOrders?: 'yes' | 'no' | undefined; tag?: string | undefined };

/** Per-customer order figures: the customer_stats rollup, one row per customer who has ordered. */
const stats = customerStats;

/**
 * The search: with three letters or digits in a row, name, e-mail or phone containing the text (or the digits of a
 * phone number typed with spaces or +88), through the trigram index customers_search_idx; other text ("ra", "%_%")
 * has no trigram for the index to look up, so "contains" would read every customer of the shop: it finds names
 * starting with it, through customers_shop_name_idx.
 */
/** Three letters (with their vowel signs) or digits in a row: what pg_trgm makes a trigram of. */
const HAS_TRIGRAM = /[\p{L}\p{M}\p{N}]{3}/u;

export function searchWhere(text: string): SQL {
  const q = text.trim().toLowerCase();
  if (!HAS_TRIGRAM.test(q)) return sql`lower(${customers.name}) like ${prefixPattern(q)}`;
  const haystack = customerSearchText(customers);
  const digits = normaliseBdPhone(q).replace(/\D/g, '');
  const phone = digits.length >= 3 && digits !== q ? sql`${haystack} like ${containsPattern(digits)}` : undefined;
  return or(sql`${haystack} like ${containsPattern(q)}`, phone)!;
}

function whereOf(filters: CustomerFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.q?.trim()) conditions.push(searchWhere(filters.q));
  if (filters.tag) conditions.push(sql`${filters.tag} = any(${customers.tags})`);
  if (filters.hasOrders === 'yes') conditions.push(sql`coalesce(${stats.ordersCount}, 0) > 0`);
  if (filters.hasOrders === 'no') conditions.push(sql`coalesce(${stats.ordersCount}, 0) = 0`);
  return and(...conditions);
}

/**
 * The keys of a sort, the customer id last (ties): an order figure of a customer without orders counts as 0, and
 * their last order sorts after everyone else's either way (`coalesce`, so no key is null and cursors can hold it).
 */
function sortKeys(sort: CustomerSort): SortKey[] {
  const descending = sort.startsWith('-');
  const key = sort.replace(/^-/, '');
  const primary: SortKey =
    key === 'total_spent'
      ? { expr: sql`coalesce(${stats.totalSpent}, 0)`, type: 'bigint' }
      : key === 'orders'
        ? { expr: sql`coalesce(${stats.ordersCount}, 0)`, type: 'bigint' }
        : key === 'last_order'
          ? { expr: sql`coalesce(${stats.lastOrderAt}, ${descending ? '-infinity' : 'infinity'}::timestamptz)`, type: 'timestamptz' }
          : key === 'name'
            ? { expr: sql`lower(${customers.name})`, type: 'text' }
            : { expr: customers.createdAt, type: 'timestamptz' };
  return [
    { ...primary, desc: descending },
    { expr: customers.id, type: 'text' },
  ];
}

const listColumns = {
  id: customers.id,
  name: customers.name,
  phone: customers.phone,
  email: customers.email,
  tags: customers.tags,
  district: sql<string | null>`${customers.addresses}->0->>'district'`,
  ordersCount: sql<number>`coalesce(${stats.ordersCount}, 0)::int`,
  totalSpent: sql<number>`coalesce(${stats.totalSpent}, 0)::float8`,
  lastOrderAt: sql<string | null>`${stats.lastOrderAt}`,
  createdAt: customers.createdAt,
};

const iso = (value: unknown): string | null => (value == null ? null : new Date(value as string).toISOString());

function toItem(row: Record<string, unknown>): CustomerListItem {
  return {
    ...(row as unknown as CustomerListItem),
    ordersCount: Number(row.ordersCount),
    totalSpent: Number(row.totalSpent),
    lastOrderAt: iso(row.lastOrderAt),
    createdAt: iso(row.createdAt)!,
  };
}

/**
 * Sorts whose first rows are customers with order figures, in customer_stats order: `leading` picks those rows
 * (every customer without such a figure sorts after them, ties by id as in the general query), and `keys` are the
 * sort's keys over customer_stats alone (equal to the general keys on those rows), so a cursor among them is a
 * range of its index.
 */
const statsFirstSorts: Partial<Record<CustomerSort, { leading: SQL | undefined; keys: SortKey[]; isLeading: (key: string) => boolean }>> = {
  '-last_order': {
    leading: undefined,
    keys: [
      { expr: stats.lastOrderAt, desc: true, type: 'timestamptz' },
      { expr: stats.customerId, type: 'text' },
    ],
    isLeading: (key) => key !== '-infinity',
  },
  last_order: {
    leading: undefined,
    keys: [
      { expr: stats.lastOrderAt, type: 'timestamptz' },
      { expr: stats.customerId, type: 'text' },
    ],
    isLeading: (key) => key !== 'infinity',
  },
  '-total_spent': {
    leading: sql`${stats.totalSpent} > 0`,
    keys: [
      { expr: stats.totalSpent, desc: true, type: 'bigint' },
      { expr: stats.customerId, type: 'text' },
    ],
    isLeading: (key) => Number(key) > 0,
  },
  '-orders': {
    leading: undefined,
    keys: [
      { expr: stats.ordersCount, desc: true, type: 'bigint' },
      { expr: stats.customerId, type: 'text' },
    ],
    isLeading: (key) => Number(key) > 0,
  },
};

/** The first sort value a cursor names (after its sort's name), for choosing the query that reads past it. */
const cursorPrimary = (cursor: string): string | undefined => {
  const values = decodeCursor(cursor);
  return values && values.length === 3 ? String(values[1]) : undefined;
};

/**
 * A page of customers, the total matching the filters (counted up to COUNT_CAP + 1 when filtered) and the cursors
 * of the pages around it: `after`/`before` page by keyset, `page` by offset.
 */
export async function listCustomers(
  shop: ShopScope,
  query: CustomerFilters & { sort: CustomerSort; page: number; limit: number; after?: string | undefined; before?: string | undefined },
): Promise<{ response: CustomerListItem[]; count: number; next: string | null; prev: string | null; capped: boolean }> {
  const where = whereOf(query);
  const keys = sortKeys(query.sort);
  const plan = keysetPage(keys, query.sort, query, query.limit);
  if (!plan) throw badRequest(STALE_CURSOR, 'BAD_CURSOR', { [query.before ? 'before' : 'after']: STALE_CURSOR });
  const byCursor = Boolean(query.after || query.before);
  const offset = byCursor ? 0 : (query.page - 1) * query.limit;
  const answer = (rows: Record<string, unknown>[], count: number, capped = false) => {
    const page = keysetResult(keys, query.sort, rows, plan, query.limit, query);
    return { response: page.rows.map(toItem), count, next: page.next, prev: page.prev, capped };
  };
  // Sorted by an order figure without a search or tag: the customers with that figure come first (last order in
  // either direction; the top spenders and most orders descending), so a page among them is read from
  // customer_stats by its indexes, not by sorting the whole shop. Pages past them take the general query.
  const figure = statsFirstSorts[query.sort];
  const cursorKey = (query.after || query.before) && query.before !== 'end' ? cursorPrimary(query.after ?? query.before!) : undefined;
  // A cursor past the customers with the figure, or the last page, is for the general query.
  const fast =
    figure && !query.q && !query.tag && query.hasOrders !== 'no' && (!byCursor || (cursorKey !== undefined && figure.isLeading(cursorKey)));
  if (figure && fast) {
    const fastPlan = keysetPage(figure.keys, query.sort, query, query.limit)!;
    const [[leading], [everyone]] = await Promise.all([
      shop.select({ n: count() }).from(stats).where(figure.leading),
      query.hasOrders === 'yes' ? shop.select({ n: count() }).from(stats) : shop.select({ n: count() }).from(customers),
    ]);
    // Strictly inside them (numbered), or a full page and the one row past it (by cursor): the page and the
    // row that tells whether another follows are all customers with the figure. Backwards, every row before a
    // customer with the figure has it too.
    if (byCursor || offset + query.limit < (leading?.n ?? 0)) {
      const rows = await shop
        .select({ ...listColumns, ...cursorFields(keys) })
        .from(stats)
        .innerJoin(customers, eq(customers.id, stats.customerId))
        .where(and(figure.leading, fastPlan.where))
        .orderBy(...fastPlan.orderBy)
        .limit(plan.fetch)
        .offset(offset);
      if (!byCursor || query.before || rows.length === plan.fetch) return answer(rows, everyone?.n ?? 0);
    }
  }
  // Without the order-figure filter the total needs no join. Filtered, it is counted up to COUNT_CAP + 1 (a figure
  // past the cap means "more than 10,000", contract/list.ts); the whole shop's total is an index count.
  const matching = query.hasOrders
    ? shop
        .select({ one: sql`1` })
        .from(customers)
        .leftJoin(stats, eq(stats.customerId, customers.id))
        .where(where)
    : shop
        .select({ one: sql`1` })
        .from(customers)
        .where(where);
  const counting = where
    ? shop.unscoped.select({ n: count() }).from(matching.limit(COUNT_CAP + 1).as('matching'))
    : shop.select({ n: count() }).from(customers);
  const [rows, [total]] = await Promise.all([
    shop
      .select({ ...listColumns, ...cursorFields(keys) })
      .from(customers)
      .leftJoin(stats, eq(stats.customerId, customers.id))
      .where(and(where, plan.where))
      .orderBy(...plan.orderBy)
      .limit(plan.fetch)
      .offset(offset),
    counting,
  ]);
  return answer(rows, total?.n ?? 0, where !== undefined);
}

/** Every customer matching the filters (CSV export), at most `max`. */
export async function exportCustomers(shop: ShopScope, query: CustomerFilters & { sort: CustomerSort }, max: number) {
  const rows = await shop
    .select(listColumns)
    .from(customers)
    .leftJoin(stats, eq(stats.customerId, customers.id))
    .where(whereOf(query))
    .orderBy(...keysetOrder(sortKeys(query.sort)))
    .limit(max);
  return rows.map(toItem);
}

/** One customer of the shop with their order figures, or undefined. */
export async function findCustomer(shop: ShopScope, id: string) {
  const [customer] = await shop.select().from(customers).where(eq(customers.id, id)).limit(1);
  if (!customer) return undefined;
  const [figures] = await shop.select().from(customerStats).where(eq(customerStats.customerId, id));
  const totalSpent = Number(figures?.totalSpent ?? 0);
  const countedOrders = Number(figures?.countedOrders ?? 0);
  return {
    id: customer.id,
    name: customer.name,
    phone: customer.phone,
    email: customer.email,
    tags: customer.tags,
    notes: customer.notes,
    addresses: customer.addresses,
    district: customer.addresses[0]?.district ?? null,
    ordersCount: Number(figures?.ordersCount ?? 0),
    countedOrders,
    totalSpent,
    averageOrder: countedOrders ? Math.round(totalSpent / countedOrders) : 0,
    firstOrderAt: iso(figures?.firstOrderAt),
    lastOrderAt: iso(figures?.lastOrderAt),
    createdAt: customer.createdAt.toISOString(),
    updatedAt: customer.updatedAt.toISOString(),
    version: customer.version,
  };
}

/** A page of a customer's orders, newest first. */
export async function customerOrders(shop: ShopScope, customerId: string, page: number, limit: number) {
  const where = eq(orders.customerId, customerId);
  const [rows, [total]] = await Promise.all([
    shop
      .select({
        id: orders.id,
        number: orders.number,
        placedAt: orders.placedAt,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        itemsCount: orders.itemsCount,
        total: orders.total,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.number))
      .limit(limit)
      .offset((page - 1) * limit),
    shop.select({ n: count() }).from(orders).where(where),
  ]);
  const response: CustomerOrder[] = rows.map((row) => ({ ...row, placedAt: row.placedAt.toISOString() }));
  return { response, count: total?.n ?? 0 };
}

/** Distinct tags of the shop's customers, for the tag filter. */
export async function customerTags(shop: ShopScope): Promise<string[]> {
  const rows = await shop
    .selectDistinct({ tag: sql<string>`unnest(${customers.tags})` })
    .from(customers)
    .orderBy(sql`1`)
    .limit(200);
  return rows.map((row) => row.tag);
}

/** Another customer of the shop with this phone number, if any. */
export async function phoneTaken(shop: ShopScope, phone: string, exceptId: string): Promise<boolean> {
  const [row] = await shop
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.phone, phone), sql`${customers.id} <> ${exceptId}`))
    .limit(1);
  return row !== undefined;
}
