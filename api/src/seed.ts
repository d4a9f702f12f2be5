/** Demo data for `npm run api -- seed` and the server's first start. Safe to run again (adds only what is missing). */
import { seedCourierAccounts } from './seeds/couriers.ts';
import { seedSmsSettings } from './seeds/sms.ts';
import { count } from 'drizzle-orm';
import type { Db } from './platform/db/client.ts';
import { sellers } from './db/schema/index.ts';
import { seedAccounts } from './seeds/accounts.ts';
import { seedCatalog } from './seeds/catalog.ts';
import { seedFiles } from './seeds/files.ts';
import { seedOrders } from './seeds/orders.ts';
import { seedShopSettings } from './seeds/shop-settings.ts';
import { seedStoreContent } from './seeds/store-content.ts';
import { seedSellingRules } from './seeds/selling-rules.ts';
import { seedContent } from './seeds/content.ts';
import { seedApps } from './seeds/apps.ts';
import { seedEarnings } from './seeds/earnings.ts';
import { seedDomains } from './seeds/domains.ts';
import { seedBlogComments } from './seeds/blog-comments.ts';
import { seedSavedViews } from './seeds/saved-views.ts';

export { DEMO_PASSWORD, PLANS } from './seeds/accounts.ts';

/** Options of `cli.ts seed`. Later issues fill the catalogue and orders; for now they are parsed and ignored. */
export type SeedOptions = {
  /** Number of demo products per shop (not used yet: the catalogue issue adds products). */
  products?: number;
  /** Number of demo orders per shop (not used yet: the orders issue adds orders). */
  orders?: number;
};

/** True when the database has no sellers yet (the server seeds on its first run). */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(sellers);
  return (row?.n ?? 0) === 0;
}

/**
 * Inserts the demo data that is missing. Each area adds ONE line below calling its own seed in
 * api/src/seeds/<area>.ts with the demo shop ids, e.g. `await seedCatalog(db, shopIds, options);`.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const shopIds = await seedAccounts(db);
  await seedCatalog(db, shopIds, { productsPerShop: options.products });
  await seedOrders(db, shopIds, { ordersPerShop: options.orders });
  await seedFiles(db, shopIds);
  await seedShopSettings(db, shopIds);
  await seedSellingRules(db, shopIds);
  await seedContent(db, shopIds);
  await seedStoreContent(db, shopIds);
  await seedApps(db, shopIds);
  await seedEarnings(db, shopIds);
  await seedDomains(db, shopIds);
  await seedBlogComments(db, shopIds);
  await seedSavedViews(db, shopIds);
  await seedCourierAccounts(db, shopIds);
  await seedSmsSettings(db, shopIds);
}
