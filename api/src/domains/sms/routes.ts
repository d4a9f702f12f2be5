/**
 * /admin/sms-settings (key `business-settings`): the shop's customer-message settings, usage and STOP count.
 * /admin/sms/orders/:id (key `orders`): an order's messages, for its page.
 * /sms/ssl-wireless/inbound?token= (public, the gateway's reply callback): a customer's reply; STOP opts them out.
 */
import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { SmsSettingsSchema } from '../../../../contract/sms.ts';
import type { AppEnv } from '../../platform/env.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { shopRoutes } from '../../platform/shop-routes.ts';
import { jsonBody } from '../../platform/validate.ts';
import { getSmsSettings, orderSms, recordReply, saveSmsSettings } from './sms.ts';

export const smsSettingsRoutes = shopRoutes({ permission: 'business-settings' });
smsSettingsRoutes.get('/', async (c) => c.json(await getSmsSettings(c.var.shop)));
smsSettingsRoutes.put('/', async (c) => c.json(await saveSmsSettings(c.var.shop, await jsonBody(c, SmsSettingsSchema))));

export const orderSmsRoutes = shopRoutes({ permission: 'orders' });
orderSmsRoutes.get('/orders/:id', async (c) => c.json(await orderSms(c.var.shop, c.req.param('id'))));

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The gateway's reply callback; `token` is SMS_INBOUND_TOKEN (the callback URL given to the gateway carries it). */
export function smsInboundRoutes(token: string | undefined) {
  const routes = new Hono<AppEnv>();
  routes.post('/ssl-wireless/inbound', async (c) => {
    if (!token || !same(c.req.query('token') ?? '', token)) throw notFound('Not found');
    const body: unknown = await c.req.json().catch(() => null);
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The body must be a JSON object.', 'INVALID_JSON');
    const { msisdn, sms, sid } = body as Record<string, unknown>;
    if (typeof msisdn !== 'string' || typeof sms !== 'string') throw badRequest('msisdn and sms are required.', 'INVALID_REPLY');
    const stopped = await recordReply(c.var.db, { msisdn, text: sms, sender: typeof sid === 'string' ? sid : '' });
    return c.json({ ok: true as const, stopped });
  });
  return routes;
}
