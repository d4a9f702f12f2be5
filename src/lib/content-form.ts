/**
 * The page and blog post editor (/store/pages/…, /store/blog/…) as the seller types it: the publish time in Dhaka
 * time, tags as comma-separated text. `contentDraftFromForm` reads a post back (kept on errors), `contentBody`
 * turns a draft and the button pressed into the Store API's body, `contentDraft` turns a saved record into a draft.
 */
import type { BlogPost, CommentPolicy, ContentKind, ContentStatus, Page } from '../../contract/content.ts';
import type { ImageSizes } from '../../contract/product.ts';
import { richTextFromForm } from '../../contract/rich-text-plain.ts';
import { dhakaToIso, isoToDhaka } from './promo-form.ts';
import { m } from '../paraglide/messages.js';

export type ContentDraft = {
  title: string;
  bodyHtml: string;
  excerpt: string;
  handle: string;
  image: ImageSizes | null;
  imageFileId: string;
  imageAlt: string;
  seoTitle: string;
  seoDescription: string;
  status: ContentStatus;
  /** datetime-local text, Dhaka time. */
  publishAt: string;
  tags: string;
  comments: CommentPolicy;
  version: string;
};

/** The buttons of the editor: what the seller wants the entry to be after saving. */
export const CONTENT_INTENTS = { draft: 'draft', publish: 'published', schedule: 'scheduled' } as const;
export type ContentIntent = keyof typeof CONTENT_INTENTS;
export const isContentIntent = (value: string): value is ContentIntent => value in CONTENT_INTENTS;

export const emptyContentDraft = (): ContentDraft => ({
  title: '',
  bodyHtml: '',
  excerpt: '',
  handle: '',
  image: null,
  imageFileId: '',
  imageAlt: '',
  seoTitle: '',
  seoDescription: '',
  status: 'draft',
  publishAt: '',
  tags: '',
  comments: 'closed',
  version: '',
});

export const contentDraft = (record: Page | BlogPost): ContentDraft => ({
  title: record.title,
  bodyHtml: record.bodyHtml,
  excerpt: record.excerpt,
  handle: record.handle,
  image: record.image,
  imageFileId: record.imageFileId ?? '',
  imageAlt: record.imageAlt,
  seoTitle: record.seoTitle,
  seoDescription: record.seoDescription,
  status: record.status,
  publishAt: record.publishAt ? isoToDhaka(record.publishAt.toISOString()) : '',
  tags: 'tags' in record ? record.tags.join(', ') : '',
  comments: 'comments' in record ? record.comments : 'closed',
  version: String(record.version),
});

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const parseImage = (json: string): ImageSizes | null => {
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as ImageSizes) : null;
  } catch {
    return null;
  }
};

/** The draft of a posted editor form (every field as typed). */
export function contentDraftFromForm(form: FormData): ContentDraft {
  const status = text(form, 'status');
  const comments = text(form, 'comments');
  return {
    title: text(form, 'title'),
    bodyHtml: richTextFromForm(form, 'bodyHtml'),
    excerpt: text(form, 'excerpt'),
    handle: text(form, 'handle').trim(),
    image: parseImage(text(form, 'image')),
    imageFileId: text(form, 'imageFileId'),
    imageAlt: text(form, 'imageAlt'),
    seoTitle: text(form, 'seoTitle'),
    seoDescription: text(form, 'seoDescription'),
    status: status === 'published' || status === 'scheduled' ? status : 'draft',
    publishAt: text(form, 'publishAt'),
    tags: text(form, 'tags'),
    comments: comments === 'open' || comments === 'moderated' ? comments : 'closed',
    version: text(form, 'version'),
  };
}

export type ContentBodyResult = { ok: true; body: Record<string, unknown> } | { ok: false; fields: Record<string, string> };

/** The Store API body of `draft` saved with the button `intent`; a publish time that is not a date is a field error. */
export function contentBody(kind: ContentKind, draft: ContentDraft, intent: ContentIntent): ContentBodyResult {
  const status = CONTENT_INTENTS[intent];
  const publishAt = status === 'scheduled' ? dhakaToIso(draft.publishAt) : null;
  if (publishAt === undefined) return { ok: false, fields: { publishAt: m.content_valid_datetime() } };
  const version = Number(draft.version);
  return {
    ok: true,
    body: {
      title: draft.title,
      bodyHtml: draft.bodyHtml,
      excerpt: draft.excerpt,
      handle: draft.handle,
      imageFileId: draft.image ? draft.imageFileId || null : null,
      imageAlt: draft.imageAlt,
      seoTitle: draft.seoTitle,
      seoDescription: draft.seoDescription,
      status,
      publishAt,
      ...(kind === 'post' ? { tags: draft.tags, comments: draft.comments } : {}),
      ...(Number.isInteger(version) && version > 0 ? { version } : {}),
    },
  };
}

/**
 * Where the seller reads a page or post in the storefront preview: as saved, whatever its status (`entry=draft`),
 * so a draft or a scheduled post can be looked at before it goes live.
 */
export const contentPreviewHref = (kind: ContentKind, handle: string): string =>
  `/store/preview/${kind === 'page' ? 'pages' : 'blog'}/${encodeURIComponent(handle)}?entry=draft`;

/** The editor and list addresses of each kind. */
export const CONTENT_PATHS = {
  page: { list: '/store/pages', create: '/store/pages/create', update: (id: string) => `/store/pages/update/${encodeURIComponent(id)}` },
  post: { list: '/store/blog', create: '/store/blog/create', update: (id: string) => `/store/blog/update/${encodeURIComponent(id)}` },
} as const;
