/**
 * Couriers built in, with JavaScript off (issue 24 items 1 and 6): the owner books one confirmed order with Pathao from
 * its page, then ten more in bulk from the orders list; the demo shop is connected to the local courier sandboxes
 * (seed). Takes the oldest confirmed orders, so specs that use the newest (phone-defects) keep theirs. Then an order
 * whose area matches none of the courier's (RedX's, Pathao's): refused with the courier's areas to choose from, booked
 * with the one chosen; bulk booking leaves it for that choice.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OWNER, PASSWORD, signIn, signInRequest } from './helpers/auth.ts';
import { PORTS } from './helpers/ports.ts';

test.use({ javaScriptEnabled: false });

async function confirmedOrders(request: APIRequestContext, baseURL: string): Promise<string[]> {
  await signInRequest(request, baseURL, OWNER);
  const html = await (await request.get('/orders?status=confirmed&limit=100&sort=placed_at')).text();
  return [...new Set([...html.matchAll(/href="\/orders\/([0-9a-f-]{36})"/g)].map((m) => m[1]!))];
}

test('books one order from its page and ten from the list, without JavaScript', async ({ page, request, baseURL }) => {
  // Eleven bookings and their pages: 25–33 s on a machine at load 25, so more than the default 30 s.
  test.setTimeout(90_000);
  const ids = await confirmedOrders(request, baseURL!);
  expect(ids.length).toBeGreaterThanOrEqual(11);
  const [one, ...rest] = ids.slice(0, 11);

  await signIn(page, OWNER, undefined, `/login?next=${encodeURIComponent(`/orders/${one}`)}`);
  const courier = page.getByRole('region', { name: 'Courier' });
  await courier.getByLabel('Courier').selectOption('pathao');
  await courier.getByRole('button', { name: 'See the charge' }).click();
  await expect(page.getByRole('region', { name: 'Courier' })).toContainText(/Pathao charges ৳\d|Pathao gives no price for this address/);
  await page.getByRole('region', { name: 'Courier' }).getByRole('button', { name: 'Book' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Booked with Pathao: consignment/ })).toBeVisible();
  const booked = page.getByRole('region', { name: 'Courier' });
  await expect(booked).toContainText('Booked with Pathao');
  await expect(booked).toContainText('Courier charge');
  await expect(booked).toContainText('Waiting for pickup');
  await expect(page.getByRole('region', { name: 'Timeline' })).toContainText(/Booked with Pathao: consignment \S+, charge ৳/);

  // Ten more in bulk from the list: tick them, choose the courier, book.
  await page.goto('/orders?status=confirmed&limit=100&sort=placed_at');
  for (const id of rest) await page.locator(`input[type="checkbox"][value="${id}"]`).check();
  await page.getByLabel('Courier', { exact: true }).selectOption('steadfast');
  await page.getByRole('button', { name: 'Book with courier' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booked 10 with Steadfast.' })).toBeVisible();
  await page.goto(`/orders/${rest.at(-1)}`);
  await expect(page.getByRole('region', { name: 'Courier' })).toContainText('Booked with Steadfast');
});

type Requests = { newContext: (options: { baseURL: string }) => Promise<APIRequestContext> };

/** A new confirmed cash-on-delivery order of the owner's shop to `address` (through the Store API); its id and number. */
async function confirmedOrderTo(
  playwright: Requests,
  address: { location: string; area: string; line1: string },
  phone: string,
): Promise<{ id: string; number: number }> {
  const api = await playwright.newContext({ baseURL: `http://127.0.0.1:${PORTS.api}` });
  const login = await api.post('/auth/sellers/login', { data: { email: OWNER, password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const sellable = (await (await api.get('/admin/orders/sellable?q=', { headers })).json()) as {
    response: { productId: string; variantId: string | null; available: number; tracked: boolean }[];
  };
  const item = sellable.response.find((s) => !s.tracked || s.available > 0)!;
  const res = await api.post('/admin/orders', {
    headers,
    data: {
      customer: { phone, name: 'Nasrin Sultana' },
      items: [{ productId: item.productId, ...(item.variantId ? { variantId: item.variantId } : {}), quantity: 1 }],
      address,
      payment: 'cod',
    },
  });
  expect(res.status()).toBe(201);
  const order = (await res.json()) as { id: string; number: number };
  expect((await api.post(`/admin/orders/${order.id}/status`, { headers, data: { status: 'confirmed' } })).status()).toBe(200);
  await api.dispose();
  return order;
}

/** On the order's page: book with `courier`, be refused for its area, choose `area` from its list, book. */
async function chooseAreaAndBook(page: Page, courier: 'pathao' | 'redx', name: string, area: string) {
  const section = () => page.getByRole('region', { name: 'Courier' });
  await section().getByLabel('Courier', { exact: true }).selectOption(courier);
  await section().getByRole('button', { name: 'Book', exact: true }).click();
  const choice = section().getByLabel(`${name}’s area`);
  await expect(choice).toBeVisible();
  await expect(section()).toContainText(`The order’s area matched none of ${name}’s`);
  await choice.selectOption({ label: area });
  await section().getByRole('button', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`Booked with ${name}: consignment`) })).toBeVisible();
  await expect(section()).toContainText(`Booked with ${name}`);
}

test('an order whose area RedX does not have is booked once its RedX area is chosen, without JavaScript', async ({ page, playwright }) => {
  // Banani: a Dhaka thana the RedX sandbox has no area for (it has Dhanmondi, Gulshan, Mirpur, Mohammadpur, Uttara).
  const order = await confirmedOrderTo(
    playwright.request,
    { location: 'dhaka-city', area: 'Banani', line1: 'House 7, Road 11' },
    '+8801712000931',
  );
  await signIn(page, OWNER, undefined, `/login?next=${encodeURIComponent(`/orders/${order.id}`)}`);
  await chooseAreaAndBook(page, 'redx', 'RedX', 'Gulshan');
});

test('an order in a district RedX lists no area for is told to go with another courier, not given an empty list', async ({
  page,
  playwright,
}) => {
  // Bandarban: the RedX sandbox has areas in Dhaka, Chattogram, Sylhet and Rajshahi only.
  const order = await confirmedOrderTo(
    playwright.request,
    { location: 'bandarban', area: 'Thanchi', line1: 'Thanchi bazar' },
    '+8801712000933',
  );
  await signIn(page, OWNER, undefined, `/login?next=${encodeURIComponent(`/orders/${order.id}`)}`);
  const section = page.getByRole('region', { name: 'Courier' });
  await section.getByLabel('Courier', { exact: true }).selectOption('redx');
  await section.getByRole('button', { name: 'Book', exact: true }).click();
  await expect(section.getByRole('alert').filter({ hasText: 'RedX lists no delivery area for this district' })).toBeVisible();
  await expect(section.getByLabel('RedX’s area')).toHaveCount(0);
});

test('bulk booking leaves an order Pathao cannot place for its zone to be chosen on its page, without JavaScript', async ({
  page,
  playwright,
}) => {
  // Sylhet Sadar: the Pathao sandbox's Sylhet town is split into neighbourhood zones (Zindabazar, Ambarkhana).
  const order = await confirmedOrderTo(
    playwright.request,
    { location: 'sylhet', area: 'Sylhet Sadar', line1: 'House 9, Lamabazar Road' },
    '+8801712000932',
  );
  await signIn(page, OWNER, undefined, '/login?next=%2Forders%3Fstatus%3Dconfirmed');
  await page.locator(`input[type="checkbox"][value="${order.id}"]`).check();
  await page.getByLabel('Courier', { exact: true }).selectOption('pathao');
  await page.getByRole('button', { name: 'Book with courier' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Not booked, the area matches none of Pathao's: #${order.number}.` }),
  ).toBeVisible();
  await page.goto(`/orders/${order.id}`);
  await expect(page.getByRole('region', { name: 'Courier' })).not.toContainText('Last try refused');
  await chooseAreaAndBook(page, 'pathao', 'Pathao', 'Ambarkhana');
});
