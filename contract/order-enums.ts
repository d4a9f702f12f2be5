/** The values an order's status, payment status, payment method and timeline events take. */
import { z } from 'zod';

export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'cod_pending', 'paid', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cod', 'bkash', 'nagad', 'rocket', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The mobile wallets a payment can be recorded by (issue 24 item 7): bKash, Nagad and Rocket (Dutch-Bangla Bank). */
export const WALLET_METHODS = ['bkash', 'nagad', 'rocket'] as const;
export type WalletMethod = (typeof WALLET_METHODS)[number];

/** How a seller records a payment on an order's page: cash handed over (cash on delivery) or one of the wallets. */
export const RECORDED_PAYMENT_METHODS = ['cash', ...WALLET_METHODS] as const;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];

/** What a timeline event records; `amount` (poisha) is set for payments and refunds. */
export const ORDER_EVENT_TYPES = [
  'placed',
  'status',
  'fulfilled',
  'payment',
  'refund',
  'cancelled',
  'restocked',
  'note',
  'courier',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** A postal address in Bangladesh. `district` is one of the 64 districts (Dhaka, Chattogram …). */
export const AddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  /** Thana / upazila / area. */
  area: z.string().optional(),
  district: z.string(),
  postcode: z.string().optional(),
  country: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;
