/**
 * Demo domains: Dhaka Crafts's verification token is fixed, matching the records the local DNS sandbox holds for
 * dhakacrafts.test, so connecting that domain in the demo turns it active (README "Custom domains").
 */
import type { Db } from '../platform/db/client.ts';
import { domainTokens } from '../db/schema/index.ts';
import { DEMO_VERIFY_TOKEN } from '../platform/dns/targets.ts';
import type { DemoShopIds } from './accounts.ts';

export async function seedDomains(db: Db, shopIds: DemoShopIds): Promise<void> {
  const dhaka = shopIds.get('dhaka-crafts');
  if (dhaka) await db.insert(domainTokens).values({ shopId: dhaka, token: DEMO_VERIFY_TOKEN }).onConflictDoNothing();
}
