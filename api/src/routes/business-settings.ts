/**
 * /admin/store/business-settings (permission 'business-settings'): the active shop's name, contact details,
 * address, trade licence and BIN. GET; PUT takes the whole form, PATCH any part of it.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../platform/env.ts';
import { requirePermission } from '../platform/session.ts';
import { BusinessSettingsPatchSchema, BusinessSettingsSchema } from '../../../contract/shop-settings.ts';
import { getBusinessSettings, saveBusinessSettings } from '../shop/settings.ts';
import { jsonBody } from '../platform/validate.ts';

export const businessSettingsRoutes = new Hono<AppEnv>();
businessSettingsRoutes.use(requirePermission('business-settings'));

businessSettingsRoutes.get('/', async (c) => c.json(await getBusinessSettings(c.var.db, c.var.shopId)));

businessSettingsRoutes.put('/', async (c) =>
  c.json(await saveBusinessSettings(c.var.db, c.var.shopId, await jsonBody(c, BusinessSettingsSchema))),
);

businessSettingsRoutes.patch('/', async (c) =>
  c.json(await saveBusinessSettings(c.var.db, c.var.shopId, await jsonBody(c, BusinessSettingsPatchSchema))),
);
