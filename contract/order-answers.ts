/**
 * Answers of /admin/orders: the list with its per-status counts, an order with its items, timeline, notes and
 * what may be done next, printing and bulk changes. The dashboard parses every answer with these.
 */
import { z } from 'zod';
import { AddressSchema, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-enums.ts';
import { DocumentShopSchema } from './shop-settings.ts';
import { ErrorReasonSchema } from './errors.ts';
import { PageCursorsSchema } from './list.ts';
import { PhoneRiskSchema, RiskCountsSchema } from './risk.ts';

const OrderStatusSchema = z.enum(ORDER_STATUSES);
const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
const PaymentMethodSchema = z.enum(PAYMENT_METHODS);

/** A row of GET /admin/orders. */
export const OrderListItemSchema = z.object({
  id: z.string(),
  number: z.number(),
  placedAt: z.string(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  customerPhone: z.string(),
  itemsCount: z.number(),
  total: z.number(),
  paymentStatus: PaymentStatusSchema,
  paymentMethod: PaymentMethodSchema,
  status: OrderStatusSchema,
  /** Held for a confirmation call (the COD hold rule). */
  needsCall: z.boolean().default(false),
  /** The number's earlier orders across Haat (counts only; this order's own outcome left out): the list's badge. */
  risk: RiskCountsSchema.optional(),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

/**
 * GET /admin/orders: a page of orders, the total, orders per status under the other filters (and `all`), and the
 * cursors of the next and previous pages (`?after=next`, `?before=prev`; null at the end). With a search, `count`
 * and `counts` stop at COUNT_CAP + 1 and `capped` is true (contract/list.ts): a figure above COUNT_CAP means
 * "more than 10,000"; without one they are exact.
 */
export const OrderListSchema = z.object({
  response: z.array(OrderListItemSchema),
  count: z.number(),
  counts: z.record(z.enum([...ORDER_STATUSES, 'all']), z.number()),
  ...PageCursorsSchema.shape,
});
export type OrderList = z.infer<typeof OrderListSchema>;

export const OrderItemSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  title: z.string(),
  variantTitle: z.string().nullable(),
  sku: z.string().nullable(),
  imageUrl: z.string().nullable(),
  unitPrice: z.number(),
  quantity: z.number(),
  total: z.number(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** An order without its children: the answer of status changes, fulfilment, cancel, refund and cash collected. */
export const OrderSchema = z.object({
  id: z.string(),
  number: z.number(),
  customerId: z.string().nullable(),
  customerName: z.string(),
  customerPhone: z.string(),
  customerEmail: z.string().nullable(),
  status: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  paymentMethod: PaymentMethodSchema,
  transactionId: z.string().nullable(),
  itemsCount: z.number(),
  subtotal: z.number(),
  discount: z.number(),
  promoCode: z.string().nullable(),
  shipping: z.number(),
  tax: z.number(),
  /** Cash-on-delivery fee; VAT inside the prices or added; VAT by rate for the Mushak-6.3 invoice (orders taken in the dashboard). */
  codFee: z.number().default(0),
  taxIncluded: z.boolean().default(false),
  taxLines: z.array(z.object({ rate: z.number(), taxable: z.number(), amount: z.number() })).default([]),
  total: z.number(),
  paidAmount: z.number(),
  refundedAmount: z.number(),
  shippingAddress: AddressSchema,
  billingAddress: AddressSchema,
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  customerNote: z.string().nullable(),
  cancelReason: z.string().nullable(),
  placedAt: z.string(),
  confirmedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  needsCall: z.boolean().default(false),
});
export type Order = z.infer<typeof OrderSchema>;

/** GET /admin/orders/:id. */
export const OrderDetailSchema = OrderSchema.extend({
  items: z.array(OrderItemSchema),
  events: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      /** The English sentence; the dashboard words `kind` + `params` in the reader's language when they are set. */
      message: z.string(),
      /** contract/order-events.ts ORDER_EVENT_KINDS; null on events written before kinds. */
      kind: z.string().nullable(),
      params: z.record(z.string(), z.unknown()).nullable(),
      amount: z.number().nullable(),
      createdAt: z.string(),
      authorName: z.string().nullable(),
    }),
  ),
  notes: z.array(z.object({ id: z.string(), body: z.string(), createdAt: z.string(), authorName: z.string().nullable() })),
  customer: z
    .object({ id: z.string(), name: z.string(), phone: z.string(), email: z.string().nullable(), ordersCount: z.number() })
    .nullable(),
  /** The number's earlier orders (this one left out), in this shop and across Haat: counts only. */
  risk: PhoneRiskSchema.optional(),
  allowed: z.object({
    nextStatuses: z.array(OrderStatusSchema),
    refundable: z.number(),
    canCollectCash: z.boolean(),
    /** A bKash, Nagad or Rocket payment can be recorded (the order is not paid, cancelled or returned). */
    canRecordWallet: z.boolean(),
    canCancel: z.boolean(),
    canFulfil: z.boolean(),
  }),
  shop: DocumentShopSchema,
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const PrintableOrderSchema = OrderSchema.extend({ items: z.array(OrderItemSchema) });
export type PrintableOrder = z.infer<typeof PrintableOrderSchema>;

/** GET /admin/orders/print?ids=: the shop block and the orders in the order asked. */
export const PrintAnswerSchema = z.object({ shop: DocumentShopSchema, orders: z.array(PrintableOrderSchema) });

/**
 * POST /admin/orders/bulk-status: the numbers changed, and each refused order with why: the English `message` for API
 * clients, its `code` (TRANSITION_REFUSED, ORDER_CHANGED…) and, for a status change the order's life does not allow,
 * the `reason` as data (contract/order-state-machine.ts transitionRefusal: kind, from, to, next), for the dashboard to
 * word it in the reader's language. `code` and `reason` are absent from an older API.
 */
export const BulkStatusAnswerSchema = z.object({
  updated: z.array(z.number()),
  refused: z.array(
    z.object({
      id: z.string(),
      number: z.number(),
      message: z.string(),
      code: z.string().optional(),
      reason: ErrorReasonSchema.optional(),
    }),
  ),
  missing: z.number(),
});
export type BulkStatusAnswer = z.infer<typeof BulkStatusAnswerSchema>;

/** POST /admin/orders/:id/notes. */
export const NoteAnswerSchema = z.object({ id: z.string() });
