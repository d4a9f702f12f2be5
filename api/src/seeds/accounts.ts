/** Demo accounts: plans, owner/staff/lapsed sellers, their three shops and subscriptions. */
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../domains/auth/password.ts';
import type { Db } from '../platform/db/client.ts';
import { sellers, shopMembers, shops, subscriptions } from '../db/schema/index.ts';
import type { PermissionKey } from '../../../contract/permissions.ts';
import { seedPaidInvoice, seedPlans } from './plans.ts';

export const DEMO_PASSWORD = 'demo1234';

export { PLANS } from './plans.ts';

const DAY = 86_400_000;

type DemoMember = { email: string; isShopAdmin: boolean; permissions: PermissionKey[] };
type DemoShop = { name: string; handle: string; plan: string; endsInDays: number; members: DemoMember[] };

const SELLERS = [
  { name: 'Rahim Uddin', email: 'owner@haat.test', phone: '01711000001' },
  { name: 'Karim Hossain', email: 'staff@haat.test', phone: '01711000002' },
  { name: 'Nasrin Akter', email: 'lapsed@haat.test', phone: '01711000003' },
];

const SHOPS: DemoShop[] = [
  {
    name: 'Dhaka Crafts',
    handle: 'dhaka-crafts',
    plan: 'Growth',
    endsInDays: 30,
    members: [
      { email: 'owner@haat.test', isShopAdmin: true, permissions: [] },
      { email: 'staff@haat.test', isShopAdmin: false, permissions: ['orders', 'customers', 'products-and-collections'] },
    ],
  },
  {
    name: 'Sylhet Tea House',
    handle: 'sylhet-tea-house',
    plan: 'Growth',
    endsInDays: 30,
    members: [{ email: 'owner@haat.test', isShopAdmin: true, permissions: [] }],
  },
  {
    name: 'Khulna Fabrics',
    handle: 'khulna-fabrics',
    plan: 'Starter',
    endsInDays: -3,
    members: [{ email: 'lapsed@haat.test', isShopAdmin: true, permissions: [] }],
  },
];

/** Demo shops by handle → id, for the seeds of later areas (catalogue, orders …). */
export type DemoShopIds = Map<string, string>;

/** Plans, the three demo sellers, their shops, memberships and subscriptions; adds only what is missing. */
export async function seedAccounts(db: Db): Promise<DemoShopIds> {
  const planIds = await seedPlans(db);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const sellerIds = new Map<string, string>();
  for (const seller of SELLERS) {
    await db
      .insert(sellers)
      .values({ ...seller, passwordHash })
      .onConflictDoNothing({ target: sellers.email });
    const [row] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, seller.email));
    sellerIds.set(seller.email, row!.id);
  }

  const now = Date.now();
  const shopIds: DemoShopIds = new Map();
  for (const demo of SHOPS) {
    await db.insert(shops).values({ name: demo.name, handle: demo.handle, currency: 'BDT' }).onConflictDoNothing({ target: shops.handle });
    const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.handle, demo.handle));
    const shopId = shop!.id;
    shopIds.set(demo.handle, shopId);
    for (const member of demo.members) {
      await db
        .insert(shopMembers)
        .values({ shopId, sellerId: sellerIds.get(member.email)!, isShopAdmin: member.isShopAdmin, permissions: member.permissions })
        .onConflictDoNothing();
    }
    const [existing] = await db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.shopId, shopId));
    if ((existing?.n ?? 0) === 0) {
      const endDate = new Date(now + demo.endsInDays * DAY);
      const startDate = new Date(endDate.getTime() - 30 * DAY);
      await db.insert(subscriptions).values({
        shopId,
        planId: planIds.get(demo.plan)!,
        status: 'active',
        startDate,
        endDate,
        // An active subscription renews on its end date; a lapsed one has nothing to renew.
        nextRenewalDate: demo.endsInDays > 0 ? endDate : null,
      });
      await seedPaidInvoice(db, { shopId, planId: planIds.get(demo.plan)!, planName: demo.plan, startDate, endDate });
    }
  }
  return shopIds;
}
