/**
 * The shop's store settings, two sub-apps:
 * /admin/store/business-settings (permission 'business-settings'): the active shop's name, contact details,
 * address, trade licence and BIN. GET; PUT takes the whole form, PATCH any part of it.
 * /admin/store/logo-and-favicon (permission 'logo-and-favicon'): the active shop's logo and favicon, each set
 * from an image of the shop's file library (uploads go through POST /admin/files) or cleared.
 *   GET /                     → { logo, favicon }
 *   GET /images?page&limit&q  → the shop's library images to choose from (without needing the 'files' key)
 *   PUT /logo|/favicon        { fileId } → { logo, favicon }
 *   DELETE /logo|/favicon     → { logo, favicon }
 */
import type { Context } from 'hono';
import { shopRoutes, type ShopEnv } from '../../platform/shop-routes.ts';
import { badRequest } from '../../platform/errors.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import { ListQuerySchema } from '../../../../contract/list.ts';
import {
  BrandImageSetSchema,
  BrandSlotSchema,
  BusinessSettingsPatchSchema,
  BusinessSettingsSchema,
  type BrandSlot,
} from '../../../../contract/shop-settings.ts';
import { listFiles } from '../files/files.ts';
import { clearBrandImage, getBranding, getBusinessSettings, saveBusinessSettings, setBrandImage } from './store-settings.ts';

export const businessSettingsRoutes = shopRoutes({ permission: 'business-settings' });

businessSettingsRoutes.get('/', async (c) => c.json(await getBusinessSettings(c.var.shop)));

businessSettingsRoutes.put('/', async (c) => c.json(await saveBusinessSettings(c.var.shop, await jsonBody(c, BusinessSettingsSchema))));

businessSettingsRoutes.patch('/', async (c) =>
  c.json(await saveBusinessSettings(c.var.shop, await jsonBody(c, BusinessSettingsPatchSchema))),
);

export const logoAndFaviconRoutes = shopRoutes({ permission: 'logo-and-favicon' });

logoAndFaviconRoutes.get('/', async (c) => c.json(await getBranding(c.var.shop)));

logoAndFaviconRoutes.get('/images', async (c) => {
  const { page, limit, q } = query(c, ListQuerySchema);
  return c.json(await listFiles(c.var.shop, { page, limit, q, kind: 'image', sort: '-createdAt' }));
});

const slotOf = (c: Context<ShopEnv>): BrandSlot => {
  const parsed = BrandSlotSchema.safeParse(c.req.param('slot'));
  if (!parsed.success) throw badRequest('Choose logo or favicon', 'VALIDATION_FAILED', { slot: 'Choose logo or favicon' });
  return parsed.data;
};

logoAndFaviconRoutes.put('/:slot', async (c) => {
  const slot = slotOf(c);
  const { fileId } = await jsonBody(c, BrandImageSetSchema);
  return c.json(await setBrandImage(c.var.shop, slot, fileId));
});

logoAndFaviconRoutes.delete('/:slot', async (c) => c.json(await clearBrandImage(c.var.shop, slotOf(c))));
