/**
 * Billing calls of spec §7: GET /auth/packages (public), /admin/packages/plans, /admin/plan-features,
 * /admin/subscription/{active,token,init,bkash-session,invoices…}, /admin/bkash/callback. Any member of the shop may
 * read; only shop admins pay or refund (403 with the reason). All live under the prefixes a lapsed shop keeps.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../platform/env.ts';
import { forbidden } from '../../platform/errors.ts';
import { shopRoutes, type ShopEnv } from '../../platform/shop-routes.ts';
import type { BkashGateway } from '../../platform/bkash/client.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import {
  BkashCallbackSchema,
  CheckoutChoiceSchema,
  CheckoutInitSchema,
  InvoiceListQuerySchema,
  PaymentSessionQuerySchema,
  RefundSchema,
} from '../../../../contract/billing.ts';
import {
  activeSubscription,
  createCheckoutToken,
  featuresOf,
  getInvoice,
  handleCallback,
  initCheckout,
  listInvoices,
  listPlans,
  moveToFree,
  paymentSession,
  refundInvoice,
} from './billing.ts';

export const SHOP_ADMIN_ONLY = 'Only a shop admin can change the plan or pay. Ask a shop admin of this shop.';

/** 403 unless the caller is a shop admin of the active shop (on a route of a shop router). */
export const requireShopAdmin = createMiddleware<ShopEnv>(async (c, next) => {
  if (!c.var.membership.isShopAdmin) throw forbidden(SHOP_ADMIN_ONLY, 'SHOP_ADMIN_ONLY');
  await next();
});

export type BillingOptions = {
  /** The bKash client; null: paying answers 503. */
  gateway: BkashGateway | null;
  /** How long the callback waits for execute before it queries instead. Default 30 s. */
  executeTimeoutMs?: number;
};

/**
 * Mounted at the root: its paths span /auth (the public list of plans) and four /admin prefixes, each a shop router
 * of its own (any member; `requireShopAdmin` on the routes that pay or refund), so the shop check stays on them.
 */
export function billingRoutes(options: BillingOptions) {
  const { gateway } = options;
  const app = new Hono<AppEnv>();

  app.get('/auth/packages', async (c) => c.json({ plans: await listPlans(c.var.db), pricingTiers: ['monthly', 'yearly'] }));

  const packages = shopRoutes({ permission: 'member' });
  packages.get('/plans', async (c) => c.json({ plans: await listPlans(c.var.db), pricingTiers: ['monthly', 'yearly'] }));
  app.route('/admin/packages', packages);

  const features = shopRoutes({ permission: 'member' });
  features.get('/', async (c) => c.json(await featuresOf(c.var.shop)));
  app.route('/admin/plan-features', features);

  const subscription = shopRoutes({ permission: 'member' });
  // Any member of the shop may read it: the dashboard needs it on every page to decide about /upgrade.
  subscription.get('/active', async (c) => c.json(await activeSubscription(c.var.shop)));

  subscription.post('/token', requireShopAdmin, async (c) =>
    c.json(await createCheckoutToken(c.var.shop, c.var.seller.id, await jsonBody(c, CheckoutChoiceSchema))),
  );

  subscription.post('/free', requireShopAdmin, async (c) => {
    return c.json(await moveToFree(c.var.shop, { id: c.var.seller.id, name: c.var.seller.name }));
  });

  subscription.post('/init', requireShopAdmin, async (c) => {
    const input = await jsonBody(c, CheckoutInitSchema);
    const ctx = { sellerId: c.var.seller.id, callbackURL: `${c.var.dashboardUrl}/checkout/thanks` };
    return c.json(await initCheckout(c.var.shop, gateway, ctx, input));
  });

  subscription.post('/bkash-session', async (c) => {
    const raw = await c.req.text(); // Hono keeps the body, so jsonBody can read it again
    const input = raw.trim() ? await jsonBody(c, PaymentSessionQuerySchema) : {};
    return c.json(await paymentSession(c.var.shop, input.paymentID));
  });

  subscription.get('/invoices', async (c) => c.json(await listInvoices(c.var.shop, query(c, InvoiceListQuerySchema))));
  subscription.get('/invoices/:id', async (c) => c.json(await getInvoice(c.var.shop, c.req.param('id'))));
  subscription.post('/invoices/:id/refund', requireShopAdmin, async (c) => {
    const { reason } = await jsonBody(c, RefundSchema);
    const actor = c.var.seller;
    return c.json(await refundInvoice(c.var.shop, gateway, c.req.param('id'), reason, actor));
  });
  app.route('/admin/subscription', subscription);

  // What bKash sent the browser back with, posted by the dashboard's /checkout/thanks page in the seller's session:
  // the payment is looked up among the active shop's invoices only.
  const bkash = shopRoutes({ permission: 'member' });
  bkash.post('/callback', requireShopAdmin, async (c) => {
    const input = await jsonBody(c, BkashCallbackSchema);
    const actor = c.var.seller;
    const extra = { executeTimeoutMs: options.executeTimeoutMs, actor, dashboardUrl: c.var.dashboardUrl };
    return c.json(await handleCallback(c.var.shop, gateway, input, extra));
  });
  app.route('/admin/bkash', bkash);

  return app;
}
