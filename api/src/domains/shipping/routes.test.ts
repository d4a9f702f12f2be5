import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { shippingPlans, shops } from '../../db/schema/index.ts';
import { LOCATION_IDS } from '../../../../contract/bd-geo.ts';
import type { Plan } from '../../../../contract/shipping.ts';

let t: TestApp;
let owner: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
  staff = await t.login('staff@haat.test');
});
afterAll(() => t.close());

const PLANS = '/admin/shipping/plans';
const json = async <T = Plan>(res: Response) => (await res.json()) as T;
const fieldsOf = async (res: Response) => (await json<{ fields: Record<string, string> }>(res)).fields;
const everywhere = (rate: object) => [{ id: 'all', name: 'All of Bangladesh', locations: [...LOCATION_IDS], rate, deliveryTime: '3 days' }];

describe('the default plan', () => {
  it('is seeded with Inside Dhaka ৳70, Dhaka suburbs ৳100 and Outside Dhaka ৳130, covering all 65 places once', async () => {
    const res = await t.get(`${PLANS}/default`, owner);
    expect(res.status).toBe(200);
    const plan = await json(res);
    expect(plan.isDefault).toBe(true);
    expect(plan.zones.map((z) => [z.name, z.rate])).toEqual([
      ['Inside Dhaka', { kind: 'flat', amount: 7000 }],
      ['Dhaka suburbs', { kind: 'flat', amount: 10000 }],
      ['Outside Dhaka', { kind: 'flat', amount: 13000 }],
    ]);
    expect(plan.zones.flatMap((z) => z.locations).sort()).toEqual([...LOCATION_IDS].sort());
    expect(plan.zones.find((z) => z.name === 'Outside Dhaka')!.locations).toContain('sylhet');
  });

  it('is made on first read for a shop that has none', async () => {
    const [sylhet] = await t.db.select().from(shops).where(eq(shops.handle, 'sylhet-tea-house'));
    await t.db.delete(shippingPlans).where(eq(shippingPlans.shopId, sylhet!.id));
    const token = await t.login('owner@haat.test');
    await t.post('/admin/seller/change-shop', { shopId: sylhet!.id }, token);
    const list = await json<{ response: Plan[] }>(await t.get(PLANS, token));
    expect(list.response.map((p) => p.name)).toEqual(['Default plan']);
  });

  it('saves zones by weight, by amount bands, free over an amount and a COD fee; a stale version is a 409', async () => {
    const plan = await json(await t.get(`${PLANS}/default`, owner));
    const zones = plan.zones.map((z) =>
      z.name === 'Outside Dhaka'
        ? {
            ...z,
            rate: { kind: 'weight', firstKg: 12000, extraKg: 2500 },
            codFee: { kind: 'percent', value: 1 },
            freeOver: { amount: 350000, basis: 'after_discount' },
          }
        : z.name === 'Dhaka suburbs'
          ? {
              ...z,
              rate: {
                kind: 'amount',
                bands: [
                  { from: 0, amount: 10000 },
                  { from: 200000, amount: 5000 },
                ],
              },
              codAllowed: false,
            }
          : z,
    );
    const res = await t.send('PUT', `${PLANS}/${plan.id}`, owner, { name: plan.name, zones, version: plan.version });
    expect(res.status).toBe(200);
    const saved = await json(res);
    expect(saved.version).toBe(plan.version + 1);
    expect(saved.zones[2]).toMatchObject({
      rate: { kind: 'weight', firstKg: 12000, extraKg: 2500 },
      codFee: { kind: 'percent', value: 1 },
    });
    expect(saved.zones[1]).toMatchObject({ codAllowed: false });
    const stale = await t.send('PUT', `${PLANS}/${plan.id}`, owner, { name: plan.name, zones, version: plan.version });
    expect(stale.status).toBe(409);
  });

  it('refuses a plan that leaves districts without a zone, naming them', async () => {
    const plan = await json(await t.get(`${PLANS}/default`, owner));
    const zones = plan.zones.map((z) =>
      z.name === 'Outside Dhaka' ? { ...z, locations: z.locations.filter((l) => l !== 'sylhet' && l !== 'bogura') } : z,
    );
    const res = await t.send('PUT', `${PLANS}/${plan.id}`, owner, { name: plan.name, zones, version: plan.version });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toEqual({ zones: 'Every district needs a zone. Without one: Bogura, Sylhet' });
  });

  it('refuses a district in two zones', async () => {
    const plan = await json(await t.get(`${PLANS}/default`, owner));
    const zones = plan.zones.map((z) => (z.name === 'Inside Dhaka' ? { ...z, locations: [...z.locations, 'gazipur'] } : z));
    const res = await t.send('PUT', `${PLANS}/${plan.id}`, owner, { name: plan.name, zones, version: plan.version });
    expect(await fieldsOf(res)).toEqual({ zones: 'A district can be in only one zone: Gazipur (Inside Dhaka and Dhaka suburbs)' });
  });

  it.each([
    [{ kind: 'flat', amount: -1 }, 'zones.0.rate.amount', 'The rate cannot be negative'],
    [{ kind: 'amount', bands: [{ from: 100, amount: 5 }] }, 'zones.0.rate.bands', 'One band must start at ৳0'],
    [{ kind: 'air' }, 'zones.0.rate.kind', 'Choose flat, by weight or by order amount'],
  ])('refuses the rate %o', async (rate, field, message) => {
    const plan = await json(await t.get(`${PLANS}/default`, owner));
    const res = await t.send('PUT', `${PLANS}/${plan.id}`, owner, { name: plan.name, zones: everywhere(rate), version: plan.version });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toMatchObject({ [field]: message });
  });

  it('cannot be deleted', async () => {
    const res = await t.send('DELETE', `${PLANS}/default`, owner);
    expect(res.status).toBe(400);
  });
});

describe('custom plans', () => {
  it('are made for chosen collections with their own zones, listed after the default, edited and deleted', async () => {
    const res = await t.send('POST', PLANS, owner, {
      name: 'Fragile',
      collectionIds: ['c-kitchen'],
      zones: everywhere({ kind: 'flat', amount: 20000 }),
    });
    expect(res.status).toBe(201);
    const plan = await json(res);
    expect(plan).toMatchObject({ name: 'Fragile', isDefault: false, collectionIds: ['c-kitchen'], version: 1 });
    const list = await json<{ response: Plan[] }>(await t.get(PLANS, owner));
    expect(list.response.map((p) => p.name)).toEqual(['Default plan', 'Fragile']);
    const cleared = await t.send('PUT', `${PLANS}/${plan.id}`, owner, { name: 'Fragile', zones: plan.zones, version: 1 });
    expect(await fieldsOf(cleared)).toEqual({ productIds: 'Choose the products or collections this plan ships' });
    expect((await t.send('DELETE', `${PLANS}/${plan.id}`, owner)).status).toBe(200);
    expect((await t.get(`${PLANS}/${plan.id}`, owner)).status).toBe(404);
  });

  it('need a product or a collection', async () => {
    const res = await t.send('POST', PLANS, owner, { name: 'Nothing', zones: everywhere({ kind: 'flat', amount: 0 }) });
    expect(await fieldsOf(res)).toEqual({ productIds: 'Choose the products or collections this plan ships' });
  });
});

it('refuses staff without the shipping permission', async () => {
  expect((await t.get(PLANS, staff)).status).toBe(403);
  expect((await t.send('POST', PLANS, staff, {})).status).toBe(403);
  expect((await t.get(PLANS)).status).toBe(401);
});
