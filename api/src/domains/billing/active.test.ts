import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const active = async (token: string) => {
  const res = await t.get('/admin/subscription/active', token);
  expect(res.status).toBe(200);
  return res.json();
};

describe('GET /admin/subscription/active', () => {
  it("answers the active shop's Growth subscription ending in about 30 days", async () => {
    const sub = await active(await t.login('owner@haat.test'));
    expect(sub).toEqual({
      _id: expect.any(String),
      endDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      nextRenewalDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      plan: { name: 'Growth' },
    });
    const days = (Date.parse(sub.endDate) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('follows change-shop to the other shop', async () => {
    const token = await t.login('owner@haat.test');
    const before = await active(token);
    const list = await (await t.get('/admin/seller/shop-list', token)).json();
    await t.post('/admin/seller/change-shop', { shopId: list[1].shopId }, token);
    const after = await active(token);
    expect(after._id).not.toBe(before._id);
    expect(after.plan.name).toBe('Growth');
  });

  it('answers a lapsed Starter subscription with its end date 3 days in the past', async () => {
    const sub = await active(await t.login('lapsed@haat.test'));
    expect(sub.plan).toEqual({ name: 'Starter' });
    expect(sub.nextRenewalDate).toBeNull();
    const days = (Date.parse(sub.endDate) - Date.now()) / DAY;
    expect(days).toBeLessThan(-2.9);
    expect(days).toBeGreaterThan(-3.1);
  });

  it('needs a session', async () => {
    expect((await t.get('/admin/subscription/active')).status).toBe(401);
  });
});
