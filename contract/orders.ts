/**
 * Inputs of /admin/orders, shared by the Store API and the dashboard's actions and pages
 * (so the list filters in the URL and the form rules are written once).
 */
import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, RECORDED_PAYMENT_METHODS } from './order-enums.ts';
import { CursorQuerySchema, ListQuerySchema } from './list.ts';
import { isIsoDate } from './analytics.ts';

/** An empty query value (`?status=` from a GET form) means "no filter". */
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

/** A real calendar day (2026-02-30, 2026-13-45 and 0000-00-00 are refused as field errors, never reach the database). */
const DateOnly = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31')
  .refine((value) => isIsoDate(value) && value >= '1900-01-01', 'That date does not exist: use a date like 2026-01-31');

export const ORDER_SORTS = ['-placed_at', 'placed_at', '-total', 'total', '-number', 'number', 'customer', '-customer'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const OrderListQuerySchema = ListQuerySchema.extend({
  status: optional(z.enum(ORDER_STATUSES, { error: 'Choose a listed order status' })),
  payment: optional(z.enum(PAYMENT_STATUSES, { error: 'Choose a listed payment status' })),
  method: optional(z.enum(PAYMENT_METHODS, { error: 'Choose a listed payment method' })),
  /** `true`: only the COD orders held for a confirmation call (checkout settings' hold rule). */
  needsCall: optional(z.enum(['true'], { error: 'Use needsCall=true or leave it out' })),
  /** Placed on or after this day (Asia/Dhaka). */
  from: optional(DateOnly),
  /** Placed on or before this day (Asia/Dhaka). */
  to: optional(DateOnly),
  q: optional(z.string().trim().max(200, 'Search text must be at most 200 characters')),
  sort: optional(z.enum(ORDER_SORTS, { error: 'Choose a listed sort order' })),
  /** Keyset paging: the page after / before the row of a cursor from an answer's `next` / `prev` (then `page` is not used). */
  ...CursorQuerySchema.shape,
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

/** The filters of the list without paging: CSV export and bulk printing reuse them. */
export const OrderFilterSchema = OrderListQuerySchema.omit({ page: true, limit: true, after: true, before: true });

export const ChangeStatusSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Choose a listed order status' }),
});

export const FulfilSchema = z.object({
  // The type error says the same: a form's empty field reaches the schema as null (Astro's form actions).
  courier: z.string({ error: 'Enter the courier' }).trim().min(1, 'Enter the courier').max(80, 'At most 80 characters'),
  trackingNumber: z
    .string({ error: 'Enter the tracking number' })
    .trim()
    .min(1, 'Enter the tracking number')
    .max(80, 'At most 80 characters'),
});

export const CancelSchema = z.object({
  reason: z.string().trim().max(300, 'At most 300 characters').optional(),
  /** Put the items back into stock (default yes). */
  restock: z.boolean().default(true),
});

/** Amount in poisha. */
export const RefundSchema = z.object({
  amount: z.number({ error: 'Enter an amount' }).int('Amount in whole poisha').positive('The refund must be a positive amount'),
  reason: z.string().trim().max(300, 'At most 300 characters').optional(),
});

/**
 * A payment recorded by hand on an order's page: cash handed over, or a wallet payment with the transaction id the
 * wallet's SMS gives (bKash, Nagad and Rocket ids are letters and digits), which a wallet payment needs.
 */
export const RecordPaymentSchema = z
  .object({
    method: z.enum(RECORDED_PAYMENT_METHODS, { error: 'Choose how it was paid' }),
    transactionId: z
      .string()
      .trim()
      .max(40, 'At most 40 characters')
      .regex(/^[A-Za-z0-9]*$/, 'Use the letters and digits of the transaction id')
      .optional(),
  })
  .refine((p) => p.method === 'cash' || !!p.transactionId, {
    path: ['transactionId'],
    error: 'Enter the transaction id from the wallet message',
  });
export type RecordPayment = z.infer<typeof RecordPaymentSchema>;

export const NoteSchema = z.object({
  body: z.string({ error: 'Write a note' }).trim().min(1, 'Write a note').max(2000, 'At most 2,000 characters'),
});

export const MAX_BULK = 100;
const Ids = z.array(z.string().min(1).max(64)).min(1, 'Select at least one order').max(MAX_BULK, `Select at most ${MAX_BULK} orders`);

export const BulkStatusSchema = z.object({ ids: Ids, status: z.enum(ORDER_STATUSES, { error: 'Choose a listed order status' }) });

/** `?ids=a,b,c` for printing and exporting selected orders. */
export const IdsQuerySchema = z.object({
  ids: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(Ids),
});
