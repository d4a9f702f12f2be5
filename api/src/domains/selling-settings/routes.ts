/**
 * /admin/settings/tax (key `taxes`) and /admin/settings/checkout (key `checkout`): GET answers the settings with
 * their version (and the shop's BIN for tax); PUT saves them all with the version the form was loaded at.
 */
import { shopRoutes } from '../../platform/shop-routes.ts';
import { jsonBody } from '../../platform/validate.ts';
import { CheckoutSaveSchema, VatSaveSchema } from '../../../../contract/selling-settings.ts';
import { getCheckout, getVat, saveCheckout, saveVat, shopBin } from './selling-settings.ts';

export const taxSettingsRoutes = shopRoutes({ permission: 'taxes' });

taxSettingsRoutes.get('/', async (c) => {
  const [vat, bin] = await Promise.all([getVat(c.var.shop), shopBin(c.var.shop)]);
  return c.json({ ...vat, bin });
});

taxSettingsRoutes.put('/', async (c) => {
  const saved = await saveVat(c.var.shop, await jsonBody(c, VatSaveSchema));
  return c.json({ ...saved, bin: await shopBin(c.var.shop) });
});

export const checkoutSettingsRoutes = shopRoutes({ permission: 'checkout' });

checkoutSettingsRoutes.get('/', async (c) => c.json(await getCheckout(c.var.shop)));

checkoutSettingsRoutes.put('/', async (c) => c.json(await saveCheckout(c.var.shop, await jsonBody(c, CheckoutSaveSchema))));
