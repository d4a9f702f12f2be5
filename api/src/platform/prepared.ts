/**
 * Shop queries built once per shape and prepared by name (issue 26 item 5, README "Benchmarks": CPU per request).
 * A hot list's SQL depends only on which filters are set, not on their values: `prepared(shop, base, shape, build,
 * values)` builds it the first time a shape is seen, with the shop and every value as placeholders
 * (`sql.placeholder('name')`, the shop's as SHOP_PLACEHOLDER), and keeps it. Later requests of that shape skip
 * Drizzle's query building, and PostgreSQL parses and plans the statement once per connection instead of per request;
 * their rows are read by a mapper compiled once per statement (db/compiled-rows.ts).
 *
 * The statement is built through a shop accessor whose shop is the placeholder, so the shop predicate is in it as
 * in any other shop query, and every execution fills it with `shop.shopId`.
 */
import { sql } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { ShopScope } from './shop-scope.ts';
import { withCompiledRows } from './db/compiled-rows.ts';

/** The placeholder of the shop's id in a prepared shop query. */
export const SHOP_PLACEHOLDER = 'shopId';

type Values = Record<string, unknown>;
type Runnable<R> = { execute: (values?: Values) => Promise<R> };
type Buildable<R> = Runnable<R> & { prepare: (name: string) => Runnable<R> };

/**
 * Shapes kept per database. A list has a bounded number of shapes (which filters, the sort, the page size), but a
 * cap keeps an unexpected caller from growing every connection's statement cache: past it, a new shape is built and
 * run once, as before.
 */
const MAX_SHAPES = 300;

const caches = new WeakMap<object, Map<string, Runnable<unknown>>>();
let names = 0;

/** A scope whose shop is a placeholder: only for building a statement that `prepared` fills with the real shop. */
const placeholderScope = (db: Db) => new ShopScope(db, sql.placeholder(SHOP_PLACEHOLDER) as unknown as string);

/**
 * Runs the query `build` makes for `shape` (any text naming everything that changes the SQL) with `values` for its
 * placeholders and the shop's id. Statements are named `<base>_<n>`, unique in the process: node-postgres prepares
 * a name once per connection and PostgreSQL keeps names to 63 bytes. `planEachRun` keeps only the built text, sent
 * unnamed: for a statement whose best plan depends on its values (a search's text, a page's offset).
 */
export function prepared<R>(
  shop: ShopScope,
  base: string,
  shape: string,
  build: (scope: ShopScope) => Buildable<R>,
  values: Values,
  { planEachRun = false }: { planEachRun?: boolean } = {},
): Promise<R> {
  const db = shop.unscoped;
  // A transaction's handle lives for one transaction: its statements would only pile up on the connection.
  if ('rollback' in db) return build(shop).execute(values);
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<string, Runnable<unknown>>()));
  const key = `${base}:${shape}`;
  let statement = cache.get(key) as Runnable<R> | undefined;
  if (!statement) {
    const query = build(placeholderScope(db));
    if (cache.size >= MAX_SHAPES) return query.execute({ ...values, [SHOP_PLACEHOLDER]: shop.shopId });
    // Unnamed, PostgreSQL parses and plans the text at every run with its values (a custom plan), as for a query
    // built per request: only the building is spared.
    statement = withCompiledRows(query.prepare((planEachRun ? undefined : `${base}_${++names}`) as string));
    cache.set(key, statement);
  }
  return statement.execute({ ...values, [SHOP_PLACEHOLDER]: shop.shopId });
}
