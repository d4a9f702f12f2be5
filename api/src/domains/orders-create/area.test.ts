/** An order's area comes from its location's list (issue 24 item 6): a wrong one is a field error, never an order. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { draft, owner, product, stockOf, t, useOrdersCreateApp } from './test-kit.ts';

useOrdersCreateApp();

describe('the area of a phone order', () => {
  it.each([
    ['sylhet', 'Mirpur'],
    ['dhaka-city', 'Savar'],
    ['dhaka-suburbs', 'Dhanmondi'],
  ])('refuses %s with area %s: 400 with the area field, nothing taken', async (location, area) => {
    const p = await product(5);
    for (const path of ['/admin/orders', '/admin/orders/quote']) {
      const res = await t.send('POST', path, owner, draft(p.id, { address: { location, area, line1: 'House 1' } }));
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { 'address.area': 'Choose the area from the district’s list' },
      });
    }
    expect(await stockOf(p.id)).toBe(5);
  });

  it('stores the area typed in Bangla by its English name', async () => {
    const p = await product(5);
    const res = await t.send(
      'POST',
      '/admin/orders',
      owner,
      draft(p.id, { address: { location: 'dhaka-city', area: 'মিরপুর', line1: 'House 1' } }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.shippingAddress).toMatchObject({ district: 'Dhaka', area: 'Mirpur' });
  });
});
