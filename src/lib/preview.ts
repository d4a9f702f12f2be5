/**
 * Loads a storefront preview page for an Astro page: `?theme=draft` draws the draft for those who may edit themes
 * (others get the live theme), `?entry=draft` a page or post before it is live for those who may edit it; a page the
 * store does not have is the 404 page.
 */
import type { AstroGlobal } from 'astro';
import { ApiError } from './api/errors.ts';
import { storefrontApi } from './api/themes.ts';
import { canAccess, viewerOf } from './access.ts';
import { wantsDraft, wantsDraftEntry } from './storefront.ts';
import type { Storefront } from '../../contract/storefront.ts';

export async function loadPreview(Astro: AstroGlobal, path: string): Promise<Storefront | Response> {
  const viewer = viewerOf(Astro.locals);
  const draft = wantsDraft(Astro.url) && canAccess('/store/themes', viewer);
  // A page or post before it is live: for those who may edit it (the Store API checks the same key).
  const editor = path.startsWith('pages/') ? '/store/pages' : path.startsWith('blog/') ? '/store/blog' : null;
  const draftEntry = editor !== null && wantsDraftEntry(Astro.url) && canAccess(editor, viewer);
  try {
    return await storefrontApi.view(Astro.locals.token!, path, draft ? 'draft' : 'published', draftEntry ? 'draft' : 'published');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return Astro.rewrite('/404');
    throw error;
  }
}
