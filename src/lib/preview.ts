/**
 * Loads a storefront preview page for an Astro page: `?theme=draft` draws the draft for those who may edit themes
 * (others get the live theme); a page the store does not have is the 404 page.
 */
import type { AstroGlobal } from 'astro';
import { ApiError } from './api/errors.ts';
import { storefrontApi } from './api/themes.ts';
import { canAccess, viewerOf } from './access.ts';
import { wantsDraft } from './storefront.ts';
import type { Storefront } from '../../contract/storefront.ts';

export async function loadPreview(Astro: AstroGlobal, path: string): Promise<Storefront | Response> {
  const draft = wantsDraft(Astro.url) && canAccess('/store/themes', viewerOf(Astro.locals));
  try {
    return await storefrontApi.view(Astro.locals.token!, path, draft ? 'draft' : 'published');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return Astro.rewrite('/404');
    throw error;
  }
}
