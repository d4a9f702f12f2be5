/**
 * The storefront as the preview draws it (GET /admin/storefront/…): one answer per storefront page with the shop,
 * the theme (published or the draft), both menus with their links resolved, the SEO tags and the page's own
 * content. Links are storefront paths (`/collections/sarees`); the dashboard's preview puts them under
 * /store/preview. Every HTML field has passed the sanitiser in the Store API; the preview runs it again.
 */
import { z } from 'zod';
import { ImageSizesSchema } from './product.ts';
import { SectionSchema, ThemeIdSchema, ThemeSettingsSchema } from './themes.ts';

export type StorefrontLink = { label: string; href: string | null; broken: boolean; children: StorefrontLink[] };
export const StorefrontLinkSchema: z.ZodType<StorefrontLink> = z
  .lazy(() => z.object({ label: z.string(), href: z.string().nullable(), broken: z.boolean(), children: z.array(StorefrontLinkSchema) }))
  .meta({ id: 'StorefrontLink' }) as z.ZodType<StorefrontLink>; // named once in the OpenAPI document

export const StorefrontProductSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  priceMin: z.number().int(),
  priceMax: z.number().int(),
  image: ImageSizesSchema.nullable(),
});
export type StorefrontProduct = z.infer<typeof StorefrontProductSchema>;

export const StorefrontPostCardSchema = z.object({
  title: z.string(),
  handle: z.string(),
  excerpt: z.string(),
  publishedAt: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type StorefrontPostCard = z.infer<typeof StorefrontPostCardSchema>;

const CollectionCardSchema = z.object({ title: z.string(), handle: z.string() });

export const StorefrontSectionSchema = z.discriminatedUnion('type', [
  SectionSchema.options[0],
  z.object({
    type: z.literal('featured_collection'),
    heading: z.string(),
    collection: CollectionCardSchema.nullable(),
    products: z.array(StorefrontProductSchema),
  }),
  z.object({ type: z.literal('product_grid'), heading: z.string(), products: z.array(StorefrontProductSchema) }),
  z.object({ type: z.literal('latest_posts'), heading: z.string(), posts: z.array(StorefrontPostCardSchema) }),
  z.object({ type: z.literal('rich_text'), heading: z.string(), html: z.string() }),
]);
export type StorefrontSection = z.infer<typeof StorefrontSectionSchema>;

export const StorefrontViewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('home'), sections: z.array(StorefrontSectionSchema) }),
  z.object({
    kind: z.literal('collection'),
    collection: z.object({ title: z.string(), handle: z.string(), descriptionHtml: z.string(), image: ImageSizesSchema.nullable() }),
    products: z.array(StorefrontProductSchema),
  }),
  z.object({
    kind: z.literal('product'),
    product: StorefrontProductSchema.extend({
      /** False for a draft or archived product: shoppers cannot open it. */
      published: z.boolean(),
      descriptionHtml: z.string(),
      compareAtPrice: z.number().int().nullable(),
      images: z.array(z.object({ sizes: ImageSizesSchema, alt: z.string() })),
      variants: z.array(z.object({ title: z.string(), price: z.number().int() })),
    }),
  }),
  z.object({ kind: z.literal('page'), page: z.object({ title: z.string(), handle: z.string(), html: z.string() }) }),
  z.object({ kind: z.literal('blog'), posts: z.array(StorefrontPostCardSchema) }),
  z.object({
    kind: z.literal('post'),
    post: StorefrontPostCardSchema.extend({ html: z.string(), author: z.string().nullable(), tags: z.array(z.string()) }),
  }),
]);
export type StorefrontView = z.infer<typeof StorefrontViewSchema>;

export const StorefrontSchema = z.object({
  shop: z.object({ name: z.string(), handle: z.string(), logoUrl: z.string().nullable(), faviconUrl: z.string().nullable() }),
  theme: z.object({ id: ThemeIdSchema, settings: ThemeSettingsSchema, draft: z.boolean() }),
  menus: z.object({ main: z.array(StorefrontLinkSchema), footer: z.array(StorefrontLinkSchema) }),
  seo: z.object({ title: z.string(), description: z.string(), imageUrl: z.string().nullable(), siteName: z.string() }),
  view: StorefrontViewSchema,
});
export type Storefront = z.infer<typeof StorefrontSchema>;

/** ?theme=draft draws the saved draft instead of the published theme. */
export const StorefrontQuerySchema = z.object({
  theme: z.enum(['published', 'draft']).default('published'),
  /** `draft`: a page or post that is not live yet (a draft or a future schedule), for staff who may edit it. */
  entry: z.enum(['published', 'draft']).default('published'),
});

/**
 * POST /admin/storefront/preview/home (key `themes`): the home page drawn with settings that are not saved yet — the
 * customiser's live preview while the seller edits. Nothing is stored.
 */
export const StorefrontUnsavedThemeSchema = z.object({ themeId: ThemeIdSchema, settings: ThemeSettingsSchema });
export type StorefrontUnsavedTheme = z.infer<typeof StorefrontUnsavedThemeSchema>;

/**
 * Placeholder words themes shipped as rich text before their defaults left it empty: a draft saved then still holds
 * them, and they say nothing to a shopper (issue 25 item 7).
 */
const PLACEHOLDER_TEXTS = new Set(['tell shoppers who you are.']);

const wordsOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether a home section has something to show a shopper: a hero with words or a picture, rich text with words
 * that are not a theme's placeholder, a product or collection section with products, a blog section with posts.
 * The live store leaves out the others; the customiser and the draft preview flag them instead.
 */
export function sectionHasContent(section: StorefrontSection): boolean {
  switch (section.type) {
    case 'hero':
      return [section.heading, section.text, section.imageUrl].some((v) => v.trim() !== '');
    case 'rich_text': {
      const words = wordsOf(section.html);
      return words !== '' && !PLACEHOLDER_TEXTS.has(words.toLowerCase());
    }
    case 'featured_collection':
    case 'product_grid':
      return section.products.length > 0;
    case 'latest_posts':
      return section.posts.length > 0;
  }
}
