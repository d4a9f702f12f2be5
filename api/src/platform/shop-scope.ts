/**
 * The shop-scoped accessor (issue 15 item 3): `c.var.shop`, set by the shop router (platform/shop-routes.ts) for
 * the caller's active shop. Reads, updates and deletes made through it always carry the shop predicate, inserts
 * always set the shop, and rows of child tables (declared with `ownedThrough`) are reached through a parent of the
 * shop, so a query that forgets the shop cannot be written with it:
 *
 *   shop.select({ id: orders.id }).from(orders).where(eq(orders.id, id))   // … and orders.shop_id = <shop>
 *   shop.update(orders).set({ note }).where(eq(orders.id, id))             // … and orders.shop_id = <shop>
 *   shop.delete(orderItems).where(eq(orderItems.orderId, id))             // … and order_id in (the shop's orders)
 *   shop.insert(customers).values({ name, phone })                        // shop_id set
 *   shop.insert(orders).values({ customerId, … })                         // … and 404 unless the customer is the shop's
 *   shop.insertChildren(orderItems, items)                                // 404 unless every parent is the shop's
 *   shop.insertChildren(collectionProducts, links)                        // … and every product they name (a reference)
 *   shop.insertChildren(links, rows, { onConflictDoNothing: true })       // … answers the rows it inserted
 *
 * A row's other references to shop rows, declared with `ownedThrough(…, { references })` for a child table and with
 * `shopReferences(table, …)` for a table with its own `shop_id`, are checked the same way: an insert naming another
 * shop's row is refused whole (404), and an update setting a reference (or the parent column) to another shop's row
 * matches no row, like an update of another shop's row.
 *
 * A `.where()` given to these queries is added to the shop predicate, never put in its place. `shop.unscoped` is the
 * plain database for what the accessor cannot say (raw SQL reports); every query written with it must name
 * `shop.shopId` itself.
 */
import { and, eq, exists, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgSelectBuilder, PgTable, PgUpdateSetSource, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from './db/client.ts';
import { ownerOf, referencesOf, type Reference, type ShopOwnedTable, type ShopTable } from './db/ownership.ts';
import { notFound } from './errors.ts';

export type { ChildTable, ShopOwnedTable, ShopTable } from './db/ownership.ts';
export { ownedThrough, shopReferences } from './db/ownership.ts';

/** The handle inside `db.transaction(…)`: a Db that also rolls back (what must run in a transaction takes this). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Where = SQL | undefined;
type Whereable = { where: (where: never) => unknown };

/** The predicate that picks the shop's rows of `table`: its `shop_id`, or its parent's (recursively). */
export function ownedBy(db: Db, shopId: string, table: ShopOwnedTable): SQL {
  const owner = ownerOf(table);
  if (owner && !owner.parent) return eq(owner.via, shopId);
  if (owner?.parent) {
    const parents = db
      .select({ id: owner.parent.id })
      .from(owner.parent)
      .where(ownedBy(db, shopId, owner.parent));
    return inArray(owner.via, parents);
  }
  if (!('shopId' in table)) throw new Error(`${getTableName(table)} has no shop_id column and no ownedThrough declaration`);
  return eq(table.shopId, shopId);
}

/** Applies `predicate` to a query and makes its `.where(x)` mean `where predicate and x`. */
function scoped<Q extends Whereable>(query: Q, predicate: SQL): Q {
  const where = (query.where as (where: unknown) => unknown).bind(query);
  where(predicate);
  const combined = (extra: Where | ((fields: never) => Where)) =>
    where(typeof extra === 'function' ? (fields: never) => and(predicate, extra(fields)) : and(predicate, extra));
  Object.defineProperty(query, 'where', { value: combined, configurable: true });
  return query;
}

/** `shop.select(fields).from(table)`: drizzle's select, with the shop predicate on the table it reads from. */
class ScopedSelect<F extends SelectedFields | undefined> {
  readonly #builder: PgSelectBuilder<F>;
  readonly #owned: (table: ShopOwnedTable) => SQL;
  constructor(builder: PgSelectBuilder<F>, owned: (table: ShopOwnedTable) => SQL) {
    this.#builder = builder;
    this.#owned = owned;
  }
  from<T extends ShopOwnedTable>(table: T) {
    return scoped(this.#builder.from<T>(table as never), this.#owned(table));
  }
}

/** The columns of an insert into a shop table: everything but `shopId`, which the accessor sets. */
export type ShopInsert<T extends ShopTable> = Omit<PgInsertValue<T>, 'shopId'>;

/** How `insertChildren` refuses a parent (or referenced row) that is not the shop's, and what it does with colliding rows. */
export type ChildInsertOptions = {
  /** The 404's message (default "Record not found") and code (default NOT_FOUND). */
  what?: string;
  code?: string;
  /** `on conflict do nothing`: rows that collide with existing ones are skipped, and left out of the answer. */
  onConflictDoNothing?: boolean;
};

/** The JavaScript key of `column` in `table` (`orderId` for order_items.order_id). */
function keyOf(table: PgTable, column: unknown): string {
  const key = Object.entries(getTableColumns(table)).find(([, c]) => c === column)?.[0];
  if (!key) throw new Error(`column not found in ${getTableName(table)}`);
  return key;
}

/** The rows a table's rows must name in the same shop: a child's parent, then the table's declared references. */
function namedRows(table: PgTable): Reference[] {
  const owner = ownerOf(table);
  const parent = owner?.parent ? [{ column: owner.via, table: owner.parent }] : [];
  return [...parent, ...referencesOf(table)];
}

/** The 404 of an insert into a shop table naming a row that is not the shop's. */
const foreignRow = (table: PgTable, references: Reference[]) => (target: Reference['table']) => {
  const columns = references.filter((r) => r.table === target).map((r) => `${getTableName(table)}.${r.column.name}`);
  return notFound(`Record not found: the ${getTableName(target)} row named by ${columns.join(' or ')} is not this shop's`);
};

type InsertBuilder = {
  execute: (...args: never[]) => Promise<unknown>;
  onConflictDoUpdate: (config: { set: Record<string, unknown> }) => unknown;
};

/**
 * Makes an insert builder run `check(rows)` before it executes (awaited, or `.execute()`d), on the same database
 * handle, with the inserted rows and the `set` of an `.onConflictDoUpdate()` (what a colliding row would be changed
 * to). The builder stays a builder, so callers still chain `.returning()` or `.onConflictDoUpdate()` on it (drizzle's
 * return the builder itself). A prepared statement would skip the check, so `prepare` is refused.
 */
function checkedFirst<Q extends object>(
  query: Q,
  rows: Record<string, unknown>[],
  check: (rows: Record<string, unknown>[]) => Promise<void>,
): Q {
  const named = [...rows];
  const { execute, onConflictDoUpdate } = query as Q & InsertBuilder;
  const define = (key: string, value: unknown) => Object.defineProperty(query, key, { value, configurable: true, writable: true });
  define('execute', async (...args: never[]) => {
    await check(named);
    return execute.apply(query, args);
  });
  define('onConflictDoUpdate', (config: { set: Record<string, unknown> }) => {
    named.push(config.set);
    return onConflictDoUpdate.call(query, config);
  });
  define('prepare', () => {
    throw new Error('an insert through the shop accessor that names shop rows cannot be prepared (its check would be skipped)');
  });
  return query;
}

/**
 * The accessor of one shop over `db`. A transaction's handle works the same: `ShopScope<Tx>` (what `transaction`
 * gives) is also a `ShopScope`, and code that must run inside a transaction asks for `ShopScope<Tx>`.
 */
export class ShopScope<D extends Db = Db> {
  /** The active shop's id, for answers and for queries written with `unscoped`. */
  readonly shopId: string;
  /** The plain database (or transaction): no shop predicate is added to what is built with it (name `shopId` yourself). */
  readonly unscoped: D;

  constructor(db: D, shopId: string) {
    this.unscoped = db;
    this.shopId = shopId;
  }

  /** The shop predicate of `table`, for a join condition or a raw query built with `unscoped`. */
  owns = (table: ShopOwnedTable): SQL => ownedBy(this.unscoped, this.shopId, table);

  /** `shop.select(fields?).from(table)`: the shop's rows of `table` only. */
  select(): ScopedSelect<undefined>;
  select<F extends SelectedFields>(fields: F): ScopedSelect<F>;
  select(fields?: SelectedFields) {
    return new ScopedSelect(fields ? this.unscoped.select(fields) : this.unscoped.select(), this.owns);
  }

  /** `shop.selectDistinct(fields).from(table)`: as select, without repeated rows. */
  selectDistinct<F extends SelectedFields>(fields: F) {
    return new ScopedSelect(this.unscoped.selectDistinct(fields), this.owns);
  }

  /**
   * `shop.update(table).set(values)`: the shop's rows only; `shopId` is never changed, and a child row's parent or a
   * declared reference (of a child or shop table) is only set to a row of the shop (naming another shop's row, the
   * update matches no row).
   */
  update<T extends ShopOwnedTable>(table: T) {
    return {
      set: (values: PgUpdateSetSource<T>) => {
        const kept = 'shopId' in values ? { ...values, shopId: this.shopId } : values;
        return scoped(this.unscoped.update(table).set(kept), and(this.owns(table), ...this.#namesOwnRows(table, kept))!);
      },
    };
  }

  /** For an update: that each parent or declared reference `values` sets (not to null) is a row of the shop. */
  #namesOwnRows(table: PgTable, values: Record<string, unknown>): SQL[] {
    return namedRows(table).flatMap(({ column, table: target }) => {
      const value = values[keyOf(table, column)];
      if (value === undefined || value === null) return [];
      const owned = this.unscoped
        .select({ one: sql`1` })
        .from(target)
        .where(and(this.owns(target), eq(target.id, value)));
      return [exists(owned)];
    });
  }

  /**
   * Throws `refuse(table named)` unless every row that `rows` name through `references` (nulls name none) is the
   * shop's: one query per table named.
   */
  async #ensureOwned(
    table: PgTable,
    rows: Record<string, unknown>[],
    references: Reference[],
    refuse: (target: Reference['table']) => Error,
  ) {
    const wanted = new Map<Reference['table'], Set<string>>();
    for (const { column, table: target } of references) {
      const key = keyOf(table, column);
      const ids = wanted.get(target) ?? new Set<string>();
      wanted.set(target, ids);
      for (const row of rows) {
        const value = row[key];
        if (value === undefined || value === null) continue;
        if (typeof value !== 'string') {
          throw new Error(`${getTableName(table)}.${key} must be given as an id, so the shop accessor can check it`);
        }
        ids.add(value);
      }
    }
    for (const [target, ids] of wanted) {
      if (ids.size === 0) continue;
      const found = await this.unscoped
        .select({ id: target.id })
        .from(target)
        .where(and(this.owns(target), inArray(target.id, [...ids])));
      if (found.length !== ids.size) throw refuse(target);
    }
  }

  /** `shop.delete(table)`: the shop's rows only. */
  delete<T extends ShopOwnedTable>(table: T) {
    return scoped(this.unscoped.delete(table), this.owns(table));
  }

  /**
   * `shop.insert(table).values(rows)`: rows of a table with a `shopId` column, set to the active shop. When the table
   * declares references to shop rows (`shopReferences`), every row they name (nulls name none) must be the shop's:
   * checked before the insert runs, one query per table named, else a 404 and nothing is written.
   */
  insert<T extends ShopTable>(table: T) {
    return {
      values: (values: ShopInsert<T> | ShopInsert<T>[]) => {
        const rows = (Array.isArray(values) ? values : [values]).map((row) => ({ ...row, shopId: this.shopId }));
        const query = this.unscoped.insert(table).values(rows as PgInsertValue<T>[]);
        const references = [...referencesOf(table)];
        if (references.length === 0) return query;
        return checkedFirst(query, rows, (named) => this.#ensureOwned(table, named, references, foreignRow(table, references)));
      },
    };
  }

  /**
   * Inserts child rows after checking that every parent they name, and every row their declared references name, is
   * the shop's (a 404 otherwise, and nothing is written), and answers the rows inserted. `options` is the 404's
   * message (`what`) and code, and `onConflictDoNothing` to skip rows that collide with existing ones (they are not
   * in the answer).
   */
  async insertChildren<T extends ShopOwnedTable>(table: T, values: PgInsertValue<T>[], options: string | ChildInsertOptions = {}) {
    const { what = 'Record not found', code, onConflictDoNothing = false } = typeof options === 'string' ? { what: options } : options;
    if (values.length === 0) return [];
    const owner = ownerOf(table);
    if (owner && !owner.parent) throw new Error('shops are not inserted through a shop scope');
    if (owner?.parent) {
      const rows = values as Record<string, unknown>[];
      const via = keyOf(table, owner.via);
      // A row without a parent is no row of the shop (a reference may be null; the parent may not).
      if (rows.some((row) => row[via] === undefined || row[via] === null)) throw notFound(what, code);
      await this.#ensureOwned(table, rows, namedRows(table), () => notFound(what, code));
    } else if (values.some((row) => (row as Record<string, unknown>).shopId !== this.shopId)) {
      throw notFound(what, code);
    } else {
      await this.#ensureOwned(table, values as Record<string, unknown>[], namedRows(table), () => notFound(what, code));
    }
    const insert = this.unscoped.insert(table).values(values);
    return (onConflictDoNothing ? insert.onConflictDoNothing() : insert).returning();
  }

  /** Runs `work` in one transaction, with an accessor of the same shop over it. */
  transaction<R>(work: (shop: ShopScope<Tx>) => Promise<R>): Promise<R> {
    return this.unscoped.transaction((tx) => work(new ShopScope(tx, this.shopId)));
  }
}

/** The accessor of `shopId` over `db` (or over a transaction's handle). */
export const shopScope = <D extends Db>(db: D, shopId: string) => new ShopScope(db, shopId);
