/**
 * POST /admin/orders/quote and POST /admin/orders (key `orders`), GET /admin/orders/sellable?q= (products and
 * variants to choose, by title or SKU) and GET /admin/orders/checkout-rules (the checkout settings an order follows): the figures of an order taken from a chat, and
 * placing it. Mounted before the orders domain's routes on the same prefix.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import { requirePermission } from '../../platform/session.ts';
import { jsonBody } from '../../platform/validate.ts';
import { OrderDraftSchema, QuoteDraftSchema } from '../../../../contract/orders-create.ts';
import { checkoutRules, placeOrder, quoteDraft, sellable } from './orders-create.ts';

export const orderCreateRoutes = new Hono<AppEnv>();
// Per route, not `use`: this app shares /admin/orders with the orders domain, whose requests must not run it twice.
const orders = requirePermission('orders');

orderCreateRoutes.get('/sellable', orders, async (c) =>
  c.json({ response: await sellable(c.var.db, c.var.shopId, (c.req.query('q') ?? '').slice(0, 100)) }),
);

orderCreateRoutes.get('/checkout-rules', orders, async (c) => c.json(await checkoutRules(c.var.db, c.var.shopId)));

orderCreateRoutes.post('/quote', orders, async (c) => {
  const { quote } = await quoteDraft(c.var.db, c.var.shopId, await jsonBody(c, QuoteDraftSchema));
  return c.json(quote);
});

orderCreateRoutes.post('/', orders, async (c) => {
  const draft = await jsonBody(c, OrderDraftSchema);
  return c.json(await placeOrder(c.var.db, { shopId: c.var.shopId, sellerId: c.var.seller.id }, draft), 201);
});
