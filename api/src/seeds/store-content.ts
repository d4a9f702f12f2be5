/** Demo data of the online store: every demo shop gets its Main menu and Footer, with a few links in the demo shop's. */
import type { Db } from '../platform/db/client.ts';
import { ensureDefaultMenus } from '../domains/menus/menus.ts';
import type { DemoShopIds } from './accounts.ts';

export async function seedStoreContent(db: Db, shopIds: DemoShopIds): Promise<void> {
  for (const shopId of shopIds.values()) await ensureDefaultMenus(db, shopId);
}
