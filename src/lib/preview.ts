/**
 * Loads a storefront preview page for an Astro page: `?theme=draft` draws the draft for those who may edit themes
 * (others get the live theme), `?entry=draft` a page or post before it is live for those who may edit it; a page the
 * store does not have is the 404 page. The home page also takes a POST of the customiser's form: its settings, not
 * saved, drawn by the same templates (the customiser's live preview, with JavaScript or its "Preview changes" button).
 */
import type { AstroGlobal } from 'astro';
import { ApiError } from './api/errors.ts';
import { storefrontApi } from './api/themes.ts';
import { canAccess, viewerOf } from './access.ts';
import { wantsDraft, wantsDraftEntry } from './storefront.ts';
import { readThemeForm } from './theme-form.ts';
import { postedForm } from './forms.ts';
import { ThemeIdSchema } from '../../contract/themes.ts';
import type { Storefront } from '../../contract/storefront.ts';
import { m } from '../paraglide/messages.js';

export type Preview = { sf: Storefront; unsaved: boolean; notice?: string };

/** The customiser's posted form as settings to draw, or why they cannot be drawn yet. */
async function unsavedTheme(Astro: AstroGlobal) {
  const form = await postedForm(Astro.request);
  if (!form) return null;
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') values[name] = value;
  const read = readThemeForm({ ...values, op: 'save' });
  const themeId = ThemeIdSchema.safeParse(values.themeId);
  if (!read.ok || !themeId.success) return { notice: m.errors_preview_not_valid() };
  return { body: { themeId: themeId.data, settings: read.settings } };
}

export async function loadPreview(Astro: AstroGlobal, path: string): Promise<Preview | Response> {
  const viewer = viewerOf(Astro.locals);
  const mayTheme = canAccess('/store/themes', viewer);
  const draft = wantsDraft(Astro.url) && mayTheme;
  // A page or post before it is live: for those who may edit it (the Store API checks the same key).
  const editor = path.startsWith('pages/') ? '/store/pages' : path.startsWith('blog/') ? '/store/blog' : null;
  const draftEntry = editor !== null && wantsDraftEntry(Astro.url) && canAccess(editor, viewer);
  const token = Astro.locals.token!;
  try {
    const unsaved = path === 'home' && mayTheme ? await unsavedTheme(Astro) : null;
    if (unsaved?.body) return { sf: await storefrontApi.unsaved(token, unsaved.body), unsaved: true };
    const sf = await storefrontApi.view(token, path, draft || unsaved ? 'draft' : 'published', draftEntry ? 'draft' : 'published');
    return { sf, unsaved: false, ...(unsaved?.notice ? { notice: unsaved.notice } : {}) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return Astro.rewrite('/404');
    throw error;
  }
}
