/** A member's devices that receive pushes (issue 27 item 4): one row per member and browser (its endpoint). */
import { and, count, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '../../../../contract/notifications.ts';
import type { Membership } from '../../platform/env.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { badRequest } from '../../platform/errors.ts';
import { pushSubscriptions } from './tables.ts';

/**
 * Push services are https; plain http only to a push sandbox named in PUSH_SANDBOX_URL (tests, README "Push
 * notifications"), so a member cannot make the Store API post to any address inside its network.
 */
export function endpointAllowed(endpoint: string, env: NodeJS.ProcessEnv = process.env): boolean {
  const url = new URL(endpoint);
  if (url.protocol === 'https:') return true;
  const sandboxes = (env.PUSH_SANDBOX_URL ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return sandboxes.some((origin) => new URL(origin).origin === url.origin);
}

/** Stores the browser's subscription for the member; the same endpoint again takes the new keys and owner. */
export async function saveSubscription(shop: ShopScope, member: Membership, input: PushSubscriptionInput): Promise<void> {
  if (!endpointAllowed(input.endpoint))
    throw badRequest('Push endpoints must use https', 'VALIDATION_FAILED', { endpoint: 'Push endpoints must use https' });
  await shop
    .insert(pushSubscriptions)
    .values({ sellerId: member.sellerId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth })
    .onConflictDoUpdate({
      target: [pushSubscriptions.shopId, pushSubscriptions.endpoint],
      set: { sellerId: member.sellerId, p256dh: input.keys.p256dh, auth: input.keys.auth },
    });
}

/** Removes the member's device with this endpoint (nothing when it is not theirs). */
export async function removeSubscription(shop: ShopScope, member: Membership, endpoint: string): Promise<void> {
  await shop
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.sellerId, member.sellerId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** How many devices of the member receive pushes. */
export async function countDevices(shop: ShopScope, member: Membership): Promise<number> {
  const [row] = await shop.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.sellerId, member.sellerId));
  return row?.n ?? 0;
}
