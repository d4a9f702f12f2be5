/** The values an order's status, payment status, payment method and timeline events take. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['unpaid', 'cod_pending', 'paid', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_METHODS = ['cod', 'bkash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What a timeline event records; `amount` (poisha) is set for payments and refunds. */
export const ORDER_EVENT_TYPES = ['placed', 'status', 'fulfilled', 'payment', 'refund', 'cancelled', 'restocked', 'note'] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** A postal address in Bangladesh. `district` is one of the 64 districts (Dhaka, Chattogram …). */
export type Address = {
  name: string;
  phone: string;
  line1: string;
  line2?: string;
  /** Thana / upazila / area. */
  area?: string;
  district: string;
  postcode?: string;
  country: string;
};
