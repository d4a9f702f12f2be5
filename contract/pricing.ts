/**
 * The pricing engine: one pure function, `quote`, that turns a cart, a customer, an address, a promo code and the
 * shop's selling settings into the figures of an order, all in integer poisha. The Store API uses it to quote and to
 * place orders; the dashboard shows its answer. It reads no clock or database: the caller passes `now`, the code's
 * record and the customer's uses of it.
 *
 * Order of work: lines → subtotal → code (checks, then discount on the items or the delivery) → delivery per
 * shipping plan (a cart mixing plans pays the sum of each plan's charge) → COD fee → VAT, computed once per order
 * per rate and rounded to the poisha → total = subtotal − discount + delivery + COD fee (+ VAT when prices exclude it)
 * → the advance a cash-on-delivery order outside Dhaka pays before dispatch (its delivery charge), when the shop asks for it.
 */
import { DHAKA_CITY, findLocation, SUBURB_LOCATIONS } from './bd-geo.ts';
import {
  allocate,
  APPLY_ORDER,
  bp,
  codeStatusReason,
  codFeeOf,
  lineCovered,
  planFor,
  rateCharge,
  roundDiv,
  zoneFor,
} from './pricing-rules.ts';
import {
  CODE_REASONS,
  type Cart,
  type CodeInput,
  type CodeResult,
  type Customer,
  type DeliveryAddress,
  type DeliveryPart,
  type PricingSettings,
  type Quote,
  type QuoteLine,
  type Zone,
} from './pricing-types.ts';

export * from './pricing-rules.ts';
export * from './pricing-types.ts';

/** The figures of an order. Pure: the same input always gives the same answer. */
export const quote = (
  cart: Cart,
  customer: Customer,
  address: DeliveryAddress,
  code: CodeInput | readonly CodeInput[] | null,
  settings: PricingSettings,
): Quote => {
  void customer; // the per-customer count arrives with `code`; the customer is part of the signature for callers' clarity
  const problems: string[] = [];
  const vat = settings.vat;
  const lines: QuoteLine[] = cart.lines.map((line) => {
    const override = (line.collectionIds ?? []).map((c) => vat.collectionRates[c]).find((r) => r !== undefined);
    return {
      ...line,
      total: line.unitPrice * line.quantity,
      discount: 0,
      planId: planFor(settings.plans, line)?.id ?? null,
      vatRate: vat.enabled ? (override ?? vat.rate) : 0,
    };
  });
  if (lines.length === 0) problems.push('Add at least one product');
  const subtotal = lines.reduce((s, l) => s + l.total, 0);
  const itemsCount = lines.reduce((s, l) => s + l.quantity, 0);

  // The codes: each checked on its own (status, minimum against the subtotal, scope), then together (see applyOrder).
  const entered = code === null ? [] : Array.isArray(code) ? (code as readonly CodeInput[]) : [code as CodeInput];
  const evals = entered.map((c) => {
    const rule = c.rule;
    let reason = codeStatusReason(rule, c.customerUses, settings.now);
    const covered = rule ? lines.filter((l) => lineCovered(rule, l)) : [];
    if (rule && !reason) {
      if (rule.minimum === 'subtotal' && subtotal < rule.minimumValue) reason = 'minimum_not_met';
      else if (rule.minimum === 'quantity' && itemsCount < rule.minimumValue) reason = 'minimum_not_met';
      else if (covered.length === 0) reason = 'not_applicable';
    }
    return { code: c.entered.trim().toUpperCase(), rule, reason, covered, items: 0, delivery: 0 };
  });
  // Several codes only when every one of them combines; at most one free delivery (Shopify's rule, anchors §1).
  let freeDelivery = false;
  for (const e of evals) {
    if (e.reason || !e.rule) continue;
    if (evals.length > 1 && !e.rule.combines) e.reason = 'not_combinable';
    else if (e.rule.type === 'free_delivery') {
      if (freeDelivery) e.reason = 'one_free_delivery';
      freeDelivery = true;
    }
  }
  // Item codes in a defined order, each on what the earlier ones left of its lines: percentages, then fixed amounts.
  const live = evals.filter((e) => !e.reason && e.rule);
  for (const e of [...live].sort((a, b) => APPLY_ORDER[a.rule!.type] - APPLY_ORDER[b.rule!.type])) {
    const rule = e.rule!;
    if (rule.type === 'free_delivery') continue;
    const left = e.covered.map((l) => l.total - l.discount);
    const base = left.reduce((a, b) => a + b, 0);
    const raw = rule.type === 'percentage' ? roundDiv(base * Math.min(100, Math.max(0, rule.value)), 100) : Math.max(0, rule.value);
    e.items = Math.min(base, rule.type === 'percentage' && rule.cap !== null ? Math.min(raw, rule.cap) : raw);
    const shares = allocate(e.items, left);
    e.covered.forEach((l, i) => (l.discount += shares[i] ?? 0));
  }
  const itemDiscount = evals.reduce((s, e) => s + e.items, 0);

  // Delivery: one charge per plan that ships something, summed.
  const location = findLocation(address.location);
  if (!location && lines.length > 0) problems.push('Choose the district the order goes to');
  const parts: DeliveryPart[] = [];
  const zones: Zone[] = [];
  for (const plan of settings.plans) {
    const mine = lines.filter((l) => l.planId === plan.id);
    if (mine.length === 0) continue;
    const zone = location ? zoneFor(plan, location.id) : undefined;
    const planSubtotal = mine.reduce((s, l) => s + l.total, 0);
    const part: DeliveryPart = {
      planId: plan.id,
      planName: plan.name,
      zoneId: zone?.id ?? null,
      zoneName: zone?.name ?? null,
      rateKind: zone?.rate.kind ?? null,
      deliveryTime: zone?.deliveryTime ?? '',
      charge: 0,
      freeOver: false,
    };
    if (zone) {
      zones.push(zone);
      const grams = mine.reduce((s, l) => s + Math.max(0, l.weightGrams ?? 0) * l.quantity, 0);
      const basis = zone.freeOver?.basis === 'after_discount' ? planSubtotal - mine.reduce((s, l) => s + l.discount, 0) : planSubtotal;
      if (zone.freeOver && basis >= zone.freeOver.amount) part.freeOver = true;
      else part.charge = Math.max(0, rateCharge(zone.rate, grams, planSubtotal));
    } else if (location) {
      problems.push(`${plan.name} does not deliver to ${location.name}`);
    }
    parts.push(part);
  }
  if (lines.some((l) => l.planId === null)) problems.push('The shop has no default shipping plan');
  const delivery = parts.reduce((s, p) => s + p.charge, 0);
  for (const e of live) {
    if (e.rule!.type === 'free_delivery') e.delivery = delivery;
    if (e.items + e.delivery === 0) e.reason = 'no_discount';
  }
  const deliveryDiscount = evals.reduce((s, e) => s + e.delivery, 0);

  // Cash on delivery: every zone must allow it; the fee is the highest zone fee, on what the courier collects.
  let codFee = 0;
  if (cart.payment === 'cod') {
    for (const zone of zones) if (!zone.codAllowed) problems.push(`Cash on delivery is not available in ${zone.name}`);
    const collected = subtotal - itemDiscount + delivery - deliveryDiscount;
    codFee = Math.max(0, ...zones.map((z) => codFeeOf(z.codFee, collected)));
  }

  // VAT once per order per rate: lines after their discount, plus delivery and COD fee when VAT is on delivery.
  const taxable = new Map<number, number>();
  const add = (rate: number, amount: number) => taxable.set(rate, (taxable.get(rate) ?? 0) + amount);
  if (vat.enabled) {
    for (const l of lines) add(l.vatRate, l.total - l.discount);
    if (vat.vatOnDelivery) add(vat.rate, delivery - deliveryDiscount + codFee);
  }
  const groups = [...taxable.entries()]
    .filter(([rate, amount]) => rate > 0 && amount > 0)
    .sort(([a], [b]) => b - a)
    .map(([rate, amount]) => ({
      rate,
      taxable: amount,
      amount: vat.pricesIncludeVat ? roundDiv(amount * bp(rate), 10_000 + bp(rate)) : roundDiv(amount * bp(rate), 10_000),
    }));
  const vatAmount = groups.reduce((s, g) => s + g.amount, 0);

  const discountAmount = itemDiscount + deliveryDiscount;
  const codes: CodeResult[] = evals.map((e) => ({
    code: e.code,
    applied: e.reason === null,
    reason: e.reason,
    message: e.reason ? CODE_REASONS[e.reason] : null,
    items: e.items,
    delivery: e.delivery,
  }));
  const applied = codes.some((c) => c.applied);
  // The reason shown for the whole: the first code that blocks the order, else (nothing applied) the first reason.
  const reason =
    (codes.find((c) => c.reason && c.reason !== 'no_discount') ?? (applied ? undefined : codes.find((c) => c.reason)))?.reason ?? null;
  const total = subtotal - discountAmount + delivery + codFee + (vat.enabled && !vat.pricesIncludeVat ? vatAmount : 0);
  // The advance is the delivery charge the buyer still pays (after a free-delivery code), never more than the total.
  // Outside Dhaka: neither the city nor its suburbs (Dhaka suburbs, Gazipur, Narayanganj), as the default zones have it.
  const outsideDhaka = location !== undefined && location.id !== DHAKA_CITY && !SUBURB_LOCATIONS.includes(location.id);
  const advance =
    cart.payment === 'cod' && settings.advanceDeliveryOutsideDhaka && outsideDhaka ? Math.min(total, delivery - deliveryDiscount) : 0;
  return {
    lines,
    itemsCount,
    subtotal,
    discount: {
      code: codes.length ? (applied ? codes.filter((c) => c.applied) : codes).map((c) => c.code).join(', ') : null,
      applied,
      codes,
      reason,
      message: reason ? CODE_REASONS[reason] : null,
      items: itemDiscount,
      delivery: deliveryDiscount,
      amount: discountAmount,
    },
    delivery: { amount: delivery, parts },
    codFee,
    vat: { enabled: vat.enabled, inclusive: vat.pricesIncludeVat, amount: vatAmount, groups },
    total,
    advance,
    dueOnDelivery: cart.payment === 'cod' ? total - advance : 0,
    problems,
  };
};
