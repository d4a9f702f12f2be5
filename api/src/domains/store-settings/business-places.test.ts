/** The business address's district and area come from the lists (issue 24 item 6): checked, stored in English. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.login('owner@haat.test');
});
afterAll(() => t.close());

const PATH = '/admin/store/business-settings';
const send = (method: 'PUT' | 'PATCH', body: unknown) => t.send(method, PATH, owner, body);

describe('the business address district and area', () => {
  it('stores an area of the district by its English name, typed in Bangla or lower case', async () => {
    const res = await send('PUT', { name: 'Dhaka Crafts', district: 'dhaka', area: 'ধানমন্ডি' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ district: 'Dhaka', area: 'Dhanmondi' });
  });

  it.each([
    [{ name: 'Dhaka Crafts', district: 'Dhaka', area: 'Debidwar' }, { area: 'Choose the area from the district’s list' }],
    [{ name: 'Dhaka Crafts', district: 'Chittagong', area: '' }, { district: 'Choose a district from the list' }],
    [{ name: 'Dhaka Crafts', area: 'Gulshan' }, { area: 'Choose the district first' }],
  ])('refuses %o with a 400 and the field error %o, saving nothing', async (body, fields) => {
    const res = await send('PUT', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) as unknown, fields });
    expect(await (await t.get(PATH, owner)).json()).toMatchObject({ district: 'Dhaka', area: 'Dhanmondi' });
  });

  it('a PATCH with an area needs its district; one without either leaves them alone', async () => {
    const res = await send('PATCH', { area: 'Gulshan' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ fields: { area: 'Choose the district first' } });
    expect((await send('PATCH', { phone: '01711000000' })).status).toBe(200);
    expect((await send('PATCH', { district: 'Sylhet', area: 'sylhet sadar' })).status).toBe(200);
    expect(await (await t.get(PATH, owner)).json()).toMatchObject({ district: 'Sylhet', area: 'Sylhet Sadar', phone: '01711000000' });
  });
});
