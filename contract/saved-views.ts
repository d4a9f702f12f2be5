/**
 * Saved views (/admin/saved-views, issue 27 item 2): a list's filters and sort (its query string without paging),
 * saved under a name by one member for the orders, products or customers list. A view is its owner's alone unless a
 * shop admin shares it with the whole shop. A member saves and sees views only of lists whose permission key they hold.
 */
import { z } from 'zod';
import type { PermissionKey } from './permissions.ts';
import { listAnswerSchema } from './list.ts';

export const SAVED_VIEW_KINDS = ['orders', 'products', 'customers'] as const;
export type SavedViewKind = (typeof SAVED_VIEW_KINDS)[number];

/** The permission key a list's views need: the key of the list itself. */
export const SAVED_VIEW_KEYS: Record<SavedViewKind, PermissionKey> = {
  orders: 'orders',
  products: 'products-and-collections',
  customers: 'customers',
};

export const SAVED_VIEW_NAME_MAX = 40;
/** How many views one member may keep per list. */
export const SAVED_VIEWS_PER_LIST = 20;
const QUERY_MAX = 2000;

/** Parameters that say where in the list one is (or are a form's or a download's), not what it shows: never part of a view. */
const PAGING = new Set(['page', 'after', 'before', 'cursor', 'limit', 'format', '_action']);

/** A list's query string without paging, sorted by name so the same filters read the same (`status=pending&q=x`). */
export function viewQuery(search: string | URLSearchParams): string {
  const params = new URLSearchParams(search);
  const kept = [...params.entries()].filter(([key, value]) => !PAGING.has(key) && value !== '');
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}

const NameSchema = z
  .string()
  .trim()
  .min(1, { error: 'Enter a name' })
  .max(SAVED_VIEW_NAME_MAX, { error: `Use at most ${SAVED_VIEW_NAME_MAX} characters` });

export const SavedViewKindSchema = z.enum(SAVED_VIEW_KINDS);

export const SavedViewCreateSchema = z.object({
  kind: SavedViewKindSchema,
  name: NameSchema,
  /** The list's query string; paging is dropped. */
  query: z.string().max(QUERY_MAX, { error: 'These filters are too long to save' }).transform(viewQuery),
});
export type SavedViewCreate = z.input<typeof SavedViewCreateSchema>;

export const SavedViewUpdateSchema = z.object({
  name: NameSchema.optional(),
  /** Shared with the whole shop (shop admins only). */
  shared: z.boolean().optional(),
  /** The version the view was loaded at: a stale one is refused (409 STALE_VERSION). */
  version: z.number().int().positive().optional(),
});
export type SavedViewUpdate = z.input<typeof SavedViewUpdateSchema>;

export const SavedViewListQuerySchema = z.object({ kind: SavedViewKindSchema.optional() });

export const SavedViewSchema = z.object({
  id: z.string(),
  kind: SavedViewKindSchema,
  name: z.string(),
  query: z.string(),
  shared: z.boolean(),
  /** The caller saved it. */
  mine: z.boolean(),
  /** The caller may rename and delete it: its owner, or a shop admin for a shared one. */
  editable: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof SavedViewSchema>;

export const SavedViewListSchema = listAnswerSchema(SavedViewSchema);

/** DELETE ?version: the version the view was loaded at (a stale one is refused, 409). */
export const SavedViewDeleteQuerySchema = z.object({ version: z.coerce.number().int().positive().optional() });
