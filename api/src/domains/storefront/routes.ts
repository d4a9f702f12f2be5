/**
 * /admin/storefront/preview/* (any member of the shop; the draft theme needs `themes`): the active shop's storefront as
 * the preview draws it. GET /preview/home, /collections/:handle, /products/:handle, /pages/:handle, /blog, /blog/:handle,
 * each with ?theme=draft for the saved draft (POST /preview/home: settings not saved yet, `themes` only), and pages and posts with ?entry=draft before they are live. It shows only what the public store shows (published content),
 * which is why any member may read it; the unpublished draft theme stays with those who may edit themes.
 */
import type { Context } from 'hono';
import { hasPermission } from '../../platform/session.ts';
import { shopRoutes, type ShopEnv } from '../../platform/shop-routes.ts';
import { forbidden } from '../../platform/errors.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import { StorefrontQuerySchema, StorefrontUnsavedThemeSchema } from '../../../../contract/storefront.ts';
import { storefront, type StorefrontRequest } from './storefront.ts';

export const storefrontRoutes = shopRoutes({ permission: 'member' });

const answer = async (c: Context<ShopEnv>, request: StorefrontRequest) => {
  const { theme } = query(c, StorefrontQuerySchema);
  if (theme === 'draft' && !hasPermission(c.var.membership, 'themes')) throw forbidden('You need the "themes" permission for this.');
  return c.json(await storefront(c.var.shop, request, theme));
};

/** A page or post; `?entry=draft` also shows it before it is live, to staff with the key that edits it. */
const entry = (c: Context<ShopEnv>, kind: 'page' | 'post') => {
  const unpublished = query(c, StorefrontQuerySchema).entry === 'draft';
  const key = kind === 'page' ? 'pages' : 'blogs';
  if (unpublished && !hasPermission(c.var.membership, key)) throw forbidden(`You need the "${key}" permission for this.`);
  return answer(c, { kind, handle: c.req.param('handle') ?? '', unpublished });
};

storefrontRoutes.get('/preview/home', (c) => answer(c, { kind: 'home' }));
/** The home page with theme settings not saved yet (the customiser's live preview): `themes` only, nothing stored. */
storefrontRoutes.post('/preview/home', async (c) => {
  if (!hasPermission(c.var.membership, 'themes')) throw forbidden('You need the "themes" permission for this.');
  const unsaved = await jsonBody(c, StorefrontUnsavedThemeSchema);
  return c.json(await storefront(c.var.shop, { kind: 'home' }, unsaved));
});
storefrontRoutes.get('/preview/collections/:handle', (c) => answer(c, { kind: 'collection', handle: c.req.param('handle') }));
storefrontRoutes.get('/preview/products/:handle', (c) => answer(c, { kind: 'product', handle: c.req.param('handle') }));
storefrontRoutes.get('/preview/pages/:handle', (c) => entry(c, 'page'));
storefrontRoutes.get('/preview/blog', (c) => answer(c, { kind: 'blog' }));
storefrontRoutes.get('/preview/blog/:handle', (c) => entry(c, 'post'));
