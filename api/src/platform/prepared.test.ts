/** Shop queries prepared once per shape: built once, and every run reads the shop it is run for, never the first one's. */
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, shops } from '../db/schema/index.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { prepared } from './prepared.ts';
import { ShopScope } from './shop-scope.ts';

let database: Database;
let mine: ShopScope;
let theirs: ShopScope;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  const [a, b] = await database.db
    .insert(shops)
    .values([
      { name: 'Mine', handle: 'prepared-mine' },
      { name: 'Theirs', handle: 'prepared-theirs' },
    ])
    .returning({ id: shops.id });
  mine = new ShopScope(database.db, a!.id);
  theirs = new ShopScope(database.db, b!.id);
  await mine.insert(collections).values([
    { title: 'Summer', handle: 'summer' },
    { title: 'Eid', handle: 'eid' },
  ]);
  await theirs.insert(collections).values({ title: 'Winter', handle: 'summer' });
});

afterAll(() => database.close());

describe('prepared', () => {
  it('builds a shape once, and fills the shop of each run: the second shop never reads the first one’s rows', async () => {
    let builds = 0;
    const byHandle = (shop: ShopScope, handle: string) =>
      prepared(
        shop,
        'test_collections',
        'handle',
        (scope) => {
          builds++;
          return scope
            .select({ title: collections.title })
            .from(collections)
            .where(eq(collections.handle, sql.placeholder('handle')));
        },
        { handle },
      );
    expect(await byHandle(mine, 'summer')).toEqual([{ title: 'Summer' }]);
    expect(await byHandle(theirs, 'summer')).toEqual([{ title: 'Winter' }]);
    expect(await byHandle(mine, 'eid')).toEqual([{ title: 'Eid' }]);
    expect(await byHandle(theirs, 'eid')).toEqual([]);
    expect(builds).toBe(1);
  });

  it('builds each shape of its own, and runs a transaction’s query without keeping it', async () => {
    let builds = 0;
    const titles = (shop: ShopScope, shape: string) =>
      prepared(
        shop,
        'test_titles',
        shape,
        (scope) => {
          builds++;
          const query = scope.select({ title: collections.title }).from(collections);
          return shape === 'sorted' ? query.orderBy(collections.title) : query.where(eq(collections.title, 'Eid'));
        },
        {},
      );
    expect(await titles(mine, 'sorted')).toEqual([{ title: 'Eid' }, { title: 'Summer' }]);
    expect(await titles(mine, 'eid')).toEqual([{ title: 'Eid' }]);
    expect(await titles(theirs, 'sorted')).toEqual([{ title: 'Winter' }]);
    expect(builds).toBe(2);
    await mine.transaction(async (scope) => {
      expect(await titles(scope, 'sorted')).toEqual([{ title: 'Eid' }, { title: 'Summer' }]);
      expect(await titles(scope, 'sorted')).toEqual([{ title: 'Eid' }, { title: 'Summer' }]);
    });
    expect(builds).toBe(4);
  });

  it('names a kept statement, and sends one planned at each run unnamed, built once either way (node-postgres)', async () => {
    // No server: the pool's query is replaced, to see what node-postgres would be asked to send.
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:9/none' });
    const sent: { name?: string; text: string; values: unknown[] }[] = [];
    pool.query = (async (config: { name?: string; text: string }, values: unknown[]) => {
      sent.push({ name: config.name, text: config.text, values });
      return { rows: [], fields: [], rowCount: 0 };
    }) as never;
    const shop = new ShopScope(drizzle(pool) as unknown as Db, 'shop-1');
    let builds = 0;
    const run = (planEachRun: boolean, handle: string) =>
      prepared(
        shop,
        'test_named',
        String(planEachRun),
        (scope) => {
          builds++;
          return scope
            .select({ title: collections.title })
            .from(collections)
            .where(eq(collections.handle, sql.placeholder('handle')));
        },
        { handle },
        { planEachRun },
      );
    await run(false, 'a');
    await run(false, 'b');
    await run(true, 'c');
    await run(true, 'd');
    expect(builds).toBe(2);
    expect(sent.map(({ name }) => typeof name)).toEqual(['string', 'string', 'undefined', 'undefined']);
    expect(sent[0]!.name).toBe(sent[1]!.name);
    expect(sent.map(({ values }) => values)).toEqual([
      ['shop-1', 'a'],
      ['shop-1', 'b'],
      ['shop-1', 'c'],
      ['shop-1', 'd'],
    ]);
    await pool.end();
  });
});
