/**
 * Collection rules, shared by the Store API and the dashboard's actions: a manual collection is an
 * ordered product list, an automatic one is a set of rules matched all or any.
 */
import { z } from 'zod';
import { ListQuerySchema, listAnswerSchema, TimestampSchema } from './list.ts';
import { HandleSchema, ImageSizesSchema } from './product.ts';

export const RULE_FIELDS = ['tag', 'vendor', 'product_type', 'price', 'stock'] as const;
export type RuleField = (typeof RULE_FIELDS)[number];
export const RULE_OPERATORS = ['equals', 'not_equals', 'contains', 'greater_than', 'less_than'] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];

/** Which operators make sense for a field: text fields compare as text, price and stock as numbers. */
export const OPERATORS_BY_FIELD: Record<RuleField, readonly RuleOperator[]> = {
  tag: ['equals', 'not_equals'],
  vendor: ['equals', 'not_equals', 'contains'],
  product_type: ['equals', 'not_equals', 'contains'],
  price: ['equals', 'greater_than', 'less_than'],
  stock: ['equals', 'greater_than', 'less_than'],
};

export const RuleSchema = z
  .object({
    field: z.enum(RULE_FIELDS, { error: 'Rule field must be tag, vendor, product type, price or stock' }),
    operator: z.enum(RULE_OPERATORS, { error: 'Choose a rule condition' }),
    value: z.string().trim().min(1, 'Rule value is required').max(255, 'Rule value must be at most 255 characters'),
  })
  .superRefine((rule, ctx) => {
    if (!OPERATORS_BY_FIELD[rule.field].includes(rule.operator)) {
      ctx.addIssue({
        code: 'custom',
        path: ['operator'],
        message: `"${rule.operator.replace('_', ' ')}" does not apply to ${rule.field.replace('_', ' ')}`,
      });
    }
    if ((rule.field === 'price' || rule.field === 'stock') && !/^-?\d+$/.test(rule.value)) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: rule.field === 'price' ? 'Price rules need an amount in poisha' : 'Stock rules need a whole number',
      });
    }
  });
export type Rule = z.output<typeof RuleSchema>;

export const CollectionInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Title is required').max(255, 'Title must be at most 255 characters'),
    handle: z.union([z.literal(''), HandleSchema]).default(''),
    descriptionHtml: z.string().max(100_000, 'Description is too long').default(''),
    image: ImageSizesSchema.nullable().default(null),
    /** A library file: the image's sizes are taken from it (a file of another shop, or a PDF, is a 400). */
    imageFileId: z.string().max(100).nullable().default(null),
    imageAlt: z.string().trim().max(255, 'Alt text must be at most 255 characters').default(''),
    seoTitle: z.string().trim().max(70, 'SEO title must be at most 70 characters').default(''),
    seoDescription: z.string().trim().max(320, 'SEO description must be at most 320 characters').default(''),
    published: z.boolean().default(true),
    kind: z.enum(['manual', 'automatic'], { error: 'Choose manual or automatic' }).default('manual'),
    match: z.enum(['all', 'any'], { error: 'Match all or any of the rules' }).default('all'),
    rules: z.array(RuleSchema).max(20, 'At most 20 rules').default([]),
    /** Manual collections: the products in order. */
    productIds: z.array(z.string().max(100)).max(5000, 'At most 5,000 products').default([]),
    /** On update: the version the form was loaded at; a collection changed since is refused (409 STALE_VERSION). */
    version: z.number().int().min(1).max(2_147_483_647).optional(),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'automatic' && c.rules.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['rules'], message: 'An automatic collection needs at least one rule' });
    }
    if (new Set(c.productIds).size !== c.productIds.length) {
      ctx.addIssue({ code: 'custom', path: ['productIds'], message: 'A product is listed twice' });
    }
  });
export type CollectionInput = z.input<typeof CollectionInputSchema>;
export type CollectionData = z.output<typeof CollectionInputSchema>;

export const CollectionListQuerySchema = ListQuerySchema.extend({
  /** `counts=no` leaves productCount at -1: enough for a filter menu, and much cheaper with rule collections. */
  counts: z.enum(['yes', 'no'], { error: 'counts must be yes or no' }).default('yes'),
  sort: z
    .string()
    .trim()
    .regex(/^-?(title|newest)$/, 'Sort by title or newest (prefix - for descending)')
    .default('title'),
});

/** A row of GET /admin/collections (`productCount` is -1 with `counts=no`). */
export const CollectionListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  kind: z.string(),
  match: z.string(),
  published: z.boolean(),
  image: ImageSizesSchema.nullable(),
  productCount: z.number(),
  createdAt: TimestampSchema,
});
export type CollectionListItem = z.output<typeof CollectionListItemSchema>;
export const CollectionListSchema = listAnswerSchema(CollectionListItemSchema);

export const CollectionProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.string(),
  image: ImageSizesSchema.nullable(),
});
export type CollectionProduct = z.output<typeof CollectionProductSchema>;

/** GET /admin/collections/:id (and the answer of create and update). */
export const CollectionDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  descriptionHtml: z.string(),
  image: ImageSizesSchema.nullable(),
  imageFileId: z.string().nullable(),
  imageAlt: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  published: z.boolean(),
  kind: z.enum(['manual', 'automatic']),
  match: z.enum(['all', 'any']),
  rules: z.array(z.object({ field: z.enum(RULE_FIELDS), operator: z.enum(RULE_OPERATORS), value: z.string() })),
  /** Raised by every save; send it back with an update. */
  version: z.number(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  productCount: z.number(),
  /** Manual: the ordered list; automatic: the first matching products (the product list filtered by collection has them all). */
  products: z.array(CollectionProductSchema),
  productIds: z.array(z.string()),
});
export type CollectionDetail = z.output<typeof CollectionDetailSchema>;
