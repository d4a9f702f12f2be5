import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DASHBOARD_URL, type TestApp } from '../../../test/app.ts';
import { outbox, shippingPlans, shops, subscriptions } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

/** Signs in like the dashboard does, forwarding the browser's User-Agent. */
async function loginFrom(email: string, userAgent: string, password = 'demo1234'): Promise<string> {
  const res = await t.app.request('/auth/sellers/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-user-agent': userAgent },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

describe('name and phone', () => {
  it('reads and saves them; refuses a phone that is not a BD mobile number', async () => {
    const token = await t.login('staff@haat.test');
    expect(await (await t.get('/admin/profile', token)).json()).toMatchObject({
      name: 'Karim Hossain',
      email: 'staff@haat.test',
      pendingEmail: null,
    });
    const saved = await t.send('PATCH', '/admin/profile', token, { name: 'Karim H.', phone: '01812345678' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ name: 'Karim H.', phone: '01812345678' });
    const bad = await t.send('PATCH', '/admin/profile', token, { name: '', phone: '12345' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toMatchObject({ name: 'Enter your name', phone: expect.any(String) });
  });
});

describe('e-mail change', () => {
  it('needs the current password and a free address', async () => {
    const token = await t.login('staff@haat.test');
    const wrong = await t.send('POST', '/admin/profile/email', token, { email: 'karim@example.com', currentPassword: 'nope' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      code: 'WRONG_PASSWORD',
      message: 'Your current password is not right.',
      fields: { currentPassword: 'Your current password is not right.' },
    });
    const taken = await t.send('POST', '/admin/profile/email', token, { email: 'owner@haat.test', currentPassword: 'demo1234' });
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toBe('Another account already uses this e-mail address.');
  });

  it('changes nothing until the link sent to the new address is opened, once', async () => {
    const token = await t.login('staff@haat.test');
    const res = await t.send('POST', '/admin/profile/email', token, { email: 'Karim@Example.com', currentPassword: 'demo1234' });
    expect(res.status).toBe(200);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, 'karim@example.com'));
    expect(mail!.subject).toBe('Confirm your new Haat e-mail address');
    const emailToken = new RegExp(`${DASHBOARD_URL}/my-profile\\?email-token=([\\w-]+)`).exec(mail!.body)![1]!;
    expect(await (await t.get('/admin/profile', token)).json()).toMatchObject({
      email: 'staff@haat.test',
      pendingEmail: 'karim@example.com',
    });

    const other = await t.login('owner@haat.test');
    expect((await t.send('POST', '/admin/profile/email/confirm', other, { token: emailToken })).status).toBe(400);

    const confirmed = await t.send('POST', '/admin/profile/email/confirm', token, { token: emailToken });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toMatchObject({ email: 'karim@example.com', pendingEmail: null });
    const again = await t.send('POST', '/admin/profile/email/confirm', token, { token: emailToken });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: 'INVALID_TOKEN',
      message: 'This confirmation link is not valid, was already used or has expired.',
    });
    expect((await t.post('/auth/sellers/login', { email: 'karim@example.com', password: 'demo1234' })).status).toBe(200);
  });
});

describe('sessions and password', () => {
  it('lists the sessions with browser and system, signs one out, then every other', async () => {
    const phone = await loginFrom('lapsed@haat.test', CHROME_ANDROID);
    const laptop = await loginFrom('lapsed@haat.test', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0');
    const third = await t.login('lapsed@haat.test');
    // Profile stays open to a lapsed shop.
    const res = await t.get('/admin/profile/sessions', phone);
    expect(res.status).toBe(200);
    const { response } = (await res.json()) as { response: { id: string; browser: string; os: string; current: boolean }[] };
    expect(response[0]).toMatchObject({ browser: 'Chrome 120', os: 'Android 13', current: true });
    expect(response).toEqual(expect.arrayContaining([expect.objectContaining({ browser: 'Firefox 121', os: 'Windows', current: false })]));

    const firefox = response.find((s) => s.browser === 'Firefox 121')!;
    expect((await t.send('DELETE', `/admin/profile/sessions/${firefox.id}`, phone)).status).toBe(204);
    expect((await t.get('/admin/profile', laptop)).status).toBe(401);
    const gone = await t.send('DELETE', `/admin/profile/sessions/${firefox.id}`, phone);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ code: 'SESSION_NOT_FOUND', message: 'This session has already ended.' });

    const others = await t.send('POST', '/admin/profile/sessions/others/revoke', phone);
    expect(await others.json()).toEqual({ ended: expect.any(Number) });
    expect((await t.get('/admin/profile', third)).status).toBe(401);
    expect((await t.get('/admin/profile', phone)).status).toBe(200);
  });

  it('cannot sign out another seller’s session', async () => {
    const owner = await t.login('owner@haat.test');
    const mine = (await (await t.get('/admin/profile/sessions', owner)).json()) as { response: { id: string }[] };
    const lapsed = await t.login('lapsed@haat.test');
    expect((await t.send('DELETE', `/admin/profile/sessions/${mine.response[0]!.id}`, lapsed)).status).toBe(404);
    expect((await t.get('/admin/profile', owner)).status).toBe(200);
  });

  it('changes the password with the current one and signs out every other session', async () => {
    const here = await t.login('lapsed@haat.test');
    const elsewhere = await t.login('lapsed@haat.test');
    const wrong = await t.send('POST', '/admin/profile/password', here, { currentPassword: 'nope', newPassword: 'lapsed-pass-2' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe('WRONG_PASSWORD');
    const short = await t.send('POST', '/admin/profile/password', here, { currentPassword: 'demo1234', newPassword: 'short' });
    expect(short.status).toBe(400);
    expect((await short.json()).fields).toEqual({ newPassword: 'Password must be at least 8 characters' });
    const ok = await t.send('POST', '/admin/profile/password', here, { currentPassword: 'demo1234', newPassword: 'lapsed-pass-2' });
    expect(ok.status).toBe(200);
    expect((await t.get('/admin/profile', elsewhere)).status).toBe(401);
    expect((await t.get('/admin/profile', here)).status).toBe(200);
    expect((await t.post('/auth/sellers/login', { email: 'lapsed@haat.test', password: 'lapsed-pass-2' })).status).toBe(200);
  });
});

describe('another shop', () => {
  it('opens a shop whose admin is the creator, on the Free plan, and switches to it', async () => {
    const token = await t.login('owner@haat.test');
    const res = await t.send('POST', '/admin/profile/shops', token, {
      name: 'Chittagong Spices',
      handle: 'ctg-spices',
      category: 'food',
      phone: '01711223344',
    });
    expect(res.status).toBe(201);
    const shop = (await res.json()) as { shopId: string; handle: string };
    expect(shop.handle).toBe('ctg-spices');
    expect(await (await t.get('/admin/sellers/user', token)).json()).toMatchObject({ activeShopId: shop.shopId });
    const list = (await (await t.get('/admin/seller/shop-list', token)).json()) as { shopId: string; isShopAdmin: boolean }[];
    expect(list.find((s) => s.shopId === shop.shopId)).toMatchObject({ isShopAdmin: true });
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.shopId, shop.shopId))).toHaveLength(0);
    expect(await (await t.get('/admin/subscription/active', token)).json()).toBeNull();
    expect((await t.db.select().from(shops).where(eq(shops.id, shop.shopId)))[0]).toMatchObject({ category: 'food' });
    expect(await t.db.select().from(shippingPlans).where(eq(shippingPlans.shopId, shop.shopId))).toEqual([
      expect.objectContaining({ name: 'Default plan', isDefault: true }),
    ]);
  });

  it('refuses a taken, reserved or badly formed handle', async () => {
    const token = await t.login('owner@haat.test');
    const taken = await t.send('POST', '/admin/profile/shops', token, { name: 'Again', handle: 'ctg-spices', category: 'food' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      code: 'HANDLE_TAKEN',
      message: 'This handle is taken: choose another.',
      fields: { handle: 'This handle is taken: choose another.' },
    });
    const reserved = await t.send('POST', '/admin/profile/shops', token, { name: 'Admin', handle: 'admin', category: 'food' });
    expect(reserved.status).toBe(400);
    expect((await reserved.json()).fields).toEqual({ handle: 'This handle is reserved: choose another' });
    const bad = await t.send('POST', '/admin/profile/shops', token, { name: 'Bad', handle: 'Bad Handle!', category: 'nothing' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fields)).toEqual(['handle', 'category']);
  });
});

describe('language, digits and grouping', () => {
  it('are saved with the account: a new session on another device reads them', async () => {
    const token = await t.login('owner@haat.test');
    expect(await (await t.get('/admin/sellers/user', token)).json()).toMatchObject({ language: 'en', digits: null, grouping: null });
    const switched = await t.send('PATCH', '/admin/profile/display', token, { language: 'bn' });
    expect(switched.status).toBe(200);
    expect(await switched.json()).toEqual({ language: 'bn', digits: null, grouping: null });
    const chosen = await t.send('PATCH', '/admin/profile/display', token, { digits: 'latin', grouping: 'international' });
    expect(await chosen.json()).toEqual({ language: 'bn', digits: 'latin', grouping: 'international' });
    const other = await loginFrom('owner@haat.test', CHROME_ANDROID);
    expect(await (await t.get('/admin/sellers/user', other)).json()).toMatchObject({
      language: 'bn',
      digits: 'latin',
      grouping: 'international',
    });
    // An empty choice of the profile form follows the language again.
    const back = await t.send('PATCH', '/admin/profile/display', token, { language: 'en', digits: '', grouping: '' });
    expect(await back.json()).toEqual({ language: 'en', digits: null, grouping: null });
  });

  it('refuses a language or digits it does not know with a 400 naming the field', async () => {
    const token = await t.login('owner@haat.test');
    const bad = await t.send('PATCH', '/admin/profile/display', token, { language: 'fr', digits: 'roman' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toMatchObject({ language: 'Choose English or Bangla', digits: 'Choose Latin or Bangla digits' });
    expect(await (await t.get('/admin/sellers/user', token)).json()).toMatchObject({ language: 'en' });
  });
});
