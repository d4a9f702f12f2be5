/**
 * Which tables belong to a shop, and how: a table with a `shop_id` column belongs to it directly; a table without
 * one (order items, collection rules …) belongs to it through its parent row, declared once beside the table with
 * `ownedThrough`. A table's columns that point at other shop rows are declared too (`ownedThrough`'s `references`,
 * `shopReferences` for a table with a `shop_id`), so the accessor never writes a row naming another shop's. The
 * shop-scoped accessor (platform/shop-scope.ts) reads this to scope every query it builds.
 * Imports nothing from the domains, so any `tables.ts` can use it without an import cycle.
 */
import { getTableColumns, getTableName } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

declare const childRows: unique symbol;

/** A table with a `shopId` column: its rows are the shop's own. */
export type ShopTable = PgTable & { shopId: AnyPgColumn };
/** A table declared with `ownedThrough`: its rows are the shop's through their parent row. */
export type ChildTable = PgTable & { readonly [childRows]: true };
/** Any table the shop-scoped accessor can reach. */
export type ShopOwnedTable = ShopTable | ChildTable;
/** A table other rows can hang under: shop-owned, with an `id` primary key. */
export type ParentTable = ShopOwnedTable & { id: AnyPgColumn };

/**
 * Another column of a table that points at a shop-owned row (`collection_products.product_id` → products,
 * `orders.customer_id` → customers): the row it names must be the same shop's. A null value names no row and is allowed.
 */
export type Reference = { column: AnyPgColumn; table: ParentTable };

/**
 * How a child table reaches its shop: the foreign-key column and the parent table it points at (none: the shops
 * table), and the other shop-owned rows its rows point at.
 */
export type Owner = { via: AnyPgColumn; parent: ParentTable | null; references: readonly Reference[] };

/** What else `ownedThrough` can declare about the table. */
export type OwnedThroughOptions<T extends PgTable> = {
  /** The table's other columns that point at shop-owned rows, with the table each points at (its `id`). */
  references?: (table: T) => Reference[];
};

const owners = new WeakMap<PgTable, Owner>();
const shopTableReferences = new WeakMap<PgTable, readonly Reference[]>();

/** Throws at declaration when a referenced table is undefined (an import cycle between tables.ts files) or a column is not the table's. */
function ensureDeclared(what: string, table: PgTable, references: readonly Reference[], parentDefined = true) {
  const columns = Object.values(getTableColumns(table));
  if (!parentDefined || references.some((r) => !r.table || !columns.includes(r.column))) {
    throw new Error(`${what}(${getTableName(table)}): a parent or reference is undefined (import cycle?) or not a column of the table`);
  }
}

/**
 * Declares that the rows of `table` belong to the shop of their parent row (`via` points at `parent.id`), and which
 * other shop-owned rows they point at (each must be the same shop's; the accessor checks them on insert and update):
 *
 *   export const orderItems = ownedThrough(pgTable('order_items', { … }), (t) => t.orderId, orders);
 *   export const collectionProducts = ownedThrough(pgTable('collection_products', { … }), (t) => t.collectionId, collections, {
 *     references: (t) => [{ column: t.productId, table: products }],
 *   });
 */
export function ownedThrough<T extends PgTable>(
  table: T,
  via: (table: T) => AnyPgColumn,
  parent: ParentTable,
  options: OwnedThroughOptions<T> = {},
): T & ChildTable {
  const references = options.references?.(table) ?? [];
  // An import cycle between two tables.ts files leaves a table undefined here: fail at start-up, not at the first insert.
  ensureDeclared('ownedThrough', table, references, !!parent);
  owners.set(table, { via: via(table), parent, references });
  return table as T & ChildTable;
}

/** Declares the shops table itself: the shop's row is the one whose `id` is the shop's. */
export function shopsTable<T extends PgTable>(table: T, id: (table: T) => AnyPgColumn): T & ChildTable {
  owners.set(table, { via: id(table), parent: null, references: [] });
  return table as T & ChildTable;
}

/**
 * Declares which columns of a table with its own `shopId` point at other shop-owned rows (each must be the same
 * shop's; the accessor checks them on insert and update):
 *
 *   export const orders = shopReferences(pgTable('orders', { … }), (t) => [{ column: t.customerId, table: customers }]);
 */
export function shopReferences<T extends ShopTable>(table: T, references: (table: T) => Reference[]): T {
  const declared = references(table);
  ensureDeclared('shopReferences', table, declared);
  shopTableReferences.set(table, declared);
  return table;
}

/** The parent a child table was declared with, or undefined for a table with its own `shopId`. */
export const ownerOf = (table: PgTable): Owner | undefined => owners.get(table);

/** The other shop-owned rows a table's rows point at: a child table's `references`, or a shop table's `shopReferences`. */
export const referencesOf = (table: PgTable): readonly Reference[] => owners.get(table)?.references ?? shopTableReferences.get(table) ?? [];
