/**
 * Every demo address is a district and area from Haat's lists (issue 24 item 6): what the address forms accept, and
 * what the courier drivers match to each courier's places. The lists the seed draws from, and every address it wrote
 * (customers, orders' shipping and billing addresses, the shops' business addresses).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeErrors } from '../../../contract/places.ts';
import { customers, orders, shopSettings } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { DEMO_AREAS } from './orders.ts';
import { DEMO_SETTINGS } from './shop-settings.ts';

type Place = { district?: string | null; area?: string | null };
/** The places that fail the check, as "district / area: errors" lines (empty when all pass). */
const failing = (places: Place[]) =>
  places
    .map((p) => ({ p, errors: p.district ? placeErrors(p.district, p.area) : { district: 'no district' } }))
    .filter(({ errors }) => Object.keys(errors).length > 0)
    .map(({ p, errors }) => `${p.district} / ${p.area}: ${Object.values(errors).join(', ')}`);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the demo data’s addresses', () => {
  it('draws only areas of their district’s list', () => {
    const pairs = Object.entries(DEMO_AREAS).flatMap(([district, areas]) => areas.map((area) => ({ district, area })));
    expect(pairs.length).toBeGreaterThan(40);
    expect(failing([...pairs, ...Object.values(DEMO_SETTINGS)])).toEqual([]);
  });

  it('seeded every customer, order and business address with a listed district and area', async () => {
    const addresses = (await t.db.select({ addresses: customers.addresses }).from(customers)).flatMap((c) => c.addresses);
    const placed = await t.db.select({ shipping: orders.shippingAddress, billing: orders.billingAddress }).from(orders);
    const settings = await t.db.select({ district: shopSettings.district, area: shopSettings.area }).from(shopSettings);
    expect(addresses.length).toBeGreaterThan(0);
    expect(placed.length).toBeGreaterThan(0);
    expect(settings).toHaveLength(Object.keys(DEMO_SETTINGS).length);
    const all: Place[] = [
      ...addresses,
      ...placed.flatMap((o) => [o.shipping, o.billing].flatMap((a): Place[] => (a ? [a] : []))),
      ...settings,
    ];
    expect(failing(all)).toEqual([]);
  });
});
