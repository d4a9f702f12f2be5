import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../platform/db/client.ts';
import { files, shops } from '../db/schema/index.ts';
import { detectType } from '../platform/storage/images.ts';
import { memoryStorage } from '../platform/storage/storage.ts';
import { seedAccounts } from './accounts.ts';
import { seedFiles, simplePdf } from './files.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
});
afterAll(() => database.close());

describe('seedFiles', () => {
  it('gives Dhaka Crafts four images and a PDF, once', async () => {
    const shopIds = await seedAccounts(database.db);
    const store = memoryStorage();
    await seedFiles(database.db, shopIds, store);
    await seedFiles(database.db, shopIds, store);
    const [shop] = await database.db.select().from(shops).where(eq(shops.handle, 'dhaka-crafts'));
    const rows = await database.db.select().from(files).where(eq(files.shopId, shop!.id));
    const demo = rows.filter((row) =>
      ['shop-banner.png', 'eid-sale.png', 'new-arrivals.jpg', 'logo-square.png', 'price-list.pdf'].includes(row.name),
    );
    expect(demo).toHaveLength(5);
    const banner = demo.find((row) => row.name === 'shop-banner.png')!;
    expect([banner.width, banner.height]).toEqual([1600, 600]);
    expect(await store.get(banner.keys.thumbnail!)).not.toBeNull();
    const [pdf] = await database.db
      .select()
      .from(files)
      .where(and(eq(files.shopId, shop!.id), eq(files.name, 'price-list.pdf')));
    expect(pdf?.kind).toBe('pdf');
  });
});

describe('simplePdf', () => {
  it('starts like a PDF and ends with %%EOF', () => {
    const bytes = simplePdf('Hello (world)');
    expect(detectType(bytes)?.kind).toBe('pdf');
    expect(new TextDecoder().decode(bytes)).toMatch(/%%EOF\n$/);
  });
});
