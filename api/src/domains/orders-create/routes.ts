/**
 * POST /admin/orders/quote and POST /admin/orders (key `orders`), GET /admin/orders/sellable?q= (products and
 * variants to choose, by title or SKU) and GET /admin/orders/checkout-rules (the checkout settings an order follows): the figures of an order taken from a chat, and
 * placing it. The orders domain's shop router mounts these first (session, shop, key `orders`, `c.var.shop`), so
 * they sit on the same prefix without checking the session twice.
 */
import { Hono } from 'hono';
import type { ShopEnv } from '../../platform/shop-routes.ts';
import { jsonBody } from '../../platform/validate.ts';
import { OrderDraftSchema, QuoteDraftSchema } from '../../../../contract/orders-create.ts';
import { placeOrder } from './place-order.ts';
import { checkoutRules, quoteDraft, sellable } from './quote.ts';

export const orderCreateRoutes = new Hono<ShopEnv>();

orderCreateRoutes.get('/sellable', async (c) => c.json({ response: await sellable(c.var.shop, (c.req.query('q') ?? '').slice(0, 100)) }));

orderCreateRoutes.get('/checkout-rules', async (c) => c.json(await checkoutRules(c.var.shop)));

orderCreateRoutes.post('/quote', async (c) => {
  const { quote } = await quoteDraft(c.var.shop, await jsonBody(c, QuoteDraftSchema));
  return c.json(quote);
});

orderCreateRoutes.post('/', async (c) => {
  const draft = await jsonBody(c, OrderDraftSchema);
  return c.json(await placeOrder(c.var.shop, { sellerId: c.var.seller.id }, draft), 201);
});
