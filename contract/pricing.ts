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

/** Rounds a / b (both ≥ 0, b > 0) to the nearest integer, halves up. */
export const roundDiv = (a: number, b: number) => Math.floor((2 * a + b) / (2 * b));

/** A percentage (may have 2 decimals, e.g. 7.5) as hundredths of a percent, so sums stay in integers. */
const bp = (percent: number) => Math.round(percent * 100);

// ---------- inputs ----------

export type CartLine = {
  productId: string;
  variantId?: string | null;
  title: string;
  /** Price of one unit in poisha, as the shop lists it (with VAT when prices include VAT). */
  unitPrice: number;
  quantity: number;
  /** Weight of one unit in grams (0 or missing: unknown, billed as the first kg). */
  weightGrams?: number;
  collectionIds?: readonly string[];
};

export const PAYMENT_CHOICES = ['cod', 'bkash', 'cash'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

export type Cart = { lines: readonly CartLine[]; payment: PaymentChoice };

/** The buyer; `phone` is the normalised BD mobile number (the per-customer key of promo codes). */
export type Customer = { phone: string | null };

/** Where the order goes: a location id of `bd-geo.ts` (a district, or Dhaka city / Dhaka suburbs). */
export type DeliveryAddress = { location: string };

export const PROMO_TYPES = ['percentage', 'fixed', 'free_delivery'] as const;
export type PromoType = (typeof PROMO_TYPES)[number];
export const PROMO_SCOPES = ['order', 'products', 'collections'] as const;
export type PromoScope = (typeof PROMO_SCOPES)[number];
export const PROMO_MINIMUMS = ['none', 'subtotal', 'quantity'] as const;
export type PromoMinimum = (typeof PROMO_MINIMUMS)[number];

/** What the engine needs of a promo code record. */
export type PromoRule = {
  code: string;
  type: PromoType;
  /** Percentage: whole percent 1–100. Fixed: poisha. Free delivery: unused. */
  value: number;
  /** Percentage only: the most it takes off, in poisha ("up to ৳200"); null = no cap. */
  cap: number | null;
  appliesTo: PromoScope;
  productIds: readonly string[];
  collectionIds: readonly string[];
  minimum: PromoMinimum;
  /** Poisha for a subtotal minimum, units for a quantity minimum. */
  minimumValue: number;
  /** Total uses allowed; null = unlimited. */
  usageLimit: number | null;
  used: number;
  /** Uses allowed per customer (by phone); null = unlimited. */
  perCustomerLimit: number | null;
  /** Null: a draft, not started. */
  startsAt: Date | null;
  endsAt: Date | null;
  disabled: boolean;
  /** May be used together with other codes on one order (every code of the order must allow it). */
  combines: boolean;
};

/** A code the buyer typed, its record (null when the shop has no such code) and this customer's uses of it. */
export type CodeInput = { entered: string; rule: PromoRule | null; customerUses: number };

export type CodFee = { kind: 'percent' | 'fixed'; value: number } | null;

export type Rate =
  | { kind: 'flat'; amount: number }
  /** Couriers' way: the first kg, then each started kg after it. */
  | { kind: 'weight'; firstKg: number; extraKg: number }
  /** Order-amount bands: the band with the highest `from` not above the plan's subtotal wins. */
  | { kind: 'amount'; bands: readonly { from: number; amount: number }[] };

export type Zone = {
  id: string;
  name: string;
  locations: readonly string[];
  rate: Rate;
  /** Delivery is free when the plan's subtotal (before or after the discount) reaches `amount`. */
  freeOver: { amount: number; basis: 'before_discount' | 'after_discount' } | null;
  deliveryTime: string;
  codAllowed: boolean;
  codFee: CodFee;
};

export type ShippingPlan = {
  id: string;
  name: string;
  /** The default plan covers every product no custom plan claims. */
  isDefault: boolean;
  productIds: readonly string[];
  collectionIds: readonly string[];
  zones: readonly Zone[];
};

export const VAT_RATES = [0, 5, 7.5, 10, 15] as const;

export type VatSettings = {
  enabled: boolean;
  rate: number;
  pricesIncludeVat: boolean;
  vatOnDelivery: boolean;
  /** Per-collection rate overrides (collection id → rate). A line takes the first override among its collections. */
  collectionRates: Readonly<Record<string, number>>;
};

export type PricingSettings = {
  now: Date;
  vat: VatSettings;
  plans: readonly ShippingPlan[];
  /** Checkout setting: a cash-on-delivery order going outside Dhaka (city and suburbs) pays its delivery charge in advance (by bKash). */
  advanceDeliveryOutsideDhaka?: boolean;
};

// ---------- answer ----------

export const CODE_REASONS = {
  unknown: 'There is no such code',
  not_started: 'This code is not active yet',
  expired: 'This code has expired',
  disabled: 'This code is disabled',
  limit_reached: 'This code has been used as many times as allowed',
  customer_limit_reached: 'This customer has already used this code as many times as allowed',
  minimum_not_met: 'The order does not reach the minimum of this code',
  not_applicable: 'Nothing in the cart is covered by this code',
  no_discount: 'This code gives no discount on this order',
  not_combinable: 'This code cannot be combined with other codes',
  one_free_delivery: 'Only one free-delivery code can be used on an order',
} as const;
export type CodeReason = keyof typeof CODE_REASONS;

export type QuoteLine = CartLine & {
  /** unitPrice × quantity. */
  total: number;
  /** This line's share of the item discount. */
  discount: number;
  planId: string | null;
  vatRate: number;
};

export type DeliveryPart = {
  planId: string;
  planName: string;
  zoneId: string | null;
  zoneName: string | null;
  rateKind: Rate['kind'] | null;
  deliveryTime: string;
  /** This plan's charge before a free-delivery code. */
  charge: number;
  /** True when the zone's free-over amount made it free. */
  freeOver: boolean;
};

export type CodeResult = {
  code: string;
  applied: boolean;
  reason: CodeReason | null;
  message: string | null;
  items: number;
  delivery: number;
};

export type Quote = {
  lines: QuoteLine[];
  itemsCount: number;
  subtotal: number;
  discount: {
    /** The codes that took something off, or the codes entered when none did ("EID10, FREEDELIVERY"). */
    code: string | null;
    /** True when at least one code took something off. */
    applied: boolean;
    /** Every code entered, in the order entered, with what it took off or why it did not apply. */
    codes: CodeResult[];
    reason: CodeReason | null;
    message: string | null;
    /** Taken off the items. */
    items: number;
    /** Taken off the delivery (free-delivery codes). */
    delivery: number;
    /** items + delivery. */
    amount: number;
  };
  delivery: { amount: number; parts: DeliveryPart[] };
  codFee: number;
  vat: { enabled: boolean; inclusive: boolean; amount: number; groups: { rate: number; taxable: number; amount: number }[] };
  total: number;
  /** Cash on delivery outside Dhaka with the advance setting on: the delivery charge, paid before dispatch; else 0. */
  advance: number;
  /** What the courier collects: the total less the advance for cash on delivery; 0 when the order is paid. */
  dueOnDelivery: number;
  /** Reasons the order cannot be placed as it stands (empty cart, no zone, COD not allowed). */
  problems: string[];
};

// ---------- the engine ----------

/** Splits `amount` over `weights` in proportion, largest remainders first, so the shares add up exactly. */
export const allocate = (amount: number, weights: readonly number[]): number[] => {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
};

const covers = (ids: readonly string[], collections: readonly string[], line: CartLine) =>
  ids.includes(line.productId) || (line.collectionIds ?? []).some((c) => collections.includes(c));

/** The plan that ships this line: the first custom plan naming its product or one of its collections, else the default. */
export const planFor = (plans: readonly ShippingPlan[], line: CartLine): ShippingPlan | undefined =>
  plans.find((p) => !p.isDefault && covers(p.productIds, p.collectionIds, line)) ?? plans.find((p) => p.isDefault);

/** The zone of `plan` holding `location`. */
export const zoneFor = (plan: ShippingPlan, location: string) => plan.zones.find((z) => z.locations.includes(location));

/** A zone's rate for a plan's share of the cart (weight in grams, subtotal in poisha). */
export const rateCharge = (rate: Rate, grams: number, subtotal: number): number => {
  if (rate.kind === 'flat') return rate.amount;
  if (rate.kind === 'weight') {
    const kg = Math.max(1, Math.ceil(grams / 1000));
    return rate.firstKg + (kg - 1) * rate.extraKg;
  }
  const band = [...rate.bands].sort((a, b) => a.from - b.from).filter((b) => b.from <= subtotal);
  return band.at(-1)?.amount ?? 0;
};

/** Why `code` does not apply before any figures are looked at (dates, switch, limits), or null. */
export const codeStatusReason = (rule: PromoRule | null, customerUses: number, now: Date): CodeReason | null => {
  if (!rule) return 'unknown';
  if (rule.disabled) return 'disabled';
  if (!rule.startsAt || now < rule.startsAt) return 'not_started';
  if (rule.endsAt && now >= rule.endsAt) return 'expired';
  if (rule.usageLimit !== null && rule.used >= rule.usageLimit) return 'limit_reached';
  if (rule.perCustomerLimit !== null && customerUses >= rule.perCustomerLimit) return 'customer_limit_reached';
  return null;
};

const lineCovered = (rule: PromoRule, line: CartLine) =>
  rule.appliesTo === 'order' ||
  (rule.appliesTo === 'products' && rule.productIds.includes(line.productId)) ||
  (rule.appliesTo === 'collections' && (line.collectionIds ?? []).some((c) => rule.collectionIds.includes(c)));

/** Item codes apply percentages first, then fixed amounts (each on what is left); free delivery is on the delivery. */
const APPLY_ORDER: Record<PromoType, number> = { percentage: 0, fixed: 1, free_delivery: 2 };

const codFeeOf = (fee: CodFee, base: number) => {
  if (!fee) return 0;
  return fee.kind === 'fixed' ? fee.value : roundDiv(base * bp(fee.value), 10_000);
};

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
