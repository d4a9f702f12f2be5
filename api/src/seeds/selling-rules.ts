/**
 * Demo data of the selling rules: every demo shop gets the default shipping plan (Inside Dhaka, suburbs, Outside
 * Dhaka), and the two catalogue shops a few promo codes in each status, so the promo code pages (and the budget and
 * overflow checks that open the first code of the list) show real records. Adds only the codes a shop lacks.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { collections, promoCodes } from '../db/schema/index.ts';
import { ensureDefaultPlan } from '../domains/shipping/shipping.ts';
import { shopScope } from '../platform/shop-scope.ts';
import type { DemoShopIds } from './accounts.ts';

const DAY = 86_400_000;
type Code = Omit<typeof promoCodes.$inferInsert, 'shopId' | 'collectionIds'> & { collection?: string };

/** Codes of each catalogue shop; `collection` is the handle of the collection a code applies to. */
const CODES: Record<string, (now: number) => Code[]> = {
  'dhaka-crafts': (now) => [
    {
      code: 'EID10',
      title: 'Eid collection',
      type: 'percentage',
      value: 10,
      cap: 20_000,
      appliesTo: 'collections',
      collection: 'eid-collection',
      startsAt: new Date(now - 90 * DAY),
    },
    {
      code: 'WELCOME50',
      title: 'First order',
      type: 'fixed',
      value: 5_000,
      perCustomerLimit: 1,
      combines: true,
      startsAt: new Date(now - 90 * DAY),
    },
    {
      code: 'FREEDELIVERY',
      title: 'Free delivery over ৳1,500',
      type: 'free_delivery',
      minimum: 'subtotal',
      minimumValue: 150_000,
      combines: true,
    },
    {
      code: 'PUJA20',
      title: 'Puja (scheduled)',
      type: 'percentage',
      value: 20,
      cap: 30_000,
      usageLimit: 100,
      startsAt: new Date(now + 30 * DAY),
    },
    {
      code: 'BOISHAKH15',
      title: 'Pohela Boishakh',
      type: 'percentage',
      value: 15,
      startsAt: new Date(now - 90 * DAY),
      endsAt: new Date(now - 20 * DAY),
    },
  ],
  'sylhet-tea-house': (now) => [
    { code: 'EID10', title: 'Eid', type: 'percentage', value: 10, startsAt: new Date(now - 90 * DAY) },
    {
      code: 'WELCOME50',
      title: 'First order',
      type: 'fixed',
      value: 5_000,
      perCustomerLimit: 1,
      combines: true,
      startsAt: new Date(now - 90 * DAY),
    },
    {
      code: 'FREEDELIVERY',
      title: 'Free delivery over ৳1,000',
      type: 'free_delivery',
      minimum: 'subtotal',
      minimumValue: 100_000,
      combines: true,
    },
    {
      code: 'PREMIUM15',
      title: 'Premium teas',
      type: 'percentage',
      value: 15,
      appliesTo: 'collections',
      collection: 'premium-teas',
      perCustomerLimit: 2,
    },
    {
      code: 'BOISHAKH15',
      title: 'Pohela Boishakh (off)',
      type: 'percentage',
      value: 15,
      disabled: true,
      startsAt: new Date(now - 90 * DAY),
    },
  ],
};

export async function seedSellingRules(db: Db, shopIds: DemoShopIds, now = Date.now()): Promise<void> {
  for (const shopId of shopIds.values()) await ensureDefaultPlan(shopScope(db, shopId));
  for (const [handle, codes] of Object.entries(CODES)) {
    const shopId = shopIds.get(handle);
    if (!shopId) continue;
    for (const { collection, ...code } of codes(now)) {
      let collectionIds: string[] = [];
      if (collection) {
        const [found] = await db
          .select({ id: collections.id })
          .from(collections)
          .where(and(eq(collections.shopId, shopId), eq(collections.handle, collection)));
        if (!found) continue;
        collectionIds = [found.id];
      }
      await db
        .insert(promoCodes)
        .values({ ...code, shopId, collectionIds })
        .onConflictDoNothing();
    }
    // The demo orders placed with these codes count as their uses (cancelled ones gave theirs back).
    await db.execute(sql`
      insert into promo_code_uses (id, shop_id, promo_code_id, order_id, customer_phone, created_at)
      select gen_random_uuid()::text, o.shop_id, p.id, o.id, o.customer_phone, o.placed_at
      from orders o join promo_codes p on p.shop_id = o.shop_id and p.code = o.promo_code
      where o.shop_id = ${shopId} and o.status <> 'cancelled'
      on conflict do nothing`);
    await db.execute(sql`
      update promo_codes p set used = (select count(*) from promo_code_uses u where u.promo_code_id = p.id and u.released_at is null)
      where p.shop_id = ${shopId}`);
  }
}
