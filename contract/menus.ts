/**
 * Menus of the storefront (/admin/menus, key `navigations`): a menu has a name, a handle and a tree of items,
 * each with a label and exactly one target (home, a collection, a product, a page, a blog post, the blog or a
 * web address), nested up to MAX_MENU_DEPTH levels. The tree is saved whole, in the order it is sent.
 * The flat-row helpers below are the no-JavaScript form's and the menu builder's shared moves.
 */
import { handleFromText } from './transliterate.ts';
import { z } from 'zod';
import { MAX_MENU_DEPTH } from './menu-rows.ts';

export { allowedMoves, MAX_MENU_DEPTH, moveMenuRow, subtreeEnd, type MenuMove } from './menu-rows.ts';

export const MAX_MENU_ITEMS = 200;

export const MENU_TARGET_TYPES = ['home', 'collection', 'product', 'page', 'post', 'blog', 'url'] as const;
export type MenuTargetType = (typeof MENU_TARGET_TYPES)[number];
export const MENU_TARGET_LABELS: Record<MenuTargetType, string> = {
  home: 'Home page',
  collection: 'Collection',
  product: 'Product',
  page: 'Page',
  post: 'Blog post',
  blog: 'The blog',
  url: 'Web address',
};
/** Targets that name one record of the shop by id. */
export const RECORD_TARGETS = ['collection', 'product', 'page', 'post'] as const;
export type RecordTargetType = (typeof RECORD_TARGETS)[number];
export const isRecordTarget = (type: string): type is RecordTargetType => (RECORD_TARGETS as readonly string[]).includes(type);

const id = z.string().trim().min(1, { error: 'Choose what this item links to' }).max(100);
/**
 * A web address: http(s), a path on the store, mailto: or tel:. A path may not start with `//` or `/\`:
 * browsers read those as another site's address ("protocol-relative").
 */
const WEB_ADDRESS = /^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*|mailto:[^\s]+|tel:\+?[\d\s-]+)$/i;

export const MenuTargetSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('home') }),
  z.object({ type: z.literal('blog') }),
  z.object({ type: z.literal('collection'), id }),
  z.object({ type: z.literal('product'), id }),
  z.object({ type: z.literal('page'), id }),
  z.object({ type: z.literal('post'), id }),
  z.object({
    type: z.literal('url'),
    url: z
      .string()
      .trim()
      .max(2000)
      .regex(WEB_ADDRESS, { error: 'Enter a web address starting with https://, a path starting with /, mailto: or tel:' }),
  }),
]);
export type MenuTarget = z.infer<typeof MenuTargetSchema>;

export type MenuItemInput = { label: string; target: MenuTarget; children: MenuItemInput[] };
const LabelSchema = z.string().trim().min(1, { error: 'Enter a label' }).max(80, { error: 'Use at most 80 characters' });

// A recursive schema carries an id: the Store API's OpenAPI document names it once (components.schemas.MenuItemInput).
export const MenuItemInputSchema: z.ZodType<MenuItemInput> = z
  .lazy(() => z.object({ label: LabelSchema, target: MenuTargetSchema, children: z.array(MenuItemInputSchema).default([]) }))
  .meta({ id: 'MenuItemInput' }) as z.ZodType<MenuItemInput>;

/** Deepest level of a tree (1 for a flat list, 0 for none). */
export const treeDepth = (items: readonly { children: readonly unknown[] }[]): number =>
  items.reduce((deepest, item) => Math.max(deepest, 1 + treeDepth(item.children as { children: unknown[] }[])), 0);

/** Number of items in a tree, children included. */
export const treeSize = (items: readonly { children: readonly unknown[] }[]): number =>
  items.reduce((sum, item) => sum + 1 + treeSize(item.children as { children: unknown[] }[]), 0);

const ItemsSchema = z
  .array(MenuItemInputSchema)
  .max(MAX_MENU_ITEMS)
  .superRefine((items, ctx) => {
    if (treeDepth(items) > MAX_MENU_DEPTH) ctx.addIssue({ code: 'custom', message: `Menus nest at most ${MAX_MENU_DEPTH} levels deep` });
    if (treeSize(items) > MAX_MENU_ITEMS) ctx.addIssue({ code: 'custom', message: `A menu holds at most ${MAX_MENU_ITEMS} items` });
  });

const HandleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, { error: 'Enter a handle' })
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Use lowercase letters, digits and single hyphens' });
const NameSchema = z.string().trim().min(1, { error: 'Enter a name' }).max(60, { error: 'Use at most 60 characters' });

export const MenuCreateSchema = z.object({ name: NameSchema, handle: HandleSchema.optional(), items: ItemsSchema.default([]) });
export type MenuCreate = z.input<typeof MenuCreateSchema>;
/** The whole menu: name, handle and every item in the order to show. */
export const MenuUpdateSchema = z.object({
  name: NameSchema,
  handle: HandleSchema,
  items: ItemsSchema,
  version: z.number().int().positive().optional(),
});
export type MenuUpdate = z.input<typeof MenuUpdateSchema>;

export type MenuItem = {
  label: string;
  target: MenuTarget;
  /** Title of the collection, product, page or post linked to; null for the others or a deleted one. */
  targetTitle: string | null;
  /** Handle of that record (for its storefront address); null for the others or a deleted one. */
  targetHandle: string | null;
  /** The target was deleted (or is not the shop's): kept and flagged so the seller can fix it. */
  broken: boolean;
  children: MenuItem[];
};
export const MenuItemSchema: z.ZodType<MenuItem> = z
  .lazy(() =>
    z.object({
      label: z.string(),
      target: MenuTargetSchema,
      targetTitle: z.string().nullable(),
      targetHandle: z.string().nullable(),
      broken: z.boolean(),
      children: z.array(MenuItemSchema),
    }),
  )
  .meta({ id: 'MenuItem' }) as z.ZodType<MenuItem>;

export const MenuSchema = z.object({
  id: z.string(),
  name: z.string(),
  handle: z.string(),
  /** Main menu and Footer: every shop has them; they cannot be deleted. */
  isDefault: z.boolean(),
  items: z.array(MenuItemSchema),
  brokenCount: z.number().int(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type Menu = z.infer<typeof MenuSchema>;
export const MenuListSchema = z.object({ response: z.array(MenuSchema), count: z.number().int() });

/** GET /admin/menus/targets?q&type: records an item can link to. */
export const MenuTargetQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  type: z.enum(RECORD_TARGETS).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const MenuTargetOptionSchema = z.object({ type: z.enum(RECORD_TARGETS), id: z.string(), title: z.string(), handle: z.string() });
export type MenuTargetOption = z.infer<typeof MenuTargetOptionSchema>;
export const MenuTargetOptionsSchema = z.object({ response: z.array(MenuTargetOptionSchema) });

export const DEFAULT_MENUS = [
  { handle: 'main-menu', name: 'Main menu' },
  { handle: 'footer', name: 'Footer' },
] as const;

/** A handle from a name: "Main menu" → "main-menu". */
export const handleFrom = (text: string): string => handleFromText(text, 60) || 'menu';

// ---- Flat rows: the tree as a list with depths (0-based), the shape forms and the builder edit. ----

export type MenuRow = { label: string; target: MenuTarget; depth: number; targetTitle?: string | null; broken?: boolean };

/** The tree as rows in reading order. */
export function flattenMenu(items: readonly (MenuItemInput | MenuItem)[], depth = 0): MenuRow[] {
  return items.flatMap((item) => [
    { label: item.label, target: item.target, depth, ...('broken' in item ? { targetTitle: item.targetTitle, broken: item.broken } : {}) },
    ...flattenMenu(item.children, depth + 1),
  ]);
}

/** Rows back into a tree; a row deeper than its predecessor allows is lifted to the nearest level that fits. */
export function buildMenuTree(rows: readonly MenuRow[]): MenuItemInput[] {
  const root: MenuItemInput[] = [];
  const stack: MenuItemInput[][] = [root];
  for (const row of rows) {
    const depth = Math.max(0, Math.min(row.depth, stack.length - 1, MAX_MENU_DEPTH - 1));
    stack.length = depth + 1;
    const item: MenuItemInput = { label: row.label, target: row.target, children: [] };
    stack[depth]!.push(item);
    stack.push(item.children);
  }
  return root;
}

/** Where a target leads on the storefront (the preview's paths); `base` is the storefront root. */
export function targetPath(target: MenuTarget, handle: string | null, base = ''): string | null {
  switch (target.type) {
    case 'home':
      return base || '/';
    case 'blog':
      return `${base}/blog`;
    case 'url':
      return target.url;
    case 'collection':
      return handle ? `${base}/collections/${handle}` : null;
    case 'product':
      return handle ? `${base}/products/${handle}` : null;
    case 'page':
      return handle ? `${base}/pages/${handle}` : null;
    case 'post':
      return handle ? `${base}/blog/${handle}` : null;
  }
}
