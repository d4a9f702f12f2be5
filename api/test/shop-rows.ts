/**
 * A shop's rows as the cross-shop walk (src/platform/cross-shop.test.ts) sees them, found through the database's
 * own catalogue so a new table is covered without anyone listing it: the tables holding shop data, one id of each,
 * and a checksum that changes when any of the shop's rows is inserted, updated or deleted.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../src/platform/db/client.ts';

type Row = Record<string, unknown>;
export const rowsOf = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/** Tables with a shop_id column, and tables without one whose foreign key points at one of those (child rows). */
export async function shopTables(db: Db) {
  const direct = await rowsOf(
    db,
    sql`select c.table_name as name, bool_or(i.column_name = 'id') as has_id
        from information_schema.columns c
        join information_schema.columns i on i.table_schema = c.table_schema and i.table_name = c.table_name
        where c.table_schema = 'public' and c.column_name = 'shop_id'
        group by c.table_name order by c.table_name`,
  );
  const owned = new Set(direct.map((r) => String(r.name)));
  const children = await rowsOf(
    db,
    sql`select distinct tc.table_name as name, kcu.column_name as column, ccu.table_name as parent
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.table_schema = 'public' and tc.constraint_type = 'FOREIGN KEY' and ccu.column_name = 'id'
        order by 1, 2`,
  );
  return {
    direct: direct.map((r) => ({ name: String(r.name), hasId: r.has_id === true })),
    children: children
      .map((r) => ({ name: String(r.name), column: String(r.column), parent: String(r.parent) }))
      .filter((c) => !owned.has(c.name) && owned.has(c.parent) && c.name !== 'shops'),
  };
}

export type Tables = Awaited<ReturnType<typeof shopTables>>;

/** The `where` that picks a shop's rows of a table (directly, or through the parent row). */
export const ownedBy = (table: Tables['direct'][number] | Tables['children'][number], shopId: string) =>
  'column' in table
    ? sql`${sql.identifier(table.column)} in (select id from ${sql.identifier(table.parent)} where shop_id = ${shopId})`
    : sql`shop_id = ${shopId}`;

/** One id per table (and the shop's own id) of `shopId`, keyed by table name. */
export async function idsOf(db: Db, tables: Tables, shopId: string) {
  const ids = new Map<string, string>([['shops', shopId]]);
  for (const table of [...tables.direct.filter((t) => t.hasId), ...tables.children]) {
    const hasId = await rowsOf(
      db,
      sql`select 1 from information_schema.columns where table_schema = 'public' and table_name = ${table.name} and column_name = 'id'`,
    );
    if (!hasId.length) continue;
    const [row] = await rowsOf(db, sql`select id::text as id from ${sql.identifier(table.name)} where ${ownedBy(table, shopId)} limit 1`);
    if (row) ids.set(table.name, String(row.id));
  }
  return ids;
}

/** count + md5 of every row of the shop, per table: any insert, update or delete changes it. */
export async function checksum(db: Db, tables: Tables, shopId: string) {
  const sums: Record<string, string> = {};
  for (const table of [...tables.direct, ...tables.children]) {
    const [row] = await rowsOf(
      db,
      sql`select count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum
          from ${sql.identifier(table.name)} t where ${ownedBy(table, shopId)}`,
    );
    sums[table.name] = String(row!.sum);
  }
  const [shop] = await rowsOf(db, sql`select md5(t::text) as sum from shops t where id = ${shopId}`);
  sums.shops = String(shop!.sum);
  return sums;
}
