import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createShop, insertSales, makeSales, type Sales } from '../../../test/sales-fixture.ts';
import type { CustomerDetail, CustomerListItem, CustomerOrder } from '../../../../contract/customer.ts';

let t: TestApp;
let token: string;
let staffToken: string;
let sales: Sales;
let otherSales: Sales;

type List<T> = { response: T[]; count: number };

const patch = (path: string, body: unknown, tok = token) => t.send('PATCH', path, tok, body);
const list = async (queryString = '') => {
  const res = await t.get(`/admin/customers${queryString}`, token);
  expect(res.status).toBe(200);
  return (await res.json()) as List<CustomerListItem>;
};

beforeAll(async () => {
  t = await createTestApp();
  const shopId = await createShop(t.db, 'Customers Test', [
    { email: 'owner@haat.test', isShopAdmin: true },
    { email: 'staff@haat.test', isShopAdmin: false, permissions: ['orders'] },
  ]);
  const otherShopId = await createShop(t.db, 'Other Shop', [{ email: 'owner@haat.test', isShopAdmin: true }]);
  // 30 customers, some of them without orders (only 40 orders to share).
  sales = makeSales(shopId, { customers: 30, orders: 40, days: 60, seed: 3 });
  otherSales = makeSales(otherShopId, { customers: 3, orders: 5, days: 10, seed: 4 });
  await insertSales(t.db, sales);
  await insertSales(t.db, otherSales);
  token = await t.login('owner@haat.test');
  staffToken = await t.login('staff@haat.test');
  for (const tok of [token, staffToken]) expect((await t.post('/admin/seller/change-shop', { shopId }, tok)).status).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

const counted = (o: Sales['orders'][number]) => o.status !== 'cancelled' && o.status !== 'returned';
const spentBy = (id: string) => sales.orders.filter((o) => o.customerId === id && counted(o)).reduce((a, o) => a + o.total, 0);
const ordersOf = (id: string) => sales.orders.filter((o) => o.customerId === id);

describe('GET /admin/customers', () => {
  it('lists the shop’s customers with the total and a page of 10', async () => {
    const answer = await list();
    expect(answer.count).toBe(30);
    expect(answer.response).toHaveLength(10);
  });

  it('shows each customer’s orders count, total spent and last order from their orders', async () => {
    const answer = await list('?limit=100');
    for (const row of answer.response) {
      const mine = ordersOf(row.id);
      expect(row.ordersCount, row.name).toBe(mine.length);
      expect(row.totalSpent, row.name).toBe(spentBy(row.id));
      const last = mine.length ? new Date(Math.max(...mine.map((o) => o.placedAt.getTime()))).toISOString() : null;
      expect(row.lastOrderAt).toBe(last);
    }
  });

  it('sorts by total spent, orders count and last order', async () => {
    const bySpent = (await list('?sort=-total_spent&limit=100')).response.map((r) => r.totalSpent);
    expect(bySpent).toEqual([...bySpent].sort((a, b) => b - a));
    const byOrders = (await list('?sort=orders&limit=100')).response.map((r) => r.ordersCount);
    expect(byOrders).toEqual([...byOrders].sort((a, b) => a - b));
    const byLast = (await list('?sort=-last_order&limit=100')).response.map((r) => r.lastOrderAt);
    const dated = byLast.filter((d): d is string => d !== null);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(byLast.slice(dated.length).every((d) => d === null)).toBe(true); // never-ordered last
  });

  it('filters by has orders, both ways', async () => {
    const withOrders = new Set(sales.orders.map((o) => o.customerId).filter(Boolean));
    expect((await list('?hasOrders=yes')).count).toBe(withOrders.size);
    expect((await list('?hasOrders=no')).count).toBe(30 - withOrders.size);
  });

  it('filters by tag', async () => {
    const answer = await list('?tag=vip&limit=100');
    expect(answer.count).toBe(sales.customers.filter((c) => c.tags?.includes('vip')).length);
    expect(answer.response.every((r) => r.tags.includes('vip'))).toBe(true);
  });

  it('searches by name, phone (also written +880…) and email', async () => {
    const someone = sales.customers[7]!;
    expect((await list(`?q=${encodeURIComponent(someone.name)}`)).response.map((r) => r.id)).toEqual([someone.id]);
    expect((await list(`?q=${someone.phone}`)).response.map((r) => r.id)).toEqual([someone.id]);
    expect((await list(`?q=${encodeURIComponent(`+88${someone.phone}`)}`)).response.map((r) => r.id)).toEqual([someone.id]);
    expect((await list('?q=customer8%40example.com')).response.map((r) => r.email)).toEqual(['customer8@example.com']);
    expect((await list('?q=%25_%25')).count).toBe(0); // % and _ are literal text, not wildcards
  });

  it('lists the tags in use', async () => {
    const res = await t.get('/admin/customers/tags', token);
    expect(await res.json()).toEqual(['vip', 'wholesale']);
  });

  it.each(['?sort=bogus', '?hasOrders=maybe', '?page=0', '?limit=1000'])('refuses %s with 400', async (queryString) => {
    expect((await t.get(`/admin/customers${queryString}`, token)).status).toBe(400);
  });
});

describe('GET /admin/customers/:id and /orders', () => {
  const buyer = () => {
    const ids = sales.orders.map((o) => o.customerId).filter(Boolean) as string[];
    const most = ids.sort((a, b) => ordersOf(b).length - ordersOf(a).length)[0]!;
    return sales.customers.find((c) => c.id === most)!;
  };

  it('answers contact, addresses, lifetime value and average order', async () => {
    const customer = buyer();
    const res = await t.get(`/admin/customers/${customer.id}`, token);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as CustomerDetail;
    const countedOrders = ordersOf(customer.id).filter(counted).length;
    expect(detail).toMatchObject({
      id: customer.id,
      name: customer.name,
      phone: customer.phone,
      addresses: customer.addresses,
      ordersCount: ordersOf(customer.id).length,
      countedOrders,
      totalSpent: spentBy(customer.id),
      averageOrder: countedOrders ? Math.round(spentBy(customer.id) / countedOrders) : 0,
    });
  });

  it('pages the order history, newest first', async () => {
    const customer = buyer();
    const mine = ordersOf(customer.id).sort((a, b) => b.placedAt.getTime() - a.placedAt.getTime());
    const res = await t.get(`/admin/customers/${customer.id}/orders?limit=2`, token);
    const page = (await res.json()) as List<CustomerOrder>;
    expect(page.count).toBe(mine.length);
    expect(page.response.map((o) => o.id)).toEqual(mine.slice(0, 2).map((o) => o.id));
  });

  it('answers 404 for another shop’s customer, and for an unknown id', async () => {
    const foreign = otherSales.customers[0]!.id;
    for (const path of [`/admin/customers/${foreign}`, `/admin/customers/${foreign}/orders`, '/admin/customers/not-an-id']) {
      expect((await t.get(path, token)).status, path).toBe(404);
    }
    expect((await patch(`/admin/customers/${foreign}`, { name: 'Taken over' })).status).toBe(404);
  });
});

describe('PATCH /admin/customers/:id', () => {
  it('saves contact details, notes and tags', async () => {
    const customer = sales.customers[1]!;
    const res = await patch(`/admin/customers/${customer.id}`, {
      name: '  Salma Haque ',
      phone: '+8801912345678',
      email: 'Salma@Example.com',
      notes: 'Prefers evening delivery',
      tags: 'vip, wholesale, vip',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: 'Salma Haque',
      phone: '01912345678',
      email: 'salma@example.com',
      notes: 'Prefers evening delivery',
      tags: ['vip', 'wholesale'],
    });
  });

  it('accepts a phone number in Bangla digits, with spaces and dashes, and stores it in Latin digits (issue 23)', async () => {
    const customer = sales.customers[1]!;
    const res = await patch(`/admin/customers/${customer.id}`, { phone: '+৮৮০ ১৯১২-৩৪৫৬৭৮' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CustomerDetail).phone).toBe('01912345678');
    // Found again by the same number typed in Bangla digits.
    expect((await list(`?q=${encodeURIComponent('০১৯১২৩৪৫৬৭৮')}`)).response.map((r) => r.id)).toContain(customer.id);
  });

  it('clears the e-mail when the field is empty', async () => {
    const customer = sales.customers[2]!;
    const res = await patch(`/admin/customers/${customer.id}`, { email: '' });
    expect(((await res.json()) as CustomerDetail).email).toBeNull();
  });

  it('refuses bad input with a message per field', async () => {
    const res = await patch(`/admin/customers/${sales.customers[1]!.id}`, { name: '', phone: '12345', email: 'nope' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'name', 'phone']);
  });

  it('refuses a phone number another customer has, with 409', async () => {
    const res = await patch(`/admin/customers/${sales.customers[3]!.id}`, { phone: sales.customers[4]!.phone });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.phone).toMatch(/already/);
  });
});

describe('GET /admin/customers/export.csv', () => {
  it('exports the filtered customers as CSV', async () => {
    const res = await t.get('/admin/customers/export.csv?tag=wholesale', token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="customers.csv"/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Email,District,Tags,Orders,Total spent (BDT),Last order,Customer since');
    expect(lines).toHaveLength(1 + (await list('?tag=wholesale')).count);
  });
});

describe('access', () => {
  it('answers 403 to staff without the customers key, on every route', async () => {
    const id = sales.customers[0]!.id;
    for (const path of [
      '/admin/customers',
      `/admin/customers/${id}`,
      `/admin/customers/${id}/orders`,
      '/admin/customers/export.csv',
      '/admin/customers/tags',
    ]) {
      expect((await t.get(path, staffToken)).status, path).toBe(403);
    }
    expect((await patch(`/admin/customers/${id}`, { name: 'X' }, staffToken)).status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await t.get('/admin/customers')).status).toBe(401);
  });
});
