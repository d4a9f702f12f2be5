/**
 * Orders taken from a chat (POST /admin/orders/quote and POST /admin/orders, key `orders`): the customer by
 * phone, the products and quantities, where it goes, a promo code and how it is paid. The quote is the pricing
 * engine's answer; placing the order takes the stock and the code's use in one transaction.
 */
import { z } from 'zod';
import { isLocationId } from './bd-geo.ts';
import { bdPhone, optionalEmail } from './contact.ts';
import { PAYMENT_CHOICES } from './pricing.ts';

export const PAYMENT_CHOICE_LABELS: Record<(typeof PAYMENT_CHOICES)[number], string> = {
  cod: 'Cash on delivery',
  bkash: 'bKash (paid)',
  cash: 'Paid in cash',
};

const text = (max: number, label: string) => z.string().trim().max(max, `${label} has at most ${max} characters`);

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
        quantity: z.number({ error: 'Enter a quantity' }).int('Enter a whole number').min(1, 'At least 1').max(1000, 'At most 1,000'),
      }),
    )
    .min(1, 'Add at least one product')
    .max(50, 'At most 50 lines'),
  address: z.object({
    location: z.string({ error: 'Choose the district' }).refine((id) => isLocationId(id), 'Choose the district'),
    area: text(100, 'The area').default(''),
    line1: text(200, 'The address').default(''),
    landmark: text(200, 'The landmark').default(''),
  }),
  code: text(40, 'A code').default(''),
  payment: z.enum(PAYMENT_CHOICES, { error: 'Choose how the order is paid' }),
  note: text(1000, 'The note').default(''),
});
export type OrderDraft = z.input<typeof OrderDraftSchema>;

/** The answer of POST /admin/orders: the new order's id and number. */
export const PlacedOrderSchema = z.object({ id: z.string(), number: z.number(), total: z.number() });
