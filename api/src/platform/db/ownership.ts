/**
 * Which tables belong to a shop, and how: a table with a `shop_id` column belongs to it directly; a table without
 * one (order items, collection rules …) belongs to it through its parent row, declared once beside the table with
 * `ownedThrough`. The shop-scoped accessor (platform/shop-scope.ts) reads this to scope every query it builds.
 * Imports nothing from the domains, so any `tables.ts` can use it without an import cycle.
 */
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

/** How a child table reaches its shop: the foreign-key column and the parent table it points at (none: the shops table). */
export type Owner = { via: AnyPgColumn; parent: ParentTable | null };

const owners = new WeakMap<PgTable, Owner>();

/**
 * Declares that the rows of `table` belong to the shop of their parent row (`via` points at `parent.id`):
 * `export const orderItems = ownedThrough(pgTable('order_items', { … }), (t) => t.orderId, orders);`
 */
export function ownedThrough<T extends PgTable>(table: T, via: (table: T) => AnyPgColumn, parent: ParentTable): T & ChildTable {
  owners.set(table, { via: via(table), parent });
  return table as T & ChildTable;
}

/** Declares the shops table itself: the shop's row is the one whose `id` is the shop's. */
export function shopsTable<T extends PgTable>(table: T, id: (table: T) => AnyPgColumn): T & ChildTable {
  owners.set(table, { via: id(table), parent: null });
  return table as T & ChildTable;
}

/** The parent a child table was declared with, or undefined for a table with its own `shopId`. */
export const ownerOf = (table: PgTable): Owner | undefined => owners.get(table);
