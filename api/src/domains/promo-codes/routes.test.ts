import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { shops } from '../../db/schema/index.ts';
import { promoCodes } from './tables.ts';
import type { PromoCode } from '../../../../contract/promo-codes.ts';

let t: TestApp;
let owner: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
});
afterAll(() => t.close());

const PATH = '/admin/promo-codes';
const create = (body: unknown, token = owner) => t.send('POST', PATH, token, body);
const json = async <T = PromoCode>(res: Response) => (await res.json()) as T;
const errorOf = async (res: Response) => json<{ message: string; code: string; fields?: Record<string, string> }>(res);

const BASE = { type: 'percentage', value: 10 };

describe('POST /admin/promo-codes', () => {
  it('takes a code, value, limits and dates typed in Bangla digits (issue 23)', async () => {
    const res = await create({
      code: ' eid২০ ',
      type: 'percentage',
      value: '২০',
      usageLimit: '১,০০০',
      startsAt: '২০২৬-১২-০১T০০:০০:০০+06:00',
      endsAt: '৩১/১২/২০২৬',
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({ code: 'EID20', value: 20, usageLimit: 1000 });
  });

  it('saves a code trimmed and in capitals, with defaults: whole order, no minimum, unlimited uses, active from now', async () => {
    const res = await create({ ...BASE, code: '  eid-sale_10 ', title: 'Eid sale', cap: 20000 });
    expect(res.status).toBe(201);
    const code = await json(res);
    expect(code).toMatchObject({
      code: 'EID-SALE_10',
      title: 'Eid sale',
      type: 'percentage',
      value: 10,
      cap: 20000,
      appliesTo: 'order',
      minimum: 'none',
      usageLimit: null,
      perCustomerLimit: null,
      used: 0,
      status: 'active',
      version: 1,
    });
  });

  it('refuses a code the shop already has, in any case, as a field error', async () => {
    await create({ ...BASE, code: 'WELCOME' });
    const res = await create({ ...BASE, code: ' welcome ' });
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ code: 'DUPLICATE_CODE', fields: { code: 'This code already exists in this shop' } });
  });

  it('generates a code when asked', async () => {
    const res = await create({ ...BASE, generate: true, startsAt: new Date().toISOString() });
    expect(res.status).toBe(201);
    expect((await json(res)).code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it.each([
    [{ ...BASE }, 'code', 'Enter a code or choose "Generate"'],
    [{ ...BASE, code: 'SAVE 10' }, 'code', 'Use only letters A–Z, digits 0–9, - and _'],
    [{ ...BASE, code: 'X'.repeat(41) }, 'code', 'A code has at most 40 characters'],
    [{ code: 'A1', type: 'bogo', value: 1 }, 'type', 'Choose percentage, fixed amount or free delivery'],
    [{ code: 'A2', type: 'percentage', value: 150 }, 'value', 'A percentage is between 1 and 100'],
    [{ code: 'A3', type: 'fixed', value: 0 }, 'value', 'Enter the amount the code takes off'],
    [{ ...BASE, code: 'A4', appliesTo: 'products' }, 'productIds', 'Choose at least one product'],
    [{ ...BASE, code: 'A5', appliesTo: 'collections' }, 'collectionIds', 'Choose at least one collection'],
    [{ ...BASE, code: 'A6', minimum: 'subtotal' }, 'minimumValue', 'Enter the minimum'],
    [{ ...BASE, code: 'A7', usageLimit: 0 }, 'usageLimit', 'Total uses must be at least 1'],
    [{ ...BASE, code: 'A8', perCustomerLimit: 1.5 }, 'perCustomerLimit', 'Uses per customer must be a whole number'],
    [
      { ...BASE, code: 'A9', startsAt: '2026-12-01T00:00:00Z', endsAt: '2026-11-01T00:00:00Z' },
      'endsAt',
      'The end must be after the start',
    ],
    [{ ...BASE, code: 'B1', startsAt: 'tomorrow' }, 'startsAt', 'Enter a valid date and time'],
  ])('refuses %o with a message on %s', async (body, field, message) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toMatchObject({ [field]: message });
  });

  it('keeps only what the type uses (no cap on a fixed code, no value on free delivery)', async () => {
    const fixed = await json(await create({ code: 'FLAT150', type: 'fixed', value: 15000, cap: 100 }));
    expect(fixed).toMatchObject({ value: 15000, cap: null });
    const free = await json(await create({ code: 'SHIPFREE', type: 'free_delivery', value: 99 }));
    expect(free).toMatchObject({ value: 0 });
  });
});

describe('GET /admin/promo-codes', () => {
  it('derives the status from the dates and the switch, and filters by it', async () => {
    const now = Date.now();
    const iso = (days: number) => new Date(now + days * 86_400_000).toISOString();
    await create({ ...BASE, code: 'S-ACTIVE', startsAt: iso(-1) });
    await create({ ...BASE, code: 'S-SOON', startsAt: iso(2) });
    await create({ ...BASE, code: 'S-OVER', startsAt: iso(-5), endsAt: iso(-1) });
    await create({ ...BASE, code: 'S-OFF', startsAt: iso(-1), disabled: true });
    await create({ ...BASE, code: 'S-DRAFT', startsAt: null });
    const statusOf = async (status: string) =>
      (await json<{ response: PromoCode[] }>(await t.get(`${PATH}?q=s-&status=${status}`, owner))).response.map((p) => p.code);
    expect(await statusOf('active')).toEqual(['S-ACTIVE']);
    expect(await statusOf('scheduled')).toEqual(['S-SOON']);
    expect(await statusOf('expired')).toEqual(['S-OVER']);
    expect(await statusOf('disabled')).toEqual(['S-OFF']);
    expect(await statusOf('draft')).toEqual(['S-DRAFT']);
  });

  it('searches by code without regard to case and pages', async () => {
    for (const n of [1, 2, 3]) await create({ ...BASE, code: `PAGE${n}` });
    const first = await json<{ response: PromoCode[]; count: number }>(await t.get(`${PATH}?q=page&limit=2&page=1`, owner));
    expect(first.count).toBe(3);
    expect(first.response.map((p) => p.code)).toEqual(['PAGE3', 'PAGE2']);
    const second = await json<{ response: PromoCode[] }>(await t.get(`${PATH}?q=page&limit=2&page=2`, owner));
    expect(second.response.map((p) => p.code)).toEqual(['PAGE1']);
  });
});

describe('PUT and DELETE /admin/promo-codes/:id', () => {
  it('saves every field, clears a total limit back to unlimited, and refuses a stale version with 409', async () => {
    const made = await json(await create({ ...BASE, code: 'EDITME', usageLimit: 50 }));
    const put = (body: object) => t.send('PUT', `${PATH}/${made.id}`, owner, { ...BASE, code: 'EDITME', ...body });
    const saved = await put({ version: 1, usageLimit: null, perCustomerLimit: 2, combines: true, title: 'Edited' });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ usageLimit: null, perCustomerLimit: 2, combines: true, title: 'Edited', version: 2 });
    const stale = await put({ version: 1, title: 'Late' });
    expect(stale.status).toBe(409);
    expect((await errorOf(stale)).message).toMatch(/Someone else changed this promo code/);
  });

  it('refuses a total limit below the uses already taken, naming the count', async () => {
    const made = await json(await create({ ...BASE, code: 'USEDUP', usageLimit: 10 }));
    const limitTo = (usageLimit: number, version: number) =>
      t.send('PUT', `${PATH}/${made.id}`, owner, { ...BASE, code: 'USEDUP', usageLimit, version });
    await t.db.update(promoCodes).set({ used: 3 }).where(eq(promoCodes.id, made.id));
    const three = await limitTo(2, 1);
    expect(three.status).toBe(400);
    expect((await errorOf(three)).fields).toEqual({ usageLimit: 'This code has been used 3 times; the total cannot be lower' });
    expect((await limitTo(3, 1)).status).toBe(200);
  });

  it('refuses renaming onto another code of the shop', async () => {
    const made = await json(await create({ ...BASE, code: 'RENAME1' }));
    await create({ ...BASE, code: 'RENAME2' });
    const res = await t.send('PUT', `${PATH}/${made.id}`, owner, { ...BASE, code: 'rename2', version: 1 });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).fields).toEqual({ code: 'This code already exists in this shop' });
  });

  it('deletes a code; it is gone after', async () => {
    const made = await json(await create({ ...BASE, code: 'BYE' }));
    expect((await t.send('DELETE', `${PATH}/${made.id}`, owner)).status).toBe(200);
    expect((await t.get(`${PATH}/${made.id}`, owner)).status).toBe(404);
    expect((await t.send('DELETE', `${PATH}/${made.id}`, owner)).status).toBe(404);
  });
});

describe('bulk codes and export', () => {
  it('makes N unique single-use codes with the prefix', async () => {
    const res = await t.send('POST', `${PATH}/bulk`, owner, { ...BASE, prefix: 'fb', count: 25 });
    expect(res.status).toBe(201);
    const { count, codes } = await json<{ count: number; codes: string[] }>(res);
    expect(count).toBe(25);
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(/^FB-[A-Z2-9]{8}$/);
    const listed = await json<{ response: PromoCode[] }>(await t.get(`${PATH}?q=FB-&limit=1`, owner));
    expect(listed.response[0]).toMatchObject({ usageLimit: 1 });
    const tooMany = await t.send('POST', `${PATH}/bulk`, owner, { ...BASE, prefix: 'FB', count: 501 });
    expect((await errorOf(tooMany)).fields).toMatchObject({ count: 'At most 500 codes at a time' });
  });

  it('exports the shop codes as CSV', async () => {
    const res = await t.get(`${PATH}/export.csv`, owner);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    const text = await res.text();
    expect(text).toContain('Code,Title,Type,Value');
    expect(text).toContain('EID-SALE_10,Eid sale,percentage,10,20000');
  });
});

describe('access', () => {
  it('refuses staff without the promocodes permission on every call, and visitors', async () => {
    expect((await t.get(PATH, staff)).status).toBe(403);
    expect((await create({ ...BASE, code: 'STAFF' }, staff)).status).toBe(403);
    expect((await t.get(`${PATH}/export.csv`, staff)).status).toBe(403);
    expect((await t.send('POST', `${PATH}/bulk`, staff, { ...BASE, count: 1 })).status).toBe(403);
    expect((await t.get(PATH)).status).toBe(401);
  });

  it('keeps each shop to itself', async () => {
    const made = await json(await create({ ...BASE, code: 'MINE' }));
    const token = await t.login('owner@haat.test');
    const [sylhet] = await t.db.select().from(shops).where(eq(shops.handle, 'sylhet-tea-house'));
    await t.post('/admin/seller/change-shop', { shopId: sylhet!.id }, token);
    expect((await t.get(`${PATH}/${made.id}`, token)).status).toBe(404);
    expect((await t.send('DELETE', `${PATH}/${made.id}`, token)).status).toBe(404);
    // The same code is free in another shop.
    expect((await create({ ...BASE, code: 'MINE' }, token)).status).toBe(201);
  });
});

describe('demo data', () => {
  it('gives the demo shop codes in each status, one on an automated collection, counting the demo orders placed with them', async () => {
    const list = await json<{ response: PromoCode[] }>(await t.get(`${PATH}?limit=100`, owner));
    const seeded = Object.fromEntries(list.response.map((p) => [p.code, p]));
    expect(seeded.EID10).toMatchObject({ status: 'active', appliesTo: 'collections' });
    expect(seeded.EID10!.collectionIds).toHaveLength(1);
    expect(seeded.PUJA20).toMatchObject({ status: 'scheduled' });
    expect(seeded.BOISHAKH15).toMatchObject({ status: 'expired' });
    expect(seeded.FREEDELIVERY).toMatchObject({ type: 'free_delivery', minimum: 'subtotal' });
    const orders = await json<{ count: number }>(await t.get('/admin/orders?q=&limit=1', owner));
    expect(orders.count).toBeGreaterThan(0);
    expect(seeded.EID10!.used + seeded.WELCOME50!.used + seeded.BOISHAKH15!.used).toBeGreaterThan(0);
  });
});
