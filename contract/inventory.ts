/** Requests and answers of /admin/inventory (shared with the dashboard: imports only zod). */
import { z } from 'zod';
import { numberInput } from './normalise.ts';
import { textOrEmpty } from './contact.ts';
import { ListQuerySchema, listAnswerSchema } from './list.ts';

export const ADJUSTMENT_REASONS = ['received', 'damaged', 'correction', 'returned'] as const;
export type AdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const REASON_LABELS: Record<AdjustmentReason, string> = {
  received: 'Received',
  damaged: 'Damaged',
  correction: 'Correction',
  returned: 'Returned',
};

export const InventorySettingsSchema = z.object({
  trackInventory: z.boolean({ error: 'Choose whether new products track inventory' }),
  // An empty field (null from a form) is refused, not read as 0.
  lowStockThreshold: z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : numberInput(value)),
    z.coerce
      .number({ error: 'Enter a low-stock threshold (a number)' })
      .int('Low-stock threshold must be a whole number')
      .min(0, 'Low-stock threshold cannot be negative')
      .max(100_000, 'Low-stock threshold must be at most 100,000'),
  ),
  allowOverselling: z.boolean({ error: 'Choose whether to allow overselling' }),
});
export type InventorySettings = z.infer<typeof InventorySettingsSchema>;

export const STOCK_FILTERS = ['all', 'low', 'out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];
export const STOCK_SORTS = ['title', '-title', 'quantity', '-quantity'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

export const StockQuerySchema = ListQuerySchema.extend({
  stock: z.enum(STOCK_FILTERS, { error: 'Stock filter must be all, low or out' }).default('all'),
  sort: z.enum(STOCK_SORTS, { error: `Sort must be one of ${STOCK_SORTS.join(', ')}` }).default('title'),
});
export type StockQuery = z.infer<typeof StockQuerySchema>;

/** One row of the stock table: a variant, or a product without variants (variantId null). */
export const StockItemSchema = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  productTitle: z.string(),
  variantTitle: z.string().nullable(),
  sku: z.string(),
  quantity: z.number(),
  trackQuantity: z.boolean(),
  /** 'out' (≤ 0), 'low' (≤ threshold), or 'ok'; 'untracked' when the product does not track quantity. */
  level: z.enum(['out', 'low', 'ok', 'untracked']),
});
export type StockItem = z.infer<typeof StockItemSchema>;
export const StockListSchema = listAnswerSchema(StockItemSchema);

export const AdjustmentSchema = z.object({
  productId: z.string().min(1, 'Choose an item'),
  variantId: z.string().min(1).nullish(),
  // Bangla or Latin digits, "−5" with a minus sign (numberInput), then coerced as before.
  change: z.preprocess(
    numberInput,
    z.coerce
      .number({ error: 'Change must be a number' })
      .int('Change must be a whole number')
      .min(-1_000_000, 'Change is too large')
      .max(1_000_000, 'Change is too large')
      .refine((n) => n !== 0, 'Change cannot be zero'),
  ),
  reason: z.enum(ADJUSTMENT_REASONS, { error: 'Choose a reason: received, damaged, correction or returned' }),
  note: textOrEmpty(z.string().trim().max(500, 'Note must be at most 500 characters')),
});
export type AdjustmentInput = z.input<typeof AdjustmentSchema>;

export const AdjustmentListQuerySchema = ListQuerySchema.extend({
  productId: z.string().min(1).optional(),
  variantId: z.string().min(1).optional(),
});

export const AdjustmentAnswerSchema = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string().nullable(),
  itemTitle: z.string(),
  sku: z.string(),
  change: z.number(),
  reason: z.enum(ADJUSTMENT_REASONS),
  note: z.string(),
  quantityBefore: z.number(),
  quantityAfter: z.number(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type Adjustment = z.infer<typeof AdjustmentAnswerSchema>;
export const AdjustmentListSchema = listAnswerSchema(AdjustmentAnswerSchema);
