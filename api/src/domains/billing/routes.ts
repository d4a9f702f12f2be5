/**
 * Billing calls of spec §7: GET /auth/packages (public), /admin/packages/plans, /admin/plan-features,
 * /admin/subscription/{active,token,init,bkash-session,invoices…}, /admin/bkash/callback. Any member of the shop may
 * read; only shop admins pay or refund (403 with the reason). All live under the prefixes a lapsed shop keeps.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../platform/env.ts';
import { forbidden } from '../../platform/errors.ts';
import { requireShop } from '../../platform/session.ts';
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
  getInvoice,
  handleCallback,
  initCheckout,
  listInvoices,
  listPlans,
  paymentSession,
  planFeatures,
  refundInvoice,
} from './billing.ts';

export const SHOP_ADMIN_ONLY = 'Only a shop admin can change the plan or pay. Ask a shop admin of this shop.';

/** 403 unless the caller is a shop admin of the active shop (use after requireShop). */
export const requireShopAdmin = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.membership.isShopAdmin) throw forbidden(SHOP_ADMIN_ONLY, 'SHOP_ADMIN_ONLY');
  await next();
});

export type BillingOptions = {
  /** The bKash client; null: paying answers 503. */
  gateway: BkashGateway | null;
  /** How long the callback waits for execute before it queries instead. Default 30 s. */
  executeTimeoutMs?: number;
};

/** Mounted at the root: its paths span /auth and /admin. */
export function billingRoutes(options: BillingOptions) {
  const { gateway } = options;
  const app = new Hono<AppEnv>();

  app.get('/auth/packages', async (c) => c.json({ plans: await listPlans(c.var.db), pricingTiers: ['monthly', 'yearly'] }));
  app.get('/admin/packages/plans', requireShop, async (c) =>
    c.json({ plans: await listPlans(c.var.db), pricingTiers: ['monthly', 'yearly'] }),
  );
  app.get('/admin/plan-features', requireShop, async (c) => c.json(await planFeatures(c.var.db, c.var.shopId)));

  // Any member of the shop may read it: the dashboard needs it on every page to decide about /upgrade.
  app.get('/admin/subscription/active', requireShop, async (c) => c.json(await activeSubscription(c.var.db, c.var.shopId)));

  app.post('/admin/subscription/token', requireShop, requireShopAdmin, async (c) =>
    c.json(await createCheckoutToken(c.var.db, c.var.shopId, c.var.seller.id, await jsonBody(c, CheckoutChoiceSchema))),
  );

  app.post('/admin/subscription/init', requireShop, requireShopAdmin, async (c) => {
    const input = await jsonBody(c, CheckoutInitSchema);
    const ctx = { shopId: c.var.shopId, sellerId: c.var.seller.id, callbackURL: `${c.var.dashboardUrl}/checkout/thanks` };
    return c.json(await initCheckout(c.var.db, gateway, ctx, input));
  });

  app.post('/admin/bkash/callback', requireShop, requireShopAdmin, async (c) => {
    const input = await jsonBody(c, BkashCallbackSchema);
    const actor = { id: c.var.seller.id, name: c.var.seller.name, email: c.var.seller.email };
    const extra = { executeTimeoutMs: options.executeTimeoutMs, actor, dashboardUrl: c.var.dashboardUrl };
    return c.json(await handleCallback(c.var.db, gateway, c.var.shopId, input, extra));
  });

  app.post('/admin/subscription/bkash-session', requireShop, async (c) => {
    const raw = await c.req.text(); // Hono keeps the body, so jsonBody can read it again
    const input = raw.trim() ? await jsonBody(c, PaymentSessionQuerySchema) : {};
    return c.json(await paymentSession(c.var.db, c.var.shopId, input.paymentID));
  });

  app.get('/admin/subscription/invoices', requireShop, async (c) =>
    c.json(await listInvoices(c.var.db, c.var.shopId, query(c, InvoiceListQuerySchema))),
  );
  app.get('/admin/subscription/invoices/:id', requireShop, async (c) =>
    c.json(await getInvoice(c.var.db, c.var.shopId, c.req.param('id'))),
  );
  app.post('/admin/subscription/invoices/:id/refund', requireShop, requireShopAdmin, async (c) => {
    const { reason } = await jsonBody(c, RefundSchema);
    const actor = { id: c.var.seller.id, name: c.var.seller.name, email: c.var.seller.email };
    return c.json(await refundInvoice(c.var.db, gateway, c.var.shopId, c.req.param('id'), reason, actor));
  });

  return app;
}
