/**
 * Unpaid online orders expire (checkout setting "unpaid online orders expire after N minutes", 60 by default):
 * a bKash or card order still unpaid, pending or confirmed, N minutes after it was placed is cancelled, its stock
 * goes back and its promo code uses are given back (the trigger of api/drizzle/0009 does that for every cancel).
 * The timeline records it like a seller's cancel, without an author (the system did it).
 *
 * Several API workers run this job: one pass claims at most BATCH due orders with `FOR UPDATE SKIP LOCKED` and
 * changes them in the same transaction, so each order expires exactly once, and a second worker skips the rows
 * the first holds instead of waiting for them.
 */
import { notify } from '../notifications/notifications.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { orderEvents } from '../../db/schema/index.ts';
import { eventColumns } from '../../../../contract/order-events.ts';
import { restock } from '../orders/order-changes.ts';
import { shopScope } from '../../platform/shop-scope.ts';
import { DEFAULT_CHECKOUT } from '../../../../contract/selling-settings.ts';

const BATCH = 200;

/** The reason written on an expired order. */
export const expiryReason = (minutes: number) => `Not paid within ${minutes} minutes`;

/** Cancels the unpaid online orders that are due at `now`; answers how many it expired. */
export async function expireUnpaidOrders(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = (await tx.execute(sql`
      with due as (
        select o.id, coalesce((s.checkout ->> 'unpaidExpiryMinutes')::int, ${DEFAULT_CHECKOUT.unpaidExpiryMinutes}) as minutes
        from orders o
        left join selling_settings s on s.shop_id = o.shop_id
        where o.status in ('pending', 'confirmed')
          and o.payment_status = 'unpaid'
          and o.payment_method <> 'cod'
          and o.placed_at <= ${now.toISOString()}::timestamptz
              - make_interval(mins => coalesce((s.checkout ->> 'unpaidExpiryMinutes')::int, ${DEFAULT_CHECKOUT.unpaidExpiryMinutes}))
        order by o.placed_at
        limit ${BATCH}
        for update of o skip locked
      )
      update orders set
        status = 'cancelled',
        cancelled_at = ${now.toISOString()}::timestamptz,
        updated_at = ${now.toISOString()}::timestamptz,
        cancel_reason = 'Not paid within ' || due.minutes || ' minutes'
      from due
      where orders.id = due.id
      returning orders.id as id, orders.shop_id as "shopId", due.minutes as minutes, orders.number as number, orders.total as total
    `)) as unknown as { rows: { id: string; shopId: string; minutes: number; number: number; total: number }[] };
    for (const order of claimed.rows) {
      // The claim spans every shop; what follows is written through the accessor of the order's shop.
      const shop = shopScope(tx, order.shopId);
      await shop.insertChildren(orderEvents, [
        {
          orderId: order.id,
          type: 'cancelled',
          ...eventColumns({ kind: 'expired', params: { minutes: Number(order.minutes) } }),
          createdAt: now,
        },
      ]);
      // No member cancelled it: the customer did not pay in time, so everyone with the orders key hears of it.
      await notify(shop, 'order_cancelled', { orderId: order.id, number: Number(order.number), amount: Number(order.total) });
      const units = await restock(shop, order.id);
      if (units > 0) {
        await shop.insertChildren(orderEvents, [
          { orderId: order.id, type: 'restocked', ...eventColumns({ kind: 'restocked', params: { units } }), createdAt: now },
        ]);
      }
    }
    return claimed.rows.length;
  });
}

export const expireUnpaidOrdersJob: Job = { name: 'expire unpaid online orders', everyMs: 60_000, run: expireUnpaidOrders };
