/**
 * A lapsed shop's form action (issue 9 item 1): the Store API answers 402 SUBSCRIPTION_LAPSED, and the action
 * must not turn that into a form message the page shows (the middleware sends the seller to /upgrade).
 * A tiny HTTP server plays the Store API here.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ActionError, type ActionAPIContext } from 'astro:actions';
import { ApiError } from './api/errors.ts';
import { fail } from './forms.ts';
import { isSubscriptionLapsed } from './lapsed.ts';

// The stand-in API listens on a free port (a fixed one collided with a dev server on a shared machine): the client
// reads API_URL at each call, so the getter gives it the address once the server listens.
const api = vi.hoisted(() => ({ url: '' }));
vi.mock('astro:env/server', () => ({
  get API_URL() {
    return api.url;
  },
  API_TIMEOUT_MS: 5000,
}));

let server: Server;
let seen: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(402, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Your subscription has ended.', code: 'SUBSCRIPTION_LAPSED' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('a lapsed subscription in the dashboard', () => {
  it('is recognised from the Store API answer and from the action error', () => {
    expect(isSubscriptionLapsed(new ApiError(402, 'ended', 'SUBSCRIPTION_LAPSED'))).toBe(true);
    expect(isSubscriptionLapsed(new ActionError({ code: 'PAYMENT_REQUIRED' }))).toBe(true);
    expect(isSubscriptionLapsed(new ApiError(402, 'pay', 'OTHER'))).toBe(false);
    expect(isSubscriptionLapsed(new ApiError(403, 'no', 'FORBIDDEN'))).toBe(false);
  });

  it('is not a form failure: fail() throws the PAYMENT_REQUIRED action error', () => {
    expect(() => fail(new ApiError(402, 'ended', 'SUBSCRIPTION_LAPSED'))).toThrow(ActionError);
    expect(fail(new ApiError(409, 'taken', 'CONFLICT'))).toEqual({ ok: false, message: 'taken', fields: {} });
  });

  // The first import of the actions' module graph takes seconds on a busy machine: the test waits for it, as CI may be busy.
  it('refuses an order note action with PAYMENT_REQUIRED instead of a form message', { timeout: 60_000 }, async () => {
    seen = [];
    const { orders } = await import('../actions/orders.ts');
    const form = new FormData();
    form.append('id', 'order-1');
    form.append('body', 'Packed and ready');
    const locals = { token: 't', user: { email: 'lapsed@haat.test' }, activeShop: { isShopAdmin: true, permissions: [] } };
    const outcome = await orders.addNote.orThrow.call({ locals } as unknown as ActionAPIContext, form).catch((error: unknown) => error);
    expect(outcome).toMatchObject({ code: 'PAYMENT_REQUIRED', message: 'Your subscription has ended.' });
    expect(seen).toEqual(['POST /admin/orders/order-1/notes']);
    expect((outcome as ActionError).code).toBe('PAYMENT_REQUIRED');
  });
});
