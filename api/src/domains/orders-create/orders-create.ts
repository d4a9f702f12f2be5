/**
 * Orders taken from a chat: quote a draft with the pricing engine, and place it. Placing runs in ONE transaction
 * that first locks the shop's row, so concurrent orders of a shop queue: the stock check and the stock taken,
 * the code's use and the order number can never interleave (20 orders for the last 5 units sell exactly 5).
 * A cancelled order gives the stock back (orders domain) and the code's use (trigger in api/drizzle/0009).
 */
import { and, asc, eq, ilike, inArray, max, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { customers, orderEvents, orderItems, orders, products, shops, variants } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { collectionsOfProducts } from '../collections/collections.ts';
import { findCodeForQuote, takeCodeUse, toPromoCode } from '../promo-codes/promo-codes.ts';
import { getCheckout, getVat } from '../selling-settings/selling-settings.ts';
import { listPlans } from '../shipping/shipping.ts';
import { syncLedger } from '../earnings/ledger.ts';
import { shopScope } from '../../platform/shop-scope.ts';
import { findLocation } from '../../../../contract/bd-geo.ts';
import { containsPattern } from '../../../../contract/like.ts';
import {
  checkoutRuleErrors,
  enteredCodes,
  type CheckoutRules,
  type OrderDraftSchema,
  type QuoteDraftSchema,
} from '../../../../contract/orders-create.ts';
import { quote, type CartLine, type CodeInput, type Quote } from '../../../../contract/pricing.ts';
import { promoRule } from '../../../../contract/promo-codes.ts';
import { vatForEngine, type CheckoutFields } from '../../../../contract/selling-settings.ts';
import { bdtText } from '../../../../contract/money.ts';
import { planForEngine } from '../../../../contract/shipping.ts';
import type { z } from 'zod';

type Draft = z.output<typeof OrderDraftSchema>;
type QuoteInput = z.output<typeof QuoteDraftSchema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction (a transaction is a database too). */
type Conn = Db;

/** A cart line with what placing the order needs: the stock row to take from. */
type Line = CartLine & { variantTitle: string | null; sku: string; tracked: boolean; available: number };

/** The draft's items as priced lines, read from the shop's catalogue; an unknown product or variant is a field error. */
async function cartLines(db: Conn, shopId: string, draft: QuoteInput): Promise<Line[]> {
  const productIds = [...new Set(draft.items.map((i) => i.productId))];
  const variantIds = draft.items.map((i) => i.variantId).filter((v): v is string => !!v);
  const [productRows, variantRows, memberships] = await Promise.all([
    db
      .select()
      .from(products)
      .where(and(eq(products.shopId, shopId), inArray(products.id, productIds))),
    variantIds.length
      ? db
          .select()
          .from(variants)
          .where(and(eq(variants.shopId, shopId), inArray(variants.id, variantIds)))
      : Promise.resolve([]),
    collectionsOfProducts(db, shopId, productIds),
  ]);
  const fields: Record<string, string> = {};
  const lines: Line[] = [];
  draft.items.forEach((item, i) => {
    const product = productRows.find((p) => p.id === item.productId);
    if (!product || product.status === 'archived') {
      fields[`items.${i}.productId`] = 'This product does not exist in this shop';
      return;
    }
    const variant = item.variantId ? variantRows.find((v) => v.id === item.variantId && v.productId === product.id) : undefined;
    if (item.variantId && !variant) {
      fields[`items.${i}.variantId`] = `Choose a variant of ${product.title}`;
      return;
    }
    lines.push({
      productId: product.id,
      variantId: variant?.id ?? null,
      title: product.title,
      variantTitle: variant?.title ?? null,
      sku: variant?.sku || product.sku,
      unitPrice: variant?.price ?? product.price,
      quantity: item.quantity,
      weightGrams: product.weightGrams ?? 0,
      collectionIds: memberships.get(product.id) ?? [],
      tracked: product.trackQuantity && !product.continueSelling,
      available: variant ? variant.quantity : product.quantity,
    });
  });
  if (Object.keys(fields).length) throw badRequest('Some products cannot be ordered', 'VALIDATION_FAILED', fields);
  return lines;
}

/** Products and variants of the shop a seller can put in an order, found by title or SKU (at most 50 choices). */
export async function sellable(db: Conn, shopId: string, q: string) {
  const pattern = containsPattern(q.trim());
  const rows = await db
    .select({ product: products, variant: variants })
    .from(products)
    .leftJoin(variants, eq(variants.productId, products.id))
    .where(
      and(
        eq(products.shopId, shopId),
        ne(products.status, 'archived'),
        q.trim()
          ? or(ilike(products.title, pattern), ilike(products.sku, pattern), ilike(variants.sku, pattern), ilike(variants.title, pattern))
          : undefined,
      ),
    )
    .orderBy(asc(products.title), asc(variants.position))
    .limit(50);
  return rows.map(({ product, variant }) => ({
    productId: product.id,
    variantId: variant?.id ?? null,
    title: product.title,
    variantTitle: variant?.title ?? null,
    sku: variant?.sku || product.sku,
    price: variant?.price ?? product.price,
    available: variant ? variant.quantity : product.quantity,
    tracked: product.trackQuantity && !product.continueSelling,
  }));
}

/** The engine's answer for a draft, with the lines as read from the catalogue. */
export async function quoteDraft(
  db: Conn,
  shopId: string,
  draft: QuoteInput,
  now = new Date(),
): Promise<{ quote: Quote; lines: Line[]; codeIds: Map<string, string>; checkout: CheckoutFields }> {
  const entered = enteredCodes(draft.code);
  const [lines, vat, plans, checkout, found] = await Promise.all([
    cartLines(db, shopId, draft),
    getVat(shopScope(db, shopId)),
    listPlans(shopScope(db, shopId)),
    getCheckout(shopScope(db, shopId)),
    Promise.all(entered.map((c) => findCodeForQuote(db, shopId, c, draft.customer.phone))),
  ]);
  const codes: CodeInput[] = found.map((f, i) => ({
    entered: entered[i]!,
    rule: f.row ? promoRule(toPromoCode(f.row, now)) : null,
    customerUses: f.customerUses,
  }));
  const codeIds = new Map(found.flatMap((f, i) => (f.row ? [[entered[i]!, f.row.id] as const] : [])));
  const answer = quote({ lines, payment: draft.payment }, { phone: draft.customer.phone }, { location: draft.address.location }, codes, {
    now,
    vat: vatForEngine(vat),
    plans: plans.map(planForEngine),
    advanceDeliveryOutsideDhaka: checkout.advanceDeliveryOutsideDhaka,
  });
  return { quote: answer, lines, codeIds, checkout };
}

/** What the shop's checkout settings ask of an order taken in the dashboard. */
export async function checkoutRules(db: Conn, shopId: string): Promise<CheckoutRules> {
  const c = await getCheckout(shopScope(db, shopId));
  return {
    email: c.email,
    area: c.area,
    addressLine: c.addressLine,
    landmark: c.landmark,
    cod: c.cod,
    advanceDeliveryOutsideDhaka: c.advanceDeliveryOutsideDhaka,
    orderNote: c.orderNote,
  };
}

/** The shop's customer with this phone, or a new one. */
async function findOrCreateCustomer(tx: Tx, shopId: string, draft: Draft, address: Record<string, string>) {
  const [existing] = await tx
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.phone, draft.customer.phone)))
    .limit(1);
  if (existing) return existing;
  const [made] = await tx
    .insert(customers)
    .values({
      shopId,
      name: draft.customer.name,
      phone: draft.customer.phone,
      email: draft.customer.email,
      addresses: [address as never],
    })
    .returning({ id: customers.id, name: customers.name, email: customers.email });
  return made!;
}

/** Takes `quantity` of a tracked line from stock, only while that much is left; false when it is not. */
async function takeStock(tx: Tx, shopId: string, line: Line): Promise<boolean> {
  if (!line.tracked) return true;
  if (line.variantId) {
    const done = await tx
      .update(variants)
      .set({ quantity: sql`${variants.quantity} - ${line.quantity}` })
      .where(and(eq(variants.id, line.variantId), eq(variants.shopId, shopId), sql`${variants.quantity} >= ${line.quantity}`))
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
    .where(and(eq(products.id, line.productId), eq(products.shopId, shopId), sql`${products.quantity} >= ${line.quantity}`))
    .returning({ id: products.id });
  return done.length > 0;
}

const CODE_REFUSALS = {
  limit_reached: 'This code has been used as many times as allowed',
  customer_limit_reached: 'This customer has already used this code as many times as allowed',
} as const;

/** Places the order: stock, code use, customer, order, items and its first event, all or nothing. */
export async function placeOrder(db: Db, actor: { shopId: string; sellerId: string }, draft: Draft) {
  const { shopId } = actor;
  return db.transaction(async (tx) => {
    // Queue behind any other order being placed in this shop (see the module comment).
    await tx.execute(sql`select ${shops.id} from ${shops} where ${shops.id} = ${shopId} for update`);
    const { quote: q, lines, codeIds, checkout } = await quoteDraft(tx, shopId, draft);
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
      if (!(await takeStock(tx, shopId, line))) {
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
      area: draft.address.area || (location.id === location.district.toLowerCase() ? '' : location.name),
      district: location.district,
      country: 'Bangladesh',
    };
    const customer = await findOrCreateCustomer(tx, shopId, draft, address);
    const [last] = await tx
      .select({ n: max(orders.number) })
      .from(orders)
      .where(eq(orders.shopId, shopId));
    const paid = draft.payment !== 'cod';
    const now = new Date();
    const [order] = await tx
      .insert(orders)
      .values({
        shopId,
        number: (last?.n ?? 1000) + 1,
        customerId: customer.id,
        customerName: draft.customer.name,
        customerPhone: draft.customer.phone,
        customerEmail: draft.customer.email ?? customer.email,
        status: checkout.autoConfirm ? 'confirmed' : 'pending',
        confirmedAt: checkout.autoConfirm ? now : null,
        paymentStatus: paid ? 'paid' : 'cod_pending',
        paymentMethod: draft.payment === 'bkash' ? 'bkash' : 'cod',
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
    await tx.insert(orderItems).values(
      lines.map((l) => ({
        orderId: order!.id,
        shopId,
        productId: l.productId,
        variantId: l.variantId ?? null,
        title: l.title,
        variantTitle: l.variantTitle,
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
      const use = await takeCodeUse(tx, shopId, codeId, order!.id, draft.customer.phone);
      if (use !== 'taken') {
        const message = q.discount.codes.length > 1 ? `${applied.code}: ${CODE_REFUSALS[use]}` : CODE_REFUSALS[use];
        throw conflict(message, 'CODE_NOT_APPLIED', { code: message });
      }
    }
    await tx.insert(orderEvents).values({
      orderId: order!.id,
      type: 'placed',
      message:
        `Order taken by staff (${draft.payment === 'cod' ? 'cash on delivery' : draft.payment === 'bkash' ? 'bKash, paid' : 'paid in cash'})` +
        (q.advance > 0
          ? `: delivery charge ${bdtText(q.advance)} to be paid in advance by bKash, ${bdtText(q.dueOnDelivery)} to collect on delivery`
          : ''),
      authorId: actor.sellerId,
    });
    if (paid) {
      // The money taken with the order reaches the earnings ledger like any later payment: one event, one line.
      await tx.insert(orderEvents).values({
        orderId: order!.id,
        type: 'payment',
        message: draft.payment === 'bkash' ? 'Paid by bKash' : 'Paid in cash',
        amount: q.total,
        authorId: actor.sellerId,
      });
      await syncLedger(tx, { orderId: order!.id });
    }
    return order!;
  });
}
