/** Demo apps: Dhaka Crafts has the Courier booking app installed (it runs under `npm start`), so the sidebar shows it. */
import { appInstallations } from '../db/schema/index.ts';
import { CATALOGUE, COURIER_APP_HANDLE } from '../domains/apps/catalogue.ts';
import type { Db } from '../platform/db/client.ts';
import type { DemoShopIds } from './accounts.ts';

export async function seedApps(db: Db, shopIds: DemoShopIds): Promise<void> {
  const shopId = shopIds.get('dhaka-crafts');
  const courier = CATALOGUE.find((app) => app.handle === COURIER_APP_HANDLE);
  if (!shopId || !courier) return;
  await db.insert(appInstallations).values({ shopId, handle: courier.handle, grantedScopes: courier.scopes }).onConflictDoNothing();
}
