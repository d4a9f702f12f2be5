/**
 * Customers of a shop: the list query and the edit form, shared by the Store API and the dashboard.
 * Imports only zod (and sibling schema files), so the dashboard can import this file directly.
 */
import { z } from 'zod';
import { bdPhone, optionalEmail, textOrEmpty } from './contact.ts';
import { CursorQuerySchema, ListQuerySchema, PageCursorsSchema, listAnswerSchema } from './list.ts';
import { AddressSchema } from './order-enums.ts';
import { withPlaceCheck } from './places.ts';

/** Sort keys of the customers list; a leading '-' sorts descending. */
export const CUSTOMER_SORTS = [
  '-last_order',
  'last_order',
  '-total_spent',
  'total_spent',
  '-orders',
  'orders',
  'name',
  '-name',
  '-created',
  'created',
] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const DEFAULT_CUSTOMER_SORT: CustomerSort = '-last_order';

export const CustomerListQuerySchema = ListQuerySchema.extend({
  sort: z.enum(CUSTOMER_SORTS, { error: 'Choose a sort from the list' }).default(DEFAULT_CUSTOMER_SORT),
  /** 'yes': at least one order; 'no': none yet. */
  hasOrders: z.enum(['yes', 'no'], { error: 'Choose yes or no' }).optional(),
  tag: z.string().trim().max(40, 'Tag must be at most 40 characters').optional(),
  /** Keyset paging: the page after / before the row of a cursor from an answer's `next` / `prev` (then `page` is not used). */
  ...CursorQuerySchema.shape,
});
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;

/** The same filters without paging (CSV export). */
export const CustomerExportQuerySchema = CustomerListQuerySchema.omit({ page: true, limit: true, after: true, before: true });
export type CustomerExportQuery = z.infer<typeof CustomerExportQuerySchema>;

export const MAX_TAGS = 20;

/**
 * Tags arrive as a list (JSON) or as one comma-separated field (an HTML form): both become a trimmed, de-duplicated
 * list. A missing or empty field (Astro's form actions hand an empty one over as null) is no tags.
 */
const tags = z.preprocess(
  (value) => (value === undefined || value === null ? [] : typeof value === 'string' ? value.split(',') : value),
  z
    .array(z.string().trim().max(40, 'Each tag must be at most 40 characters'), { error: 'Tags must be a list' })
    .transform((list) => [...new Set(list.filter(Boolean))])
    .refine((list) => list.length <= MAX_TAGS, `Use at most ${MAX_TAGS} tags`),
);

export const CustomerUpdateSchema = z.object({
  name: z
    .string({ error: 'Enter the customer’s name' })
    .trim()
    .min(1, 'Enter the customer’s name')
    .max(100, 'Name must be at most 100 characters'),
  phone: bdPhone('Enter a phone number'),
  email: optionalEmail,
  notes: textOrEmpty(z.string().max(2000, 'Notes must be at most 2,000 characters')),
  tags,
  /** The version the form was loaded at; a customer changed since is refused (409 STALE_VERSION). */
  version: z.number().int().min(1).max(2_147_483_647).optional(),
});
export type CustomerUpdate = z.infer<typeof CustomerUpdateSchema>;

/** PATCH accepts any subset of the fields. */
export const CustomerPatchSchema = CustomerUpdateSchema.partial();
export type CustomerPatch = z.infer<typeof CustomerPatchSchema>;

/** A customer in the list, with figures from their orders. */
export const CustomerListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  tags: z.array(z.string()),
  district: z.string().nullable(),
  ordersCount: z.number(),
  /** Poisha; cancelled and returned orders are not counted. */
  totalSpent: z.number(),
  lastOrderAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerListItem = z.infer<typeof CustomerListItemSchema>;
/** GET /admin/customers: a page, the total (past COUNT_CAP when filtered: "more than 10,000"), and the cursors around it. */
export const CustomerListSchema = listAnswerSchema(CustomerListItemSchema).extend(PageCursorsSchema.shape);

export const CustomerAddressSchema = AddressSchema;
export type CustomerAddress = z.infer<typeof CustomerAddressSchema>;

/** The most addresses one customer keeps. */
export const MAX_ADDRESSES = 10;

const addressText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/**
 * PUT /admin/customers/:id/addresses (issue 24 item 6): one address added (no `index`) or put in place of the one at
 * `index` (0 is the default). The district is one of the 64 and the area one of its list (contract/places.ts).
 */
export const CustomerAddressInputSchema = withPlaceCheck(
  z.object({
    index: z
      .number({ error: 'Not an address of this customer' })
      .int()
      .min(0)
      .max(MAX_ADDRESSES - 1)
      .optional(),
    name: addressText(100, 'Name').min(1, 'Enter the name on the parcel'),
    phone: bdPhone('Enter a phone number'),
    line1: addressText(200, 'Address').min(1, 'Enter the address'),
    line2: textOrEmpty(addressText(200, 'Landmark')),
    district: z.string({ error: 'Choose the district' }).trim().min(1, 'Choose the district'),
    area: textOrEmpty(addressText(80, 'Area')),
    postcode: textOrEmpty(
      z
        .string()
        .trim()
        .regex(/^(\d{4})?$/, 'Postcode is 4 digits, like 1205'),
    ),
    /** The customer's version the form was loaded at; a customer changed since is refused (409 STALE_VERSION). */
    version: z.number().int().min(1).max(2_147_483_647).optional(),
  }),
);
export type CustomerAddressInput = z.infer<typeof CustomerAddressInputSchema>;

export const CustomerDetailSchema = CustomerListItemSchema.extend({
  addresses: z.array(CustomerAddressSchema),
  notes: z.string(),
  /** Poisha: total spent / orders counted toward it; 0 without orders. */
  averageOrder: z.number(),
  /** Orders counted toward total spent (not cancelled or returned). */
  countedOrders: z.number(),
  firstOrderAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Raised by every save; send it back with an update. */
  version: z.number(),
});
export type CustomerDetail = z.infer<typeof CustomerDetailSchema>;

export const CustomerOrderSchema = z.object({
  id: z.string(),
  number: z.number(),
  placedAt: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string(),
  itemsCount: z.number(),
  total: z.number(),
});
export type CustomerOrder = z.infer<typeof CustomerOrderSchema>;
export const CustomerOrderListSchema = listAnswerSchema(CustomerOrderSchema);

/** GET /admin/customers/tags: every tag in use, sorted. */
export const CustomerTagsSchema = z.array(z.string());
