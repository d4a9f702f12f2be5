/**
 * /admin/settings/tax (key `taxes`) and /admin/settings/checkout (key `checkout`): GET answers the settings with
 * their version (and the shop's BIN for tax); PUT saves them all with the version the form was loaded at.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import { requirePermission } from '../../platform/session.ts';
import { jsonBody } from '../../platform/validate.ts';
import { CheckoutSaveSchema, VatSaveSchema } from '../../../../contract/selling-settings.ts';
import { getCheckout, getVat, saveCheckout, saveVat, shopBin } from './selling-settings.ts';

export const taxSettingsRoutes = new Hono<AppEnv>();
taxSettingsRoutes.use(requirePermission('taxes'));

taxSettingsRoutes.get('/', async (c) => {
  const [vat, bin] = await Promise.all([getVat(c.var.db, c.var.shopId), shopBin(c.var.db, c.var.shopId)]);
  return c.json({ ...vat, bin });
});

taxSettingsRoutes.put('/', async (c) => {
  const saved = await saveVat(c.var.db, c.var.shopId, await jsonBody(c, VatSaveSchema));
  return c.json({ ...saved, bin: await shopBin(c.var.db, c.var.shopId) });
});

export const checkoutSettingsRoutes = new Hono<AppEnv>();
checkoutSettingsRoutes.use(requirePermission('checkout'));

checkoutSettingsRoutes.get('/', async (c) => c.json(await getCheckout(c.var.db, c.var.shopId)));

checkoutSettingsRoutes.put('/', async (c) => c.json(await saveCheckout(c.var.db, c.var.shopId, await jsonBody(c, CheckoutSaveSchema))));
