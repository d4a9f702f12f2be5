/** Helpers of the storefront preview: store paths into preview addresses, and the image size a card shows. */
import type { ImageSet } from './images.ts';
import { PLACEHOLDER_IMAGE } from './images.ts';

export const PREVIEW_ROOT = '/store/preview';

/**
 * A storefront path (`/collections/sarees`, `/`) as its address in the preview (`/store/preview/collections/sarees`),
 * keeping `?theme=draft`; other addresses (https:, mailto:) are left as they are.
 */
export function previewHref(href: string | null, draft: boolean): string | null {
  if (href === null) return null;
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [path = '', hash] = href.split('#');
  const base = path === '/' ? PREVIEW_ROOT : `${PREVIEW_ROOT}${path}`;
  return `${base}${draft ? (base.includes('?') ? '&' : '?') + 'theme=draft' : ''}${hash ? `#${hash}` : ''}`;
}

/** An external address opens in a new tab (the preview tab stays the preview). */
export const isExternal = (href: string) => !href.startsWith('/');

/** A medium-sized image of a set, else any, else the placeholder. */
export function cardImage(image: ImageSet | null | undefined): string {
  if (!image) return PLACEHOLDER_IMAGE;
  return image.medium ?? image.small ?? image.large ?? image.original ?? image.thumbnail ?? PLACEHOLDER_IMAGE;
}

/** `theme=draft` of the preview's address. */
export const wantsDraft = (url: URL): boolean => url.searchParams.get('theme') === 'draft';

/** `entry=draft` of the preview's address: a page or post as saved, before it is live. */
export const wantsDraftEntry = (url: URL): boolean => url.searchParams.get('entry') === 'draft';
