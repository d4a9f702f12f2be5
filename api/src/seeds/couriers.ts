/**
 * Demo courier accounts: every demo shop is connected to the local Pathao, RedX and Steadfast sandboxes with the
 * credentials they accept (not secrets: they open only the sandboxes), so a demo order can be booked at once with
 * `npm start`. Against the couriers' real APIs these fail to sign in, as any wrong credentials would. Added only when missing.
 */
import { COURIERS } from '../../../contract/couriers.ts';
import { courierAccounts } from '../domains/couriers/tables.ts';
import { SANDBOX_COURIER_CREDENTIALS } from '../platform/couriers/sandboxes.ts';
import type { Db } from '../platform/db/client.ts';
import type { DemoShopIds } from './accounts.ts';

export async function seedCourierAccounts(db: Db, shopIds: DemoShopIds): Promise<void> {
  for (const shopId of shopIds.values()) {
    for (const courier of COURIERS) {
      const credentials = Object.fromEntries(Object.entries(SANDBOX_COURIER_CREDENTIALS[courier]).map(([k, v]) => [k, String(v)]));
      await db.insert(courierAccounts).values({ shopId, courier, credentials }).onConflictDoNothing();
    }
  }
}
