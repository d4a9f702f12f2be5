/**
 * /admin/store/seo and /admin/store/redirects (key `seo-and-social-media`): the settings (read, save with a
 * version), the redirects (list, add, delete, CSV import and export). /admin/storefront/seo and
 * /admin/storefront/redirect (any member): the public part the storefront preview uses.
 */
import { shopRoutes } from '../../platform/shop-routes.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import { HttpError } from '../../platform/errors.ts';
import { CsvSyntaxError, csvFileName, readCsv, toCsv } from '../../../../contract/csv.ts';
import { importRowError } from '../../../../contract/import-errors.ts';
import {
  REDIRECT_CSV_HEADER,
  type RedirectImportAnswer,
  RedirectImportSchema,
  RedirectInputSchema,
  RedirectListQuerySchema,
  SeoSettingsInputSchema,
  StorefrontRedirectQuerySchema,
} from '../../../../contract/seo.ts';
import { getSeoSettings, saveSeoSettings, storefrontSeo } from './seo.ts';
import { addRedirect, allRedirects, deleteRedirect, findRedirect, listRedirects, recordRedirect } from './redirects.ts';

export const seoRoutes = shopRoutes({ permission: 'seo-and-social-media' });
seoRoutes.get('/', async (c) => c.json(await getSeoSettings(c.var.shop)));
seoRoutes.put('/', async (c) => c.json(await saveSeoSettings(c.var.shop, await jsonBody(c, SeoSettingsInputSchema))));

export const redirectRoutes = shopRoutes({ permission: 'seo-and-social-media' });
redirectRoutes.get('/', async (c) => c.json(await listRedirects(c.var.shop, query(c, RedirectListQuerySchema))));
redirectRoutes.post('/', async (c) => c.json(await addRedirect(c.var.shop, await jsonBody(c, RedirectInputSchema)), 201));

redirectRoutes.get('/export.csv', async (c) => {
  const rows = await allRedirects(c.var.shop);
  return c.body(
    toCsv(
      REDIRECT_CSV_HEADER,
      rows.map((r) => [r.fromPath, r.toPath]),
    ),
    200,
    { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${csvFileName('redirects')}"` },
  );
});

/** The most rows one import file may carry; the rest are not read. */
const MAX_REDIRECT_ROWS = 5000;

/**
 * Adds (or replaces) one redirect per valid row; a row that is not valid is reported with its line and skipped, its
 * reason as data beside the English (contract/import-errors.ts).
 */
redirectRoutes.post('/import', async (c) => {
  const { csv } = await jsonBody(c, RedirectImportSchema);
  const errors: RedirectImportAnswer['errors'] = [];
  let imported = 0;
  let line = 0;
  try {
    for await (const cells of readCsv(csv)) {
      line += 1;
      if (line === 1 && cells[0]?.trim().toLowerCase() === REDIRECT_CSV_HEADER[0].toLowerCase()) continue;
      const parsed = RedirectInputSchema.safeParse({ fromPath: cells[0] ?? '', toPath: cells[1] ?? '' });
      if (!parsed.success) {
        const messages = parsed.error.issues.map((i) => i.message);
        errors.push({ row: line, ...importRowError({ kind: 'field', params: { row: line, messages } }) });
        continue;
      }
      if (imported + errors.length >= MAX_REDIRECT_ROWS) {
        errors.push({ row: line, ...importRowError({ kind: 'too_many', params: { row: line, limit: MAX_REDIRECT_ROWS } }) });
        break;
      }
      await c.var.shop.transaction((tx) => recordRedirect(tx, parsed.data.fromPath, parsed.data.toPath));
      imported += 1;
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError) {
      // Why, as data, for the dashboard to word in the reader's language (src/lib/api/error-text.ts).
      const { message, reason } = importRowError({ kind: 'not_csv', params: { row: error.line, problem: error.problem } });
      throw new HttpError(400, message, 'INVALID_CSV', { csv: message }, reason);
    }
    throw error;
  }
  return c.json({ imported, errors });
});

redirectRoutes.delete('/:id', async (c) => {
  await deleteRedirect(c.var.shop, c.req.param('id'));
  return c.json({ ok: true as const });
});

export const storefrontSeoRoutes = shopRoutes({ permission: 'member' });
storefrontSeoRoutes.get('/seo', async (c) => c.json(await storefrontSeo(c.var.shop)));
storefrontSeoRoutes.get('/redirect', async (c) => {
  const { path } = query(c, StorefrontRedirectQuerySchema);
  return c.json({ toPath: (await findRedirect(c.var.shop, path))?.toPath ?? null });
});
