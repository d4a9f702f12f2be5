/** Demo data of the selling rules: every demo shop gets the default shipping plan (Inside Dhaka, suburbs, Outside Dhaka). */
import type { Db } from '../platform/db/client.ts';
import { ensureDefaultPlan } from '../domains/shipping/shipping.ts';
import type { DemoShopIds } from './accounts.ts';

export async function seedSellingRules(db: Db, shopIds: DemoShopIds): Promise<void> {
  for (const shopId of shopIds.values()) await ensureDefaultPlan(db, shopId);
}
