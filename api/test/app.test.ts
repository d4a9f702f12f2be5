/**
 * createTestApp() copies the suite's seeded database (api/test/seeded-database.ts): each app must hold the whole
 * seed, files included, and no app may see another's changes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, products } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './app.ts';

let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestApp(), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
});

describe('createTestApp', () => {
  it('holds the demo seed: the owner signs in and sees the seeded products', async () => {
    const token = await first.login('owner@haat.test');
    const res = await first.get('/admin/products', token);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { response: unknown[] }).response.length).toBeGreaterThan(0);
  });

  it("serves the seed's stored files (the bytes were copied with the database)", async () => {
    const [file] = await first.db.select({ keys: files.keys }).from(files).limit(1);
    expect(file?.keys.original).toBeTruthy();
    const res = await first.app.request(`/files/${file!.keys.original}`);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it("gives each app its own copy: a change in one is not in the other's", async () => {
    const [product] = await first.db.select({ id: products.id, title: products.title }).from(products).limit(1);
    await first.db.update(products).set({ title: 'Changed in the first app only' }).where(eq(products.id, product!.id));
    const [inSecond] = await second.db.select({ title: products.title }).from(products).where(eq(products.id, product!.id));
    expect(inSecond?.title).toBe(product!.title);
  });
});
