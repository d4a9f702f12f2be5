/**
 * Product rules, written once: the Store API validates request bodies with them and the dashboard's
 * actions check the same shapes before calling it. Money is integer poisha.
 */
import { z } from 'zod';
import { numberInput } from './normalise.ts';
import { ListQuerySchema, listAnswerSchema, TimestampSchema } from './list.ts';
import { ErrorReasonSchema } from './errors.ts';

export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 100;
export const MAX_MEDIA = 20;

/** Lower-case letters, digits and single dashes: 'jamdani-saree-red'. */
export const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const HandleSchema = z
  .string()
  .trim()
  .max(100, 'URL handle must be at most 100 characters')
  .regex(HANDLE_PATTERN, 'URL handle may use lower-case letters, digits and single dashes only (e.g. "nakshi-kantha-quilt")');

/** Numbers also arrive as text in Bangla or Latin digits ("৪৫০০০০"): numberInput reads them (issue 23). */
const money = (label: string) =>
  z.preprocess(
    numberInput,
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be in whole poisha`)
      .min(0, `${label} cannot be negative`)
      .max(1_000_000_000, `${label} is too large`),
  );

const optionalMoney = (label: string) => money(label).nullable().default(null);

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

const quantity = z.preprocess(
  numberInput,
  z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(-1_000_000, 'Quantity is too small')
    .max(1_000_000_000, 'Quantity is too large'),
);

export const ImageSizesSchema = z.object({
  thumbnail: z.string().max(2000).optional(),
  small: z.string().max(2000).optional(),
  medium: z.string().max(2000).optional(),
  large: z.string().max(2000).optional(),
  original: z.string().max(2000).optional(),
});

export const MediaInputSchema = z.object({
  fileId: z.string().max(100).nullable().default(null),
  sizes: ImageSizesSchema.refine((s) => Object.values(s).some(Boolean), 'An image needs at least one address'),
  alt: text('Alt text', 255),
});

export const OptionInputSchema = z.object({
  name: z.string().trim().min(1, 'Option name is required').max(50, 'Option name must be at most 50 characters'),
  values: z
    .array(z.string().trim().min(1, 'Option values cannot be empty').max(100, 'An option value must be at most 100 characters'))
    .min(1, 'Give the option at least one value')
    .max(50, 'An option can have at most 50 values'),
});

export const VariantInputSchema = z.object({
  option1: z.string().trim().nullable().default(null),
  option2: z.string().trim().nullable().default(null),
  option3: z.string().trim().nullable().default(null),
  price: money('Price'),
  compareAtPrice: optionalMoney('Compare-at price'),
  sku: text('SKU', 100),
  barcode: text('Barcode', 100),
  quantity: quantity.default(0),
  /** Index into the product's media list, or null. */
  mediaIndex: z.number().int().min(0).nullable().default(null),
});

const ProductFields = z.object({
  title: z.string().trim().min(1, 'Title is required').max(255, 'Title must be at most 255 characters'),
  /** Empty: made from the title. */
  handle: z.union([z.literal(''), HandleSchema]).default(''),
  descriptionHtml: z.string().max(100_000, 'Description is too long').default(''),
  status: z.enum(PRODUCT_STATUSES, { error: 'Status must be active, draft or archived' }).default('draft'),
  vendor: text('Vendor', 255),
  productType: text('Product type', 255),
  tags: z.array(z.string().trim().min(1).max(40, 'A tag must be at most 40 characters')).max(50, 'At most 50 tags').default([]),
  price: money('Price').default(0),
  compareAtPrice: optionalMoney('Compare-at price'),
  cost: optionalMoney('Cost'),
  sku: text('SKU', 100),
  barcode: text('Barcode', 100),
  trackQuantity: z.boolean().default(true),
  quantity: quantity.default(0),
  continueSelling: z.boolean().default(false),
  weightGrams: z
    .preprocess(
      numberInput,
      z
        .number({ error: 'Weight must be a number' })
        .int('Weight must be in whole grams')
        .min(0, 'Weight cannot be negative')
        .max(1_000_000, 'Weight is too large'),
    )
    .nullable()
    .default(null),
  seoTitle: text('SEO title', 70),
  seoDescription: text('SEO description', 320),
  options: z.array(OptionInputSchema).max(MAX_OPTIONS, `A product can have at most ${MAX_OPTIONS} options`).default([]),
  variants: z.array(VariantInputSchema).max(MAX_VARIANTS, `A product can have at most ${MAX_VARIANTS} variants`).default([]),
  media: z.array(MediaInputSchema).max(MAX_MEDIA, `A product can have at most ${MAX_MEDIA} images`).default([]),
  collectionIds: z.array(z.string().max(100)).max(100).default([]),
  /**
   * On update: the version the form was loaded at; a product changed since is refused (409 STALE_VERSION).
   * Quantities are not changed by an update (only by inventory adjustments); they count only on create.
   */
  version: z.number().int().min(1).max(2_147_483_647).optional(),
});

type ProductFieldsOut = z.output<typeof ProductFields>;

/** Cross-field rules: compare-at above price, unique option names and values, a consistent variant matrix. */
function checkProduct(p: ProductFieldsOut, ctx: z.RefinementCtx) {
  if (p.compareAtPrice !== null && p.compareAtPrice <= p.price) {
    ctx.addIssue({ code: 'custom', path: ['compareAtPrice'], message: 'Compare-at price must be higher than the price' });
  }
  const names = new Set<string>();
  p.options.forEach((option, i) => {
    const key = option.name.toLowerCase();
    if (names.has(key)) ctx.addIssue({ code: 'custom', path: ['options', i, 'name'], message: `Option "${option.name}" is listed twice` });
    names.add(key);
    const seen = new Set<string>();
    for (const value of option.values) {
      if (seen.has(value.toLowerCase())) {
        ctx.addIssue({ code: 'custom', path: ['options', i, 'values'], message: `Value "${value}" is listed twice` });
      }
      seen.add(value.toLowerCase());
    }
  });
  if (p.options.length === 0 && p.variants.length > 0) {
    ctx.addIssue({ code: 'custom', path: ['variants'], message: 'Add an option (such as Size) before adding variants' });
  }
  if (p.options.length > 0 && p.variants.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['variants'], message: 'Generate the variants for these options' });
  }
  const combos = new Set<string>();
  p.variants.forEach((variant, i) => {
    const values = [variant.option1, variant.option2, variant.option3];
    p.options.forEach((option, o) => {
      const value = values[o];
      if (!value || !option.values.includes(value)) {
        ctx.addIssue({ code: 'custom', path: ['variants', i, `option${o + 1}`], message: `Choose a ${option.name} from its values` });
      }
    });
    const key = variantKey(values.slice(0, p.options.length));
    if (combos.has(key)) ctx.addIssue({ code: 'custom', path: ['variants', i, 'option1'], message: 'This combination is listed twice' });
    combos.add(key);
    if (variant.compareAtPrice !== null && variant.compareAtPrice <= variant.price) {
      ctx.addIssue({ code: 'custom', path: ['variants', i, 'compareAtPrice'], message: 'Compare-at price must be higher than the price' });
    }
    if (variant.mediaIndex !== null && variant.mediaIndex >= p.media.length) {
      ctx.addIssue({ code: 'custom', path: ['variants', i, 'mediaIndex'], message: 'Choose one of the product images' });
    }
  });
}

export const ProductInputSchema = ProductFields.superRefine(checkProduct);
export type ProductInput = z.input<typeof ProductInputSchema>;
export type ProductData = z.output<typeof ProductInputSchema>;

/** The identity of a variant among its siblings: its option values. */
export const variantKey = (values: (string | null | undefined)[]): string => values.map((v) => (v ?? '').toLowerCase()).join('\u0000');

export const STOCK_FILTERS = ['in', 'low', 'out'] as const;
export const PRODUCT_SORTS = ['title', 'price', 'stock', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** GET /admin/products: `sort` is one of PRODUCT_SORTS, prefixed with '-' for descending. */
export const ProductListQuerySchema = ListQuerySchema.extend({
  status: z.enum(PRODUCT_STATUSES, { error: 'Status must be active, draft or archived' }).optional(),
  collection: z.string().trim().max(100).optional(),
  stock: z.enum(STOCK_FILTERS, { error: 'Stock must be in, low or out' }).optional(),
  sort: z
    .string()
    .trim()
    .regex(/^-?(title|price|stock|newest)$/, 'Sort by title, price, stock or newest (prefix - for descending)')
    .default('-newest'),
});
export type ProductListQuery = z.output<typeof ProductListQuerySchema>;

const ids = z.array(z.string().max(100)).min(1, 'Select at least one product').max(500, 'Select at most 500 products at once');

export const BulkActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('status'), ids, status: z.enum(PRODUCT_STATUSES, { error: 'Status must be active, draft or archived' }) }),
    z.object({ action: z.literal('add-to-collection'), ids, collectionId: z.string().min(1, 'Choose a collection').max(100) }),
    z.object({ action: z.literal('delete'), ids }),
  ],
  { error: 'Action must be status, add-to-collection or delete' },
);
export type BulkAction = z.output<typeof BulkActionSchema>;

export const CsvImportSchema = z.object({
  csv: z.string().min(1, 'The file is empty').max(5_000_000, 'The file is larger than 5 MB'),
  dryRun: z.boolean().default(true),
});

export type ImageSizes = z.output<typeof ImageSizesSchema>;

/** A row of GET /admin/products. */
export const ProductListItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  status: z.string(),
  vendor: z.string(),
  productType: z.string(),
  priceMin: z.number(),
  priceMax: z.number(),
  stockTotal: z.number(),
  trackQuantity: z.boolean(),
  variantCount: z.number(),
  image: ImageSizesSchema.nullable(),
  createdAt: TimestampSchema,
});
export type ProductListItem = z.output<typeof ProductListItemSchema>;
export const ProductListSchema = listAnswerSchema(ProductListItemSchema);

/** GET /admin/products/:id (and the answer of create, update and duplicate): the stored product with its ids. */
export const ProductDetailSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  descriptionHtml: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  vendor: z.string(),
  productType: z.string(),
  tags: z.array(z.string()),
  price: z.number(),
  compareAtPrice: z.number().nullable(),
  cost: z.number().nullable(),
  sku: z.string(),
  barcode: z.string(),
  trackQuantity: z.boolean(),
  quantity: z.number(),
  continueSelling: z.boolean(),
  weightGrams: z.number().nullable(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      option1: z.string().nullable(),
      option2: z.string().nullable(),
      option3: z.string().nullable(),
      price: z.number(),
      compareAtPrice: z.number().nullable(),
      sku: z.string(),
      barcode: z.string(),
      quantity: z.number(),
      mediaIndex: z.number().nullable(),
    }),
  ),
  media: z.array(z.object({ id: z.string(), fileId: z.string().nullable(), sizes: ImageSizesSchema, alt: z.string() })),
  collectionIds: z.array(z.string()),
  priceMin: z.number(),
  priceMax: z.number(),
  stockTotal: z.number(),
  /** Raised by every save; send it back with an update (see ProductFields.version). */
  version: z.number(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type ProductDetail = z.output<typeof ProductDetailSchema>;

/** How many products a delete or bulk action reached. */
export const CountAnswerSchema = z.object({ count: z.number() });

/**
 * A CSV row error: 1-based line number in the file (the header is line 1), the column's name, the English `message`
 * for API clients and its `reason` as data (contract/import-errors.ts) for the dashboard to word in the reader's
 * language; `reason` is absent from an older API.
 */
export const RowErrorSchema = z.object({ row: z.number(), column: z.string(), message: z.string(), reason: ErrorReasonSchema.optional() });
export type RowError = z.output<typeof RowErrorSchema>;

/** POST /admin/products/import: what the file would (dryRun) or did create, update and leave alone. */
export const ImportReportSchema = z.object({
  dryRun: z.boolean(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  items: z.array(z.object({ row: z.number(), handle: z.string(), title: z.string(), action: z.enum(['create', 'update', 'unchanged']) })),
  errors: z.array(RowErrorSchema),
});
export type ImportReport = z.output<typeof ImportReportSchema>;
export type ImportPreviewItem = ImportReport['items'][number];
