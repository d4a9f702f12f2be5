/**
 * The figures of an order taken from a chat: the products and variants a seller can choose, the draft priced by the
 * pricing engine from the shop's catalogue, codes and settings, and the checkout rules it follows. Placing it is
 * place-order.ts. Every read goes through the shop's accessor (`shop`, or the accessor of the placing transaction).
 */
import { and, asc, eq, ilike, inArray, ne, or } from 'drizzle-orm';
import { products, variants } from '../../db/schema/index.ts';
import { badRequest } from '../../platform/errors.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { collectionsOfProducts } from '../collections/collections.ts';
import { findCodeForQuote, toPromoCode } from '../promo-codes/promo-codes.ts';
import { getCheckout, getVat } from '../selling-settings/selling-settings.ts';
import { listPlans } from '../shipping/shipping.ts';
import { containsPattern } from '../../../../contract/like.ts';
import { enteredCodes, type CheckoutRules, type QuoteDraftSchema } from '../../../../contract/orders-create.ts';
import { quote, type CartLine, type CodeInput, type Quote } from '../../../../contract/pricing.ts';
import { promoRule } from '../../../../contract/promo-codes.ts';
import { vatForEngine, type CheckoutFields } from '../../../../contract/selling-settings.ts';
import { planForEngine } from '../../../../contract/shipping.ts';
import type { z } from 'zod';

type QuoteInput = z.output<typeof QuoteDraftSchema>;

/** A cart line with what placing the order needs: the stock row to take from. */
export type Line = CartLine & { variantTitle: string | null; sku: string; tracked: boolean; available: number };

/** The draft's items as priced lines, read from the shop's catalogue; an unknown product or variant is a field error. */
async function cartLines(shop: ShopScope, draft: QuoteInput): Promise<Line[]> {
  const productIds = [...new Set(draft.items.map((i) => i.productId))];
  const variantIds = draft.items.map((i) => i.variantId).filter((v): v is string => !!v);
  const [productRows, variantRows, memberships] = await Promise.all([
    shop.select().from(products).where(inArray(products.id, productIds)),
    variantIds.length ? shop.select().from(variants).where(inArray(variants.id, variantIds)) : Promise.resolve([]),
    collectionsOfProducts(shop.unscoped, shop.shopId, productIds),
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
export async function sellable(shop: ShopScope, q: string) {
  const pattern = containsPattern(q.trim());
  const rows = await shop
    .select({ product: products, variant: variants })
    .from(products)
    .leftJoin(variants, eq(variants.productId, products.id))
    .where(
      and(
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
  shop: ShopScope,
  draft: QuoteInput,
  now = new Date(),
): Promise<{ quote: Quote; lines: Line[]; codeIds: Map<string, string>; checkout: CheckoutFields }> {
  const entered = enteredCodes(draft.code);
  const [lines, vat, plans, checkout, found] = await Promise.all([
    cartLines(shop, draft),
    getVat(shop),
    listPlans(shop),
    getCheckout(shop),
    Promise.all(entered.map((c) => findCodeForQuote(shop.unscoped, shop.shopId, c, draft.customer.phone))),
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
export async function checkoutRules(shop: ShopScope): Promise<CheckoutRules> {
  const c = await getCheckout(shop);
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
