/** A member places a cash-on-delivery order through the Store API (what another member's phone or tab hears of). */
import { expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD } from './auth.ts';
import { PORTS } from './ports.ts';

type Requests = { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> };

/** Places one unit of the first product in stock, as `email`; answers the order's id and number. */
export async function placeOrderAs(request: Requests, email: string): Promise<{ id: string; number: number }> {
  const api = await request.newContext({ baseURL: `http://127.0.0.1:${PORTS.api}` });
  const login = await api.post('/auth/sellers/login', { data: { email, password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const sellable = (await (await api.get('/admin/orders/sellable?q=', { headers })).json()) as {
    response: { productId: string; variantId: string | null; available: number; tracked: boolean }[];
  };
  const item = sellable.response.find((s) => !s.tracked || s.available > 0)!;
  const res = await api.post('/admin/orders', {
    headers,
    data: {
      customer: { phone: '+8801712345678', name: 'Rahima Begum' },
      items: [{ productId: item.productId, ...(item.variantId ? { variantId: item.variantId } : {}), quantity: 1 }],
      address: { location: 'sylhet', area: 'Sylhet Sadar', line1: 'House 4, Road 2, Zindabazar' },
      payment: 'cod',
    },
  });
  expect(res.status()).toBe(201);
  const order = (await res.json()) as { id: string; number: number };
  await api.dispose();
  return order;
}
