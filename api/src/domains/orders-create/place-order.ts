/**
 * Placing an order taken from a chat, in ONE transaction that first locks the shop's row, so concurrent orders of a
 * shop queue: the stock check and the stock taken, the code's use and the order number can never interleave (20
 * orders for the last 5 units sell exactly 5). A cancelled order gives the stock back (orders domain) and the code's
 * use (trigger in api/drizzle/0009). Every write goes through the accessor of the transaction (`tx: ShopScope`).
 */
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { eventColumns } from '../../../../contract/order-events.ts';
import { customers, orderEvents, orderItems, orders, productMedia, products, shops, variants } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { takeCodeUse } from '../promo-codes/promo-codes.ts';
import { syncLedger } from '../earnings/ledger.ts';
import { findLocation } from '../../../../contract/bd-geo.ts';
import { findAreaOfLocation } from '../../../../contract/places.ts';
import { checkoutRuleErrors, type OrderDraftSchema } from '../../../../contract/orders-create.ts';
import type { z } from 'zod';
import { quoteDraft, type Line } from './quote.ts';
import { getSettings as inventorySettings } from '../inventory/inventory.ts';
import { notify } from '../notifications/notifications.ts';
import { riskOf } from '../orders/risk.ts';
import { needsCall } from '../../../../contract/risk.ts';
import { queueOrderSms } from '../sms/sms.ts';

type Draft = z.output<typeof OrderDraftSchema>;

/** The shop's customer with this phone, or a new one. */
async function findOrCreateCustomer(tx: ShopScope, draft: Draft, address: Record<string, string>) {
  const [existing] = await tx
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(eq(customers.phone, draft.customer.phone))
    .limit(1);
  if (existing) return existing;
  const [made] = await tx
    .insert(customers)
    .values({
      name: draft.customer.name,
      phone: draft.customer.phone,
      email: draft.customer.email,
      addresses: [address as never],
    })
    .returning({ id: customers.id, name: customers.name, email: customers.email });
  return made!;
}

/** Takes `quantity` of a tracked line from stock, only while that much is left; false when it is not. */
async function takeStock(tx: ShopScope, line: Line): Promise<boolean> {
  if (!line.tracked) return true;
  if (line.variantId) {
    const done = await tx
      .update(variants)
      .set({ quantity: sql`${variants.quantity} - ${line.quantity}` })
      .where(and(eq(variants.id, line.variantId), sql`${variants.quantity} >= ${line.quantity}`))
      .returning({ id: variants.id });
    if (!done[0]) return false;
    await tx
      .update(products)
      .set({ stockTotal: sql`${products.stockTotal} - ${line.quantity}` })
      .where(eq(products.id, line.productId));
    return true;
  }
  const done = await tx
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${line.quantity}`, stockTotal: sql`${products.stockTotal} - ${line.quantity}` })
    .where(and(eq(products.id, line.productId), sql`${products.quantity} >= ${line.quantity}`))
    .returning({ id: products.id });
  return done.length > 0;
}

/** The smallest stored size of an image, for an order line's thumbnail. */
const thumbnailOf = (sizes: Record<string, string | undefined>): string | null => sizes.thumbnail ?? sizes.small ?? sizes.original ?? null;

/**
 * Each line's picture, keyed `product:variant`: the variant's own image, else the product's first (issue 25: a
 * first order showed "No image" although its product had one). Two queries for the whole order.
 */
async function lineImages(tx: ShopScope, lines: readonly Line[]): Promise<Map<string, string | null>> {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const variantIds = lines.map((l) => l.variantId).filter((v): v is string => !!v);
  const [media, variantMedia] = await Promise.all([
    tx
      .select({ id: productMedia.id, productId: productMedia.productId, sizes: productMedia.sizes })
      .from(productMedia)
      .where(inArray(productMedia.productId, productIds))
      .orderBy(asc(productMedia.position)),
    variantIds.length
      ? tx.select({ id: variants.id, mediaId: variants.mediaId }).from(variants).where(inArray(variants.id, variantIds))
      : Promise.resolve([]),
  ]);
  const byId = new Map(media.map((m) => [m.id, m]));
  const chosen = new Map(variantMedia.map((v) => [v.id, v.mediaId]));
  const images = new Map<string, string | null>();
  for (const line of lines) {
    const own = line.variantId ? byId.get(chosen.get(line.variantId) ?? '') : undefined;
    const picture = own ?? media.find((m) => m.productId === line.productId);
    images.set(`${line.productId}:${line.variantId ?? ''}`, picture ? thumbnailOf(picture.sizes) : null);
  }
  return images;
}

const CODE_REFUSALS = {
  limit_reached: 'This code has been used as many times as allowed',
  customer_limit_reached: 'This customer has already used this code as many times as allowed',
} as const;

/** Places the order: stock, code use, customer, order, items and its first event, all or nothing. */
export async function placeOrder(shop: ShopScope, actor: { sellerId: string }, draft: Draft) {
  return shop.transaction(async (tx) => {
    // Queue behind any other order being placed in this shop (see the module comment).
    await tx.select({ id: shops.id }).from(shops).for('update');
    const { quote: q, lines, codeIds, checkout } = await quoteDraft(tx, draft);
    const ruled = checkoutRuleErrors(checkout, draft);
    if (Object.keys(ruled).length) throw badRequest('Some fields do not follow the checkout settings', 'VALIDATION_FAILED', ruled);
    if (q.problems.length) throw badRequest(q.problems.join('. '), 'CANNOT_PLACE', { body: q.problems.join('. ') });
    // A code that would take nothing off (free delivery on a free delivery) is not refused: the order goes without it.
    const refused = q.discount.codes.find((c) => c.reason && c.reason !== 'no_discount');
    if (refused) {
      const message = q.discount.codes.length > 1 ? `${refused.code}: ${refused.message}` : (refused.message ?? 'This code cannot be used');
      throw badRequest(message, 'CODE_NOT_APPLIED', { code: message });
    }
    for (const line of lines) {
      if (!(await takeStock(tx, line))) {
        const label = line.variantTitle ? `${line.title} (${line.variantTitle})` : line.title;
        throw conflict(
          line.available > 0 ? `Only ${line.available} of ${label} left in stock` : `${label} is out of stock`,
          'OUT_OF_STOCK',
        );
      }
    }
    const location = findLocation(draft.address.location)!;
    const address = {
      name: draft.customer.name,
      phone: draft.customer.phone,
      line1: draft.address.line1,
      ...(draft.address.landmark ? { line2: draft.address.landmark } : {}),
      // The area as its list spells it (typed Bangla or lower case in: contract/places.ts).
      area:
        findAreaOfLocation(location.id, draft.address.area)?.name ||
        draft.address.area ||
        (location.id === location.district.toLowerCase() ? '' : location.name),
      district: location.district,
      country: 'Bangladesh',
    };
    const customer = await findOrCreateCustomer(tx, draft, address);
    const [last] = await tx.select({ n: max(orders.number) }).from(orders);
    const paid = draft.payment !== 'cod';
    const now = new Date();
    // The COD hold rule reads the number's record across Haat (the rollups, not the orders) before the order exists.
    const held = needsCall(checkout.codHoldBelowRate, draft.payment, (await riskOf(tx, draft.customer.phone)).network);
    // A held order stays pending for its call even when orders confirm themselves.
    const confirmed = checkout.autoConfirm && !held;
    const [order] = await tx
      .insert(orders)
      .values({
        number: (last?.n ?? 1000) + 1,
        customerId: customer.id,
        customerName: draft.customer.name,
        customerPhone: draft.customer.phone,
        customerEmail: draft.customer.email ?? customer.email,
        status: confirmed ? 'confirmed' : 'pending',
        confirmedAt: confirmed ? now : null,
        needsCall: held,
        paymentStatus: paid ? 'paid' : 'cod_pending',
        paymentMethod: draft.payment === 'cash' ? 'cod' : draft.payment,
        paidAmount: paid ? q.total : 0,
        paidAt: paid ? now : null,
        itemsCount: q.itemsCount,
        subtotal: q.subtotal,
        discount: q.discount.amount,
        promoCode: q.discount.applied ? q.discount.code : null,
        shipping: q.delivery.amount,
        codFee: q.codFee,
        tax: q.vat.amount,
        taxIncluded: q.vat.enabled && q.vat.inclusive,
        taxLines: q.vat.groups,
        total: q.total,
        shippingAddress: address,
        billingAddress: address,
        customerNote: draft.note || null,
        placedAt: now,
      })
      .returning({ id: orders.id, number: orders.number, total: orders.total });
    const images = await lineImages(tx, lines);
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order!.id,
        productId: l.productId,
        variantId: l.variantId ?? null,
        title: l.title,
        variantTitle: l.variantTitle,
        imageUrl: images.get(`${l.productId}:${l.variantId ?? ''}`) ?? null,
        sku: l.sku || null,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        total: l.unitPrice * l.quantity,
      })),
    );
    // A code that took nothing off is not counted (the engine reports it as not applied: no_discount).
    for (const applied of q.discount.codes.filter((c) => c.applied && c.items + c.delivery > 0)) {
      const codeId = codeIds.get(applied.code);
      if (!codeId) continue;
      const use = await takeCodeUse(tx, codeId, order!.id, draft.customer.phone);
      if (use !== 'taken') {
        const message = q.discount.codes.length > 1 ? `${applied.code}: ${CODE_REFUSALS[use]}` : CODE_REFUSALS[use];
        throw conflict(message, 'CODE_NOT_APPLIED', { code: message });
      }
    }
    // Notifications in the order's transaction: the new order, and each line whose stock it took to the threshold.
    await notify(tx, 'order_placed', { orderId: order!.id, number: order!.number, amount: order!.total }, { actorId: actor.sellerId });
    const { lowStockThreshold } = await inventorySettings(tx);
    for (const line of lines.filter((l) => l.tracked && l.available > lowStockThreshold && l.available - l.quantity <= lowStockThreshold)) {
      const title = line.variantTitle ? `${line.title} (${line.variantTitle})` : line.title;
      await notify(tx, 'stock_low', { productId: line.productId, title, quantity: line.available - line.quantity });
    }
    const advance = q.advance > 0 ? { advance: q.advance, due: q.dueOnDelivery } : {};
    await tx.insertChildren(orderEvents, [
      {
        orderId: order!.id,
        type: 'placed',
        ...eventColumns({ kind: 'taken', params: { how: draft.payment, ...advance } }),
        authorId: actor.sellerId,
      },
    ]);
    if (paid) {
      // The money taken with the order reaches the earnings ledger like any later payment: one event, one line.
      await tx.insertChildren(orderEvents, [
        {
          orderId: order!.id,
          type: 'payment',
          ...eventColumns({ kind: 'paid', params: { method: draft.payment === 'cod' ? 'cash' : draft.payment } }),
          amount: q.total,
          authorId: actor.sellerId,
        },
      ]);
      await syncLedger(tx.unscoped, { orderId: order!.id });
    }
    // An order that confirmed itself (checkout's auto-confirm) tells its customer as a confirm by hand does, in this
    // transaction: the (order, event) key keeps it to one message should the order be confirmed again later.
    if (confirmed) {
      const { id, number, total } = order!;
      const sms = { id, number, total, customerName: draft.customer.name, customerPhone: draft.customer.phone };
      await queueOrderSms(tx, { ...sms, courier: null, trackingNumber: null }, 'confirmed');
    }
    return order!;
  });
}
