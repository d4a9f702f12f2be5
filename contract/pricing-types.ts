/**
 * What the pricing engine (pricing.ts) takes and answers: the cart, customer, address, promo code records and the
 * shop's shipping plans and VAT settings, then the quote with its lines, codes, delivery parts, VAT groups and total.
 * All amounts are integer poisha.
 */
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

export const PAYMENT_CHOICES = ['cod', 'bkash', 'nagad', 'rocket', 'cash'] as const;
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
