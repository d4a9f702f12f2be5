/**
 * Store content (issue 13): the shop's pages (/admin/pages, key `pages`) and blog posts (/admin/blog-posts, key
 * `blogs`, plan feature `blog`), and the published-only reads of the storefront preview (/admin/storefront/…).
 * A post is a page with tags, an author and a comment policy. Status: draft, scheduled (goes live at `publishAt`
 * by itself) or published.
 */
import { handleFromText } from './transliterate.ts';
import { z } from 'zod';
import { ListQuerySchema, listAnswerSchema, TimestampSchema } from './list.ts';
import { HandleSchema, ImageSizesSchema } from './product.ts';

export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };

export const COMMENT_POLICIES = ['closed', 'moderated', 'open'] as const;
export type CommentPolicy = (typeof COMMENT_POLICIES)[number];
export const COMMENT_POLICY_LABELS: Record<CommentPolicy, string> = {
  closed: 'Closed: no comments',
  moderated: 'Moderated: shown after you approve them',
  open: 'Open: shown at once',
};

/** Search engines show about 70 characters of a title and 160 of a description (anchors §7.1). */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;
export const EXCERPT_MAX = 500;
export const MAX_TAGS = 20;

/** The kinds of content; `page` lives at /pages/<handle>, `post` at /blog/<handle> on the storefront. */
export type ContentKind = 'page' | 'post';

/** The storefront address of a page or post with `handle` (the redirects of handle changes use it). */
export const contentPath = (kind: ContentKind, handle: string): string => (kind === 'page' ? `/pages/${handle}` : `/blog/${handle}`);

/**
 * The URL handle a title suggests: 'Delivery & returns' → 'delivery-returns', 'ঈদের নতুন জামদানি' →
 * 'eider-notun-jamdani' (Bengali transliterated; lower-case ASCII, single dashes).
 */
export const handleFromTitle = (title: string): string => handleFromText(title, 90);

/** Tags as typed ("eid, new  arrivals, Eid") → trimmed, without repeats (compared without case), at most 40 characters each. */
export const parseTags = (value: unknown): unknown => {
  const list = typeof value === 'string' ? value.split(',') : value;
  if (!Array.isArray(list)) return list;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') return list;
    const tag = item.trim().replace(/\s+/g, ' ');
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
};

const ContentFieldsSchema = z.object({
  title: z.string({ error: 'Enter a title' }).trim().min(1, 'Enter a title').max(255, 'The title has at most 255 characters'),
  /** Rich text; the Store API sanitises it before storing. */
  bodyHtml: z.string().max(200_000, 'The content is too long').default(''),
  excerpt: z.string().trim().max(EXCERPT_MAX, `The excerpt has at most ${EXCERPT_MAX} characters`).default(''),
  /** Empty: made from the title (and made unique in the shop). */
  handle: z.union([z.literal(''), HandleSchema]).default(''),
  /** A library image: its sizes are read from the file (an image of another shop is a 400 on `image`). */
  imageFileId: z.string().max(100).nullable().default(null),
  imageAlt: z.string().trim().max(255, 'Alt text has at most 255 characters').default(''),
  seoTitle: z.string().trim().max(SEO_TITLE_MAX, `The SEO title has at most ${SEO_TITLE_MAX} characters`).default(''),
  seoDescription: z
    .string()
    .trim()
    .max(SEO_DESCRIPTION_MAX, `The SEO description has at most ${SEO_DESCRIPTION_MAX} characters`)
    .default(''),
  status: z.enum(CONTENT_STATUSES, { error: 'Choose draft, scheduled or published' }).default('draft'),
  /** Scheduled: when it goes live (must be in the future). Ignored for drafts; published keeps its first date. */
  publishAt: z.coerce.date({ error: 'Enter a valid date and time' }).nullable().default(null),
  /** On update: the version the form was loaded at (stale → 409 STALE_VERSION). */
  version: z.number().int().min(1).max(2_147_483_647).optional(),
});

const checkSchedule = (f: { status: ContentStatus; publishAt: Date | null }, ctx: z.RefinementCtx) => {
  if (f.status === 'scheduled' && !f.publishAt) ctx.addIssue({ code: 'custom', path: ['publishAt'], message: 'Choose when it goes live' });
};

/** POST /admin/pages and PUT /admin/pages/:id. */
export const PageInputSchema = ContentFieldsSchema.superRefine(checkSchedule);
export type PageInput = z.input<typeof PageInputSchema>;
export type PageData = z.output<typeof PageInputSchema>;

/** POST /admin/blog-posts and PUT /admin/blog-posts/:id. */
export const BlogPostInputSchema = ContentFieldsSchema.extend({
  tags: z.preprocess(
    parseTags,
    z.array(z.string().max(40, 'A tag has at most 40 characters')).max(MAX_TAGS, `At most ${MAX_TAGS} tags`).default([]),
  ),
  comments: z.enum(COMMENT_POLICIES, { error: 'Choose closed, moderated or open' }).default('closed'),
}).superRefine(checkSchedule);
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;
export type BlogPostData = z.output<typeof BlogPostInputSchema>;

export const CONTENT_SORTS = ['newest', 'oldest', 'title', 'publish'] as const;

export const PageListQuerySchema = ListQuerySchema.extend({
  status: z.enum(CONTENT_STATUSES, { error: 'Unknown status' }).optional().catch(undefined),
  sort: z.enum(CONTENT_SORTS).default('newest').catch('newest'),
});
export type PageListQuery = z.infer<typeof PageListQuerySchema>;

export const BlogPostListQuerySchema = PageListQuerySchema.extend({
  tag: z.string().trim().max(40).optional(),
});
export type BlogPostListQuery = z.infer<typeof BlogPostListQuerySchema>;

const answerFields = {
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  status: z.enum(CONTENT_STATUSES),
  /** Published: when it went live; scheduled: when it will. */
  publishAt: TimestampSchema.nullable(),
  updatedAt: TimestampSchema,
};

/** GET /admin/pages/:id (and the answer of create and update). */
export const PageSchema = z.object({
  ...answerFields,
  bodyHtml: z.string(),
  excerpt: z.string(),
  image: ImageSizesSchema.nullable(),
  imageFileId: z.string().nullable(),
  imageAlt: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  version: z.number(),
  createdAt: TimestampSchema,
});
export type Page = z.output<typeof PageSchema>;

export const BlogPostSchema = PageSchema.extend({
  tags: z.array(z.string()),
  comments: z.enum(COMMENT_POLICIES),
  author: z.string(),
});
export type BlogPost = z.output<typeof BlogPostSchema>;

export const PageListItemSchema = z.object(answerFields);
export type PageListItem = z.output<typeof PageListItemSchema>;
export const PageListSchema = listAnswerSchema(PageListItemSchema);

export const BlogPostListItemSchema = z.object({ ...answerFields, tags: z.array(z.string()), author: z.string() });
export type BlogPostListItem = z.output<typeof BlogPostListItemSchema>;
export const BlogPostListSchema = listAnswerSchema(BlogPostListItemSchema);

/** Storefront reads: what a customer may see (published, or scheduled whose time has come). */
export const StorefrontListQuerySchema = ListQuerySchema.extend({ tag: z.string().trim().max(40).optional() });
export type StorefrontListQuery = z.infer<typeof StorefrontListQuerySchema>;

export const PublishedPageSchema = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  /** The storefront address: /pages/<handle> or /blog/<handle>. */
  path: z.string(),
  bodyHtml: z.string(),
  excerpt: z.string(),
  image: ImageSizesSchema.nullable(),
  imageAlt: z.string(),
  /** Falls back to the title / excerpt when the seller left it empty. */
  seoTitle: z.string(),
  seoDescription: z.string(),
  publishedAt: TimestampSchema,
});
export type PublishedPage = z.output<typeof PublishedPageSchema>;
export const PublishedPostSchema = PublishedPageSchema.extend({
  tags: z.array(z.string()),
  author: z.string(),
  comments: z.enum(COMMENT_POLICIES),
});
export type PublishedPost = z.output<typeof PublishedPostSchema>;
export const PublishedPageListSchema = listAnswerSchema(PublishedPageSchema.omit({ bodyHtml: true }));
export const PublishedPostListSchema = listAnswerSchema(PublishedPostSchema.omit({ bodyHtml: true }));

/** GET /admin/blog-posts/tags. */
export const BlogTagsSchema = z.object({ tags: z.array(z.string()) });
