/** Store API: the active shop's themes (/admin/themes) and the storefront preview's data (/admin/storefront/preview). */
import { ThemeCollectionsSchema, ThemeStateSchema, type ThemeDraftSave } from '../../../contract/themes.ts';
import { StorefrontSchema, type StorefrontUnsavedTheme } from '../../../contract/storefront.ts';
import { api } from './config.ts';

const THEMES = '/admin/themes';

export const themesApi = {
  state: (token: string) => api(token).get(ThemeStateSchema, THEMES),
  collections: (token: string) => api(token).get(ThemeCollectionsSchema, `${THEMES}/collections`),
  saveDraft: (token: string, body: ThemeDraftSave) => api(token).put(ThemeStateSchema, `${THEMES}/draft`, body),
  discardDraft: (token: string, version: number) => api(token).delete(ThemeStateSchema, `${THEMES}/draft?version=${version}`),
  publish: (token: string, version: number) => api(token).post(ThemeStateSchema, `${THEMES}/publish`, { version }),
  rollback: (token: string, version: number) => api(token).post(ThemeStateSchema, `${THEMES}/rollback`, { version }),
};

/** A storefront page: `home`, `collections/<handle>`, `products/<handle>`, `pages/<handle>`, `blog`, `blog/<handle>`. */
export const storefrontApi = {
  view: (token: string, path: string, theme: 'published' | 'draft', entry: 'published' | 'draft' = 'published') =>
    api(token).get(StorefrontSchema, `/admin/storefront/preview/${path}`, {
      ...(theme === 'draft' ? { theme } : {}),
      ...(entry === 'draft' ? { entry } : {}),
    }),
  /** The home page with theme settings not saved yet (the customiser's live preview; nothing is stored). */
  unsaved: (token: string, body: StorefrontUnsavedTheme) => api(token).post(StorefrontSchema, '/admin/storefront/preview/home', body),
};
