/**
 * /admin/themes (key `themes`): GET the gallery with the live, previous and draft themes; PUT /draft saves the
 * draft being customised; DELETE /draft throws it away; POST /publish puts it live; POST /rollback goes back to
 * the version live before. Every write names the version it saw (409 when stale). A paid theme needs `buy_theme`.
 */
import { shopRoutes } from '../../platform/shop-routes.ts';
import { jsonBody } from '../../platform/validate.ts';
import { ThemeDraftSaveSchema, ThemeVersionSchema } from '../../../../contract/themes.ts';
import { collectionChoices, discardDraft, getThemeState, publishDraft, rollback, saveDraft } from './themes.ts';

export const themeRoutes = shopRoutes({ permission: 'themes' });

themeRoutes.get('/', async (c) => c.json(await getThemeState(c.var.shop)));

/** The collections a featured-collection section can show (without needing the catalogue's key). */
themeRoutes.get('/collections', async (c) => c.json({ response: await collectionChoices(c.var.shop) }));

themeRoutes.put('/draft', async (c) => c.json(await saveDraft(c.var.shop, await jsonBody(c, ThemeDraftSaveSchema))));

themeRoutes.delete('/draft', async (c) => {
  const version = Number(c.req.query('version'));
  return c.json(await discardDraft(c.var.shop, Number.isInteger(version) ? version : undefined));
});

themeRoutes.post('/publish', async (c) => c.json(await publishDraft(c.var.shop, (await jsonBody(c, ThemeVersionSchema)).version)));

themeRoutes.post('/rollback', async (c) => c.json(await rollback(c.var.shop, (await jsonBody(c, ThemeVersionSchema)).version)));
