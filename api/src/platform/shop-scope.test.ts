/** The shop-scoped accessor: every query built through it stays inside its shop, whatever the caller adds. */
import { eq, getTableName, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema/index.ts';
import { collectionProducts, collectionRules, collections, inventoryAdjustments, products, shops } from '../db/schema/index.ts';
import { openDatabase, type Database } from './db/client.ts';
import { ownerOf, referencesOf } from './db/ownership.ts';
import { HttpError } from './errors.ts';
import { ownedThrough, ShopScope, shopReferences } from './shop-scope.ts';

/**
 * A child table made for these tests (created in beforeAll): the shop's through its collection, with two optional
 * references, one to a shop table (products) and one to a child table (collection rules).
 */
const picks = ownedThrough(
  pgTable('scope_test_picks', {
    id: text('id').primaryKey(),
    collectionId: text('collection_id').notNull(),
    productId: text('product_id'),
    ruleId: text('rule_id'),
  }),
  (t) => t.collectionId,
  collections,
  {
    references: (t) => [
      { column: t.productId, table: products },
      { column: t.ruleId, table: collectionRules },
    ],
  },
);

/**
 * A shop table made for these tests (created in beforeAll): its own shop_id, and two optional references, one to a
 * shop table (products) and one to a child table (collection rules).
 */
const notes = shopReferences(
  pgTable('scope_test_notes', {
    id: text('id').primaryKey(),
    shopId: text('shop_id').notNull(),
    productId: text('product_id'),
    ruleId: text('rule_id'),
  }),
  (t) => [
    { column: t.productId, table: products },
    { column: t.ruleId, table: collectionRules },
  ],
);

let database: Database;
let mine: ShopScope;
let theirs: ShopScope;
let theirCollection: string;
let myCollection: string;
let myProducts: string[];
let theirProduct: string;
let theirRule: string;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  const { db } = database;
  const [a, b] = await db
    .insert(shops)
    .values([
      { name: 'Mine', handle: 'mine' },
      { name: 'Theirs', handle: 'theirs' },
    ])
    .returning({ id: shops.id });
  mine = new ShopScope(db, a!.id);
  theirs = new ShopScope(db, b!.id);
  const [summer] = await mine.insert(collections).values({ title: 'Summer', handle: 'summer' }).returning({ id: collections.id });
  myCollection = summer!.id;
  const made = await mine
    .insert(products)
    .values([
      { title: 'Kurta', handle: 'kurta' },
      { title: 'Saree', handle: 'saree' },
    ])
    .returning({ id: products.id });
  myProducts = made.map((p) => p.id);
  const [their] = await theirs.insert(collections).values({ title: 'Winter', handle: 'winter' }).returning({ id: collections.id });
  theirCollection = their!.id;
  const [rule] = await theirs.insertChildren(collectionRules, [
    { collectionId: theirCollection, position: 0, field: 'tag', operator: 'equals', value: 'wool' },
  ]);
  theirRule = rule!.id;
  const [shawl] = await theirs.insert(products).values({ title: 'Shawl', handle: 'shawl' }).returning({ id: products.id });
  theirProduct = shawl!.id;
  await db.execute(
    sql`create table scope_test_picks (id text primary key, collection_id text not null references collections (id),
      product_id text references products (id), rule_id text references collection_rules (id))`,
  );
  await db.execute(
    sql`create table scope_test_notes (id text primary key, shop_id text not null references shops (id),
      product_id text references products (id), rule_id text references collection_rules (id))`,
  );
});

afterAll(() => database.close());

describe('ShopScope', () => {
  it('inserts rows into its own shop, whatever shopId the values name', async () => {
    const values = { title: 'Sneaky', handle: 'sneaky', shopId: theirs.shopId } as never;
    const [row] = await mine.insert(collections).values(values).returning({ shopId: collections.shopId });
    expect(row!.shopId).toBe(mine.shopId);
  });

  it('reads only its shop, and a where() is added to the shop predicate, not put in its place', async () => {
    expect((await mine.select().from(collections)).map((c) => c.title).sort()).toEqual(['Sneaky', 'Summer']);
    expect(await mine.select({ id: collections.id }).from(collections).where(eq(collections.id, theirCollection))).toEqual([]);
    expect(await theirs.select({ id: collections.id }).from(collections).where(eq(collections.id, theirCollection))).toHaveLength(1);
    const named = await mine
      .select({ title: collections.title })
      .from(collections)
      .where((fields) => eq(fields.title, 'Winter'));
    expect(named).toEqual([]);
  });

  it('updates and deletes only its shop', async () => {
    const moved = await mine
      .update(collections)
      .set({ title: 'Taken', shopId: mine.shopId })
      .where(eq(collections.id, theirCollection))
      .returning();
    expect(moved).toEqual([]);
    expect(await mine.delete(collections).where(eq(collections.id, theirCollection)).returning()).toEqual([]);
    const [still] = await theirs.select({ title: collections.title, shopId: collections.shopId }).from(collections);
    expect(still).toEqual({ title: 'Winter', shopId: theirs.shopId });
  });

  it('never moves a row to another shop', async () => {
    await theirs.update(collections).set({ shopId: mine.shopId, title: 'Winter' }).where(eq(collections.id, theirCollection));
    expect(await theirs.select({ id: collections.id }).from(collections)).toHaveLength(1);
  });

  it('reaches child rows through a parent of its shop only', async () => {
    const byCollection = eq(collectionRules.collectionId, theirCollection);
    expect(await mine.select().from(collectionRules).where(byCollection)).toEqual([]);
    expect(await mine.update(collectionRules).set({ value: 'silk' }).where(byCollection).returning()).toEqual([]);
    expect(await mine.delete(collectionRules).where(byCollection).returning()).toEqual([]);
    const [rule] = await theirs.select({ value: collectionRules.value }).from(collectionRules).where(byCollection);
    expect(rule).toEqual({ value: 'wool' });
  });

  it('refuses child rows under another shop’s parent with a 404, and writes nothing', async () => {
    const rule = { collectionId: theirCollection, position: 1, field: 'tag', operator: 'equals', value: 'x' };
    const refusal = await mine.insertChildren(collectionRules, [rule], 'Collection not found').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect((refusal as HttpError).status).toBe(404);
    expect(await theirs.select().from(collectionRules)).toHaveLength(1);
  });

  it('answers the child rows it inserted, and refuses them all when one parent is another shop’s', async () => {
    const rule = { position: 0, field: 'tag', operator: 'equals', value: 'cotton' };
    const rows = await mine.insertChildren(collectionRules, [{ ...rule, collectionId: myCollection }]);
    expect(rows).toEqual([expect.objectContaining({ id: expect.any(String), collectionId: myCollection, value: 'cotton' })]);
    const mixed = [
      { ...rule, collectionId: myCollection, value: 'linen' },
      { ...rule, collectionId: theirCollection, value: 'linen' },
    ];
    const refusal = await mine.insertChildren(collectionRules, mixed, 'Collection not found').catch((error: unknown) => error);
    expect((refusal as HttpError).status).toBe(404);
    expect(await mine.select().from(collectionRules).where(eq(collectionRules.value, 'linen'))).toEqual([]);
    expect(await theirs.select().from(collectionRules)).toHaveLength(1);
  });

  it('skips colliding rows on conflict do nothing and answers only the new ones; another shop’s parent is still a 404', async () => {
    const link = (productId: string, position: number) => ({ collectionId: myCollection, productId, position });
    expect(await mine.insertChildren(collectionProducts, [link(myProducts[0]!, 0)], { onConflictDoNothing: true })).toHaveLength(1);
    const again = await mine.insertChildren(collectionProducts, [link(myProducts[0]!, 5), link(myProducts[1]!, 6)], {
      onConflictDoNothing: true,
    });
    expect(again.map((row) => [row.productId, row.position])).toEqual([[myProducts[1], 6]]);
    const foreign = { collectionId: theirCollection, productId: myProducts[0]!, position: 0 };
    const refusal = await mine
      .insertChildren(collectionProducts, [foreign], {
        what: 'Collection not found',
        code: 'COLLECTION_NOT_FOUND',
        onConflictDoNothing: true,
      })
      .catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 404, message: 'Collection not found', code: 'COLLECTION_NOT_FOUND' });
    expect(await theirs.select().from(collectionProducts)).toEqual([]);
    expect(await mine.select({ position: collectionProducts.position }).from(collectionProducts)).toHaveLength(2);
  });

  it('refuses a link to another shop’s product (a declared reference) with a 404, the whole batch, and writes nothing', async () => {
    const before = await mine.select().from(collectionProducts);
    const link = (productId: string, position: number) => ({ collectionId: myCollection, productId, position });
    for (const batch of [[link(theirProduct, 9)], [link(myProducts[0]!, 7), link(theirProduct, 8)]]) {
      const refusal = await mine
        .insertChildren(collectionProducts, batch, { what: 'Collection not found', code: 'COLLECTION_NOT_FOUND' })
        .catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(HttpError);
      expect(refusal).toMatchObject({ status: 404, message: 'Collection not found', code: 'COLLECTION_NOT_FOUND' });
    }
    expect(await mine.select().from(collectionProducts)).toEqual(before);
    expect(await mine.unscoped.select().from(collectionProducts).where(eq(collectionProducts.productId, theirProduct))).toEqual([]);
  });

  it('checks references to shop tables and to child tables, lets null ones through, and refuses another shop’s', async () => {
    const [myRule] = await mine.insertChildren(collectionRules, [
      { collectionId: myCollection, position: 3, field: 'vendor', operator: 'equals', value: 'Aarong' },
    ]);
    const rows = await mine.insertChildren(picks, [
      { id: 'own', collectionId: myCollection, productId: myProducts[1]!, ruleId: myRule!.id },
      { id: 'nulls', collectionId: myCollection, productId: null, ruleId: null },
      { id: 'left-out', collectionId: myCollection },
    ]);
    expect(rows.map((row) => row.id).sort()).toEqual(['left-out', 'nulls', 'own']);
    for (const foreign of [{ productId: theirProduct }, { ruleId: theirRule }, { productId: myProducts[0]!, ruleId: theirRule }]) {
      const batch = [
        { id: 'fine', collectionId: myCollection, productId: myProducts[0]! },
        { id: 'foreign', collectionId: myCollection, ...foreign },
      ];
      const refusal = await mine.insertChildren(picks, batch, 'Pick not found').catch((error: unknown) => error);
      expect(refusal).toMatchObject({ status: 404, message: 'Pick not found' });
    }
    expect((await mine.select({ id: picks.id }).from(picks)).map((row) => row.id).sort()).toEqual(['left-out', 'nulls', 'own']);
  });

  it('never sets a child row’s parent or reference to another shop’s row through update', async () => {
    const own = eq(picks.id, 'own');
    expect(await mine.update(picks).set({ productId: theirProduct }).where(own).returning()).toEqual([]);
    expect(await mine.update(picks).set({ ruleId: theirRule, productId: myProducts[0]! }).where(own).returning()).toEqual([]);
    expect(await mine.update(picks).set({ collectionId: theirCollection }).where(own).returning()).toEqual([]);
    const [row] = await mine.select().from(picks).where(own);
    expect(row).toMatchObject({ collectionId: myCollection, productId: myProducts[1], ruleId: expect.any(String) });
    expect(row!.ruleId).not.toBe(theirRule);

    const moved = await mine.update(picks).set({ productId: myProducts[0]!, ruleId: null }).where(own).returning();
    expect(moved).toEqual([expect.objectContaining({ productId: myProducts[0], ruleId: null })]);
    const link = eq(collectionProducts.productId, myProducts[1]!);
    expect(await mine.update(collectionProducts).set({ productId: theirProduct }).where(link).returning()).toEqual([]);
    expect(await mine.select().from(collectionProducts).where(link)).toHaveLength(1);
  });

  it('refuses an insert into a shop table naming another shop’s row (a declared reference) with a 404, and writes nothing', async () => {
    for (const foreign of [{ productId: theirProduct }, { ruleId: theirRule }, { productId: myProducts[0]!, ruleId: theirRule }]) {
      const batch = [
        { id: 'fine', productId: myProducts[0]! },
        { id: 'foreign', ...foreign },
      ];
      const refusal = await mine
        .insert(notes)
        .values(batch)
        .returning()
        .catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(HttpError);
      const column = 'productId' in foreign && foreign.productId === theirProduct ? 'product_id' : 'rule_id';
      expect(refusal).toMatchObject({ status: 404, code: 'NOT_FOUND', message: expect.stringContaining(`scope_test_notes.${column}`) });
    }
    const alone = await mine
      .insert(notes)
      .values({ id: 'alone', productId: theirProduct })
      .catch((error: unknown) => error);
    expect(alone).toMatchObject({ status: 404 });
    const real = await mine
      .insert(inventoryAdjustments)
      .values({ productId: theirProduct, itemTitle: 'Shawl', change: 1, reason: 'received', quantityBefore: 0, quantityAfter: 1 })
      .catch((error: unknown) => error);
    expect(real).toMatchObject({ status: 404, message: expect.stringContaining('inventory_adjustments.product_id') });
    expect(await mine.unscoped.select().from(notes)).toEqual([]);
    expect(await mine.unscoped.select().from(inventoryAdjustments)).toEqual([]);
  });

  it('inserts shop rows naming its own rows or none, with returning() and onConflictDoUpdate() chained as before', async () => {
    const [myRule] = await mine.insertChildren(collectionRules, [
      { collectionId: myCollection, position: 4, field: 'tag', operator: 'equals', value: 'jamdani' },
    ]);
    const rows = await mine
      .insert(notes)
      .values([
        { id: 'own', productId: myProducts[1]!, ruleId: myRule!.id },
        { id: 'nulls', productId: null, ruleId: null },
        { id: 'left-out' },
      ])
      .returning({ id: notes.id, shopId: notes.shopId });
    expect(rows.map((row) => row.id).sort()).toEqual(['left-out', 'nulls', 'own']);
    expect(rows.every((row) => row.shopId === mine.shopId)).toBe(true);
    const [adjusted] = await mine
      .insert(inventoryAdjustments)
      .values({
        productId: myProducts[0]!,
        variantId: null,
        itemTitle: 'Kurta',
        change: 2,
        reason: 'received',
        quantityBefore: 0,
        quantityAfter: 2,
      })
      .returning({ productId: inventoryAdjustments.productId });
    expect(adjusted).toEqual({ productId: myProducts[0] });

    const upsert = (productId: string, setTo = productId) =>
      mine
        .insert(notes)
        .values({ id: 'nulls', productId })
        .onConflictDoUpdate({ target: notes.id, set: { productId: setTo } })
        .returning();
    expect(await upsert(myProducts[0]!)).toEqual([expect.objectContaining({ id: 'nulls', productId: myProducts[0] })]);
    expect(await upsert(theirProduct).catch((error: unknown) => error)).toMatchObject({ status: 404 });
    expect(await upsert(myProducts[1]!, theirProduct).catch((error: unknown) => error)).toMatchObject({ status: 404 });
    const [kept] = await mine.select({ productId: notes.productId }).from(notes).where(eq(notes.id, 'nulls'));
    expect(kept).toEqual({ productId: myProducts[0] });
    expect(() => mine.insert(notes).values({ id: 'prepared' }).prepare('x')).toThrow(/cannot be prepared/);
  });

  it('never sets a shop row’s reference to another shop’s row through update', async () => {
    const own = eq(notes.id, 'own');
    expect(await mine.update(notes).set({ productId: theirProduct }).where(own).returning()).toEqual([]);
    expect(await mine.update(notes).set({ ruleId: theirRule, productId: myProducts[0]! }).where(own).returning()).toEqual([]);
    expect(await mine.select({ productId: notes.productId }).from(notes).where(own)).toEqual([{ productId: myProducts[1] }]);
    const moved = await mine.update(notes).set({ productId: myProducts[0]!, ruleId: null }).where(own).returning();
    expect(moved).toEqual([expect.objectContaining({ productId: myProducts[0], ruleId: null })]);
    const adjustment = eq(inventoryAdjustments.productId, myProducts[0]!);
    expect(await mine.update(inventoryAdjustments).set({ productId: theirProduct }).where(adjustment).returning()).toEqual([]);
    expect(await mine.select().from(inventoryAdjustments).where(adjustment)).toHaveLength(1);
  });

  it('keeps the shop inside a transaction', async () => {
    const titles = await mine.transaction(async (tx) => (await tx.select({ t: collections.title }).from(collections)).map((r) => r.t));
    expect(titles.sort()).toEqual(['Sneaky', 'Summer']);
  });

  it('gives the shop predicate for joins and raw queries', async () => {
    const rows = await mine.unscoped.select({ id: collections.id }).from(collections).where(mine.owns(collections));
    expect(rows).toHaveLength(2);
  });
});

describe('declarations', () => {
  it('declares every foreign key from a shop-owned table to another shop-owned table (parent or reference)', () => {
    const shopOwned = (table: PgTable) => 'shopId' in table || !!ownerOf(table)?.parent;
    const missing: string[] = [];
    for (const table of Object.values(schema as Record<string, unknown>).filter(
      (value): value is PgTable => is(value, PgTable) && shopOwned(value),
    )) {
      const declared = new Set([ownerOf(table)?.via, ...referencesOf(table).map((r) => r.column)]);
      for (const key of getTableConfig(table).foreignKeys) {
        const { columns, foreignTable } = key.reference();
        if (!shopOwned(foreignTable)) continue;
        missing.push(...columns.filter((column) => !declared.has(column)).map((column) => `${getTableName(table)}.${column.name}`));
      }
    }
    expect(missing).toEqual([]);
  });
});
