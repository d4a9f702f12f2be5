/**
 * Every editable record carries a version (issue 9 item 5): customers, collections and the business settings
 * refuse a save naming an older version with 409 STALE_VERSION and keep the first save (products: see
 * catalog/versions.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
}, 180_000);
afterAll(() => t.close());

const json = async (res: Response) => (await res.json()) as Record<string, unknown> & { version: number; id: string };

describe('a customer', () => {
  it('refuses the second of two saves from the same version', async () => {
    const list = (await (await t.get('/admin/customers?limit=1', owner)).json()) as { response: { id: string }[] };
    const id = list.response[0]!.id;
    const loaded = await json(await t.get(`/admin/customers/${id}`, owner));
    const first = await t.send('PATCH', `/admin/customers/${id}`, owner, { notes: 'Calls after 6 pm', version: loaded.version });
    expect(first.status).toBe(200);
    expect((await json(first)).version).toBe(loaded.version + 1);
    const second = await t.send('PATCH', `/admin/customers/${id}`, owner, { notes: 'Prefers bKash', version: loaded.version });
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      code: 'STALE_VERSION',
      message: 'This customer was changed by someone else — reload to see their changes',
    });
    expect((await json(await t.get(`/admin/customers/${id}`, owner))).notes).toBe('Calls after 6 pm');
  });

  it('is still a 404 when it does not exist', async () => {
    expect((await t.send('PATCH', '/admin/customers/nope', owner, { notes: 'x', version: 1 })).status).toBe(404);
  });
});

describe('a collection', () => {
  it('refuses the second of two saves from the same version', async () => {
    const created = await json(await t.post('/admin/collections', { title: 'Version Test Eid' }, owner));
    expect(created.version).toBe(1);
    const save = (title: string) => t.send('PUT', `/admin/collections/${created.id}`, owner, { title, version: 1 });
    expect((await save('Eid by Rahim')).status).toBe(200);
    const second = await save('Eid by Karim');
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ code: 'STALE_VERSION', message: expect.stringContaining('This collection was changed') });
    expect((await json(await t.get(`/admin/collections/${created.id}`, owner))).title).toBe('Eid by Rahim');
  });
});

describe('the business settings', () => {
  it('refuse the second of two saves from the same version', async () => {
    const loaded = await json(await t.get('/admin/store/business-settings', owner));
    const save = (legalName: string) => t.send('PATCH', '/admin/store/business-settings', owner, { legalName, version: loaded.version });
    const first = await save('Dhaka Crafts Ltd');
    expect(first.status).toBe(200);
    expect((await json(first)).version).toBe(loaded.version + 1);
    const second = await save('Dhaka Crafts Limited');
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      code: 'STALE_VERSION',
      message: 'These business settings were changed by someone else — reload to see their changes',
    });
    expect((await json(await t.get('/admin/store/business-settings', owner))).legalName).toBe('Dhaka Crafts Ltd');
  });
});
