/** The compiled row mapper reads every kind of field exactly as Drizzle's own mapper does (PGlite, and PostgreSQL in test:pg). */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionProducts, collections, shops } from '../../db/schema/index.ts';
import { openDatabase, type Database } from './client.ts';
import { compileRowMapper, withCompiledRows } from './compiled-rows.ts';

let database: Database;
let shopId: string;
let names = 0;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  const [shop] = await database.db.insert(shops).values({ name: 'Rows', handle: 'compiled-rows' }).returning({ id: shops.id });
  shopId = shop!.id;
  await database.db.insert(collections).values([
    { shopId, title: 'Summer', handle: 'summer', image: { url: '/a.jpg', width: 10 } as never, published: false },
    { shopId, title: 'Eid', handle: 'eid' },
  ]);
});

afterAll(() => database.close());

/** The same query prepared twice: once read by Drizzle's mapper, once by the compiled one. */
async function bothWays(build: () => { prepare: (name: string) => { execute: () => Promise<unknown> } }) {
  const drizzles = build().prepare(`rows_drizzle_${++names}`);
  const compiled = withCompiledRows(build().prepare(`rows_compiled_${names}`));
  expect((compiled as { customResultMapper?: unknown }).customResultMapper, 'the compiled mapper is in use').toBeTypeOf('function');
  return { drizzle: await drizzles.execute(), compiled: await compiled.execute() };
}

describe('withCompiledRows', () => {
  it('reads a flat selection of every kind of field as Drizzle does: columns, dates, JSON, SQL with mapWith, aliases', async () => {
    const { drizzle, compiled } = await bothWays(() =>
      database.db
        .select({
          id: collections.id,
          title: collections.title,
          image: collections.image,
          published: collections.published,
          version: collections.version,
          createdAt: collections.createdAt,
          length: sql<number>`length(${collections.title})`.mapWith(Number),
          shout: sql<string>`upper(${collections.title})`.as('shout'),
          nothing: sql<string | null>`null`,
        })
        .from(collections)
        .where(eq(collections.shopId, shopId))
        .orderBy(collections.title),
    );
    expect(compiled).toEqual(drizzle);
    const [eid] = compiled as { createdAt: unknown; length: unknown; image: unknown }[];
    expect(eid!.createdAt).toBeInstanceOf(Date);
    expect(eid!.length).toBe(3);
    expect((compiled as { image: unknown }[])[1]!.image).toEqual({ url: '/a.jpg', width: 10 });
  });

  it('nests joined tables, and a left-joined table without a row is null, as Drizzle does', async () => {
    const { drizzle, compiled } = await bothWays(() =>
      database.db
        .select({ collection: collections, shop: shops, product: collectionProducts, handle: collections.handle })
        .from(collections)
        .innerJoin(shops, eq(shops.id, collections.shopId))
        .leftJoin(collectionProducts, eq(collectionProducts.collectionId, collections.id))
        .where(eq(collections.shopId, shopId))
        .orderBy(collections.title),
    );
    expect(compiled).toEqual(drizzle);
    const rows = compiled as { product: unknown; shop: { id: string }; collection: { createdAt: unknown } }[];
    expect(rows.map((row) => row.product)).toEqual([null, null]);
    expect(rows[0]!.shop.id).toBe(shopId);
    expect(rows[0]!.collection.createdAt).toBeInstanceOf(Date);
  });

  it('leaves a selection nested deeper than one level to Drizzle', () => {
    const field = collections.title;
    expect(compileRowMapper([{ path: ['a', 'b', 'c'], field }], undefined)).toBeUndefined();
    expect(compileRowMapper([{ path: ['a', 'b'], field }], undefined)).toBeTypeOf('function');
  });
});
