/**
 * Demo saved views: each demo shop's admins share "New orders" (pending orders) with the shop, so the tabs have
 * something to show and the cross-shop walk finds another shop's view to try. Added only when missing.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { shopMembers } from '../domains/sellers/tables.ts';
import { savedViews } from '../domains/saved-views/tables.ts';
import type { DemoShopIds } from './accounts.ts';

export async function seedSavedViews(db: Db, shopIds: DemoShopIds): Promise<void> {
  for (const shopId of shopIds.values()) {
    const [admin] = await db
      .select({ sellerId: shopMembers.sellerId })
      .from(shopMembers)
      .where(and(eq(shopMembers.shopId, shopId), eq(shopMembers.isShopAdmin, true)))
      .limit(1);
    if (!admin) continue;
    await db
      .insert(savedViews)
      .values({ shopId, sellerId: admin.sellerId, kind: 'orders', name: 'New orders', query: 'status=pending', shared: true })
      .onConflictDoNothing();
  }
}
