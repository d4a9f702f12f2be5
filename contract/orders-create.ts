/**
 * Orders taken from a chat (POST /admin/orders/quote and POST /admin/orders, key `orders`): the customer by
 * phone, the products and quantities, where it goes, a promo code and how it is paid. The quote is the pricing
 * engine's answer; placing the order takes the stock and the code's use in one transaction.
 */
import { z } from 'zod';
import { codeInput, numberInput } from './normalise.ts';
import { isLocationId } from './bd-geo.ts';
import { locationAreaError, PLACE_ERRORS } from './places.ts';
import { bdPhone, optionalBdPhone, optionalEmail } from './contact.ts';
import { PAYMENT_CHOICES } from './pricing.ts';
import { FIELD_MODES } from './selling-settings.ts';

const text = (max: number, label: string) => z.string().trim().max(max, `${label} has at most ${max} characters`);

/** The most codes one order can take. */
export const MAX_CODES = 5;

/** The codes typed in the code field ("eid10, freedelivery"): trimmed, in capitals, each once, in the order typed. */
export const enteredCodes = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((c) => c.trim().toUpperCase())
      .filter(Boolean),
  ),
];

/** The place error of a draft's address, whatever shape the input has (contract/places.ts). */
const addressAreaError = (address: unknown) => {
  const a = (address && typeof address === 'object' ? address : {}) as Record<string, unknown>;
  return typeof a.location === 'string' && typeof a.area === 'string' ? locationAreaError(a.location, a.area) : undefined;
};

export const OrderDraftSchema = z.object({
  customer: z.object({
    phone: bdPhone('Enter the customer’s mobile number'),
    name: text(100, 'The name').min(1, 'Enter the customer’s name'),
    email: optionalEmail.default(null),
  }),
  items: z
    .array(
      z.object({
        productId: z.string({ error: 'Choose a product' }).trim().min(1, 'Choose a product').max(100),
        variantId: z.string().trim().max(100).nullish(),
        quantity: z.preprocess(
          numberInput,
          z.number({ error: 'Enter a quantity' }).int('Enter a whole number').min(1, 'At least 1').max(1000, 'At most 1,000'),
        ),
      }),
    )
    .min(1, 'Add at least one product')
    .max(50, 'At most 50 lines'),
  address: z
    .object({
      location: z.string({ error: 'Choose the district' }).refine((id) => isLocationId(id), 'Choose the district'),
      area: text(100, 'The area').default(''),
      line1: text(200, 'The address').default(''),
      landmark: text(200, 'The landmark').default(''),
    })
    // The area comes from the location's list (contract/places.ts); checked even when another field failed.
    // `when` runs it on any input (an address that is not an object too): read it defensively.
    .refine((a: unknown) => !addressAreaError(a), {
      path: ['area'],
      when: () => true,
      error: PLACE_ERRORS.area,
    }),
  /** One code, or several that combine, separated by commas or spaces (see `enteredCodes`). */
  code: z
    .preprocess(codeInput, text(200, 'The codes'))
    .default('')
    .refine((t) => enteredCodes(t).length <= MAX_CODES, `At most ${MAX_CODES} codes on one order`),
  payment: z.enum(PAYMENT_CHOICES, { error: 'Choose how the order is paid' }),
  note: text(1000, 'The note').default(''),
});
export type OrderDraft = z.input<typeof OrderDraftSchema>;

/** POST /admin/orders/quote: the same draft, but the customer may still be unknown (no per-customer count then). */
export const QuoteDraftSchema = OrderDraftSchema.extend({
  customer: z
    .object({ phone: optionalBdPhone.default(null), name: z.string().trim().max(100).default(''), email: optionalEmail.default(null) })
    .default({ phone: null, name: '', email: null }),
});

/** The answer of POST /admin/orders: the new order's id and number. */
export const PlacedOrderSchema = z.object({ id: z.string(), number: z.number(), total: z.number() });

/** GET /admin/orders/sellable?q=: products and variants to put in an order. */
export const SellableSchema = z.object({
  response: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string().nullable(),
      title: z.string(),
      variantTitle: z.string().nullable(),
      sku: z.string(),
      price: z.number(),
      available: z.number(),
      tracked: z.boolean(),
    }),
  ),
});
export type Sellable = z.infer<typeof SellableSchema>['response'][number];

/** POST /admin/orders/quote: the pricing engine's answer (contract/pricing.ts `Quote`), as the dashboard reads it. */
export const QuoteSchema = z.object({
  lines: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string().nullish(),
      title: z.string(),
      unitPrice: z.number(),
      quantity: z.number(),
      total: z.number(),
    }),
  ),
  itemsCount: z.number(),
  subtotal: z.number(),
  discount: z.object({
    code: z.string().nullable(),
    applied: z.boolean(),
    reason: z.string().nullable(),
    message: z.string().nullable(),
    items: z.number(),
    delivery: z.number(),
    amount: z.number(),
    codes: z
      .array(
        z.object({
          code: z.string(),
          applied: z.boolean(),
          reason: z.string().nullable(),
          message: z.string().nullable(),
          items: z.number(),
          delivery: z.number(),
        }),
      )
      .default([]),
  }),
  delivery: z.object({
    amount: z.number(),
    parts: z.array(
      z.object({
        planName: z.string(),
        zoneName: z.string().nullable(),
        charge: z.number(),
        deliveryTime: z.string(),
        freeOver: z.boolean(),
      }),
    ),
  }),
  codFee: z.number(),
  vat: z.object({
    enabled: z.boolean(),
    inclusive: z.boolean(),
    amount: z.number(),
    groups: z.array(z.object({ rate: z.number(), taxable: z.number(), amount: z.number() })),
  }),
  total: z.number(),
  advance: z.number().default(0),
  dueOnDelivery: z.number().default(0),
  problems: z.array(z.string()),
});
export type QuoteAnswer = z.infer<typeof QuoteSchema>;

/**
 * GET /admin/orders/checkout-rules: what the shop's checkout settings ask of an order (key `orders`, so staff who
 * take orders see them without the `checkout` key): which fields to show or require, the ways to pay, the advance.
 */
export const CheckoutRulesSchema = z.object({
  email: z.enum(FIELD_MODES),
  area: z.enum(FIELD_MODES),
  addressLine: z.enum(FIELD_MODES),
  landmark: z.enum(FIELD_MODES),
  cod: z.boolean(),
  advanceDeliveryOutsideDhaka: z.boolean(),
  /** The order note (what the customer asks for) is taken. */
  orderNote: z.boolean().default(true),
});
export type CheckoutRules = z.infer<typeof CheckoutRulesSchema>;

/** The draft's fields each checkout field setting governs: its API name, its words in messages. */
const RULED_FIELDS = [
  { rule: 'email', field: 'customer.email', enter: 'Enter the customer’s e-mail', name: 'an e-mail' },
  { rule: 'area', field: 'address.area', enter: 'Enter the area or thana', name: 'the area' },
  { rule: 'addressLine', field: 'address.line1', enter: 'Enter the address', name: 'an address line' },
  { rule: 'landmark', field: 'address.landmark', enter: 'Enter a landmark', name: 'a landmark' },
] as const;

/**
 * Field errors of a draft under the shop's checkout rules (API field names): a required field left empty, a hidden
 * field filled in, cash on delivery or a note when the shop turned them off. Empty when the draft may be placed.
 */
export function checkoutRuleErrors(
  rules: CheckoutRules,
  draft: {
    customer: { email: string | null };
    address: { area: string; line1: string; landmark: string };
    payment: string;
    note?: string;
  },
): Record<string, string> {
  const values: Record<(typeof RULED_FIELDS)[number]['rule'], string> = {
    email: draft.customer.email ?? '',
    area: draft.address.area,
    addressLine: draft.address.line1,
    landmark: draft.address.landmark,
  };
  const errors: Record<string, string> = {};
  for (const f of RULED_FIELDS) {
    const value = values[f.rule].trim();
    if (rules[f.rule] === 'required' && !value) errors[f.field] = f.enter;
    if (rules[f.rule] === 'hidden' && value) errors[f.field] = `This shop’s checkout does not ask for ${f.name}: leave it empty`;
  }
  if (draft.payment === 'cod' && !rules.cod) errors.payment = 'Cash on delivery is turned off in the checkout settings';
  if (!rules.orderNote && (draft.note ?? '').trim()) errors.note = 'This shop’s checkout takes no order note: leave it empty';
  return errors;
}
