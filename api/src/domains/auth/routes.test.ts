import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginLink } from './login-links.ts';
import { loginLinks, outbox, passwordResets, shopMembers, shops } from '../../db/schema/index.ts';
import { createTestApp, DASHBOARD_URL, type TestApp } from '../../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OWNER = { email: 'owner@haat.test', password: 'demo1234' };

describe('POST /auth/sellers/login', () => {
  it('answers a token, its 12-hour lifetime and the user for the right password', async () => {
    const res = await t.post('/auth/sellers/login', OWNER);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.access_token).toMatch(/^[\w-]{43}$/);
    expect(body.expires_in).toBe(43200);
    expect(body.user).toMatchObject({ name: 'Rahim Uddin', email: 'owner@haat.test', phone: '01711000001' });
    expect(typeof body.user.activeShopId).toBe('string');
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const res = await t.post('/auth/sellers/login', { email: '  Owner@Haat.TEST ', password: 'demo1234' });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password with 401 INVALID_CREDENTIALS', async () => {
    const res = await t.post('/auth/sellers/login', { email: 'staff@haat.test', password: 'wrong-password' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect.' });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const res = await t.post('/auth/sellers/login', { email: 'nobody@haat.test', password: 'demo1234' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Email or password is incorrect.' });
  });

  it('refuses every attempt, even the right password, after 10 failures in 15 minutes', async () => {
    const email = 'lapsed@haat.test';
    for (let i = 0; i < 10; i++) {
      const res = await t.post('/auth/sellers/login', { email: i % 2 ? email : email.toUpperCase(), password: `nope-${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await t.post('/auth/sellers/login', { email, password: 'wrong' });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
    });
    const right = await t.post('/auth/sellers/login', { email, password: 'demo1234' });
    expect(right.status).toBe(429);
    // Other sellers are not affected.
    expect((await t.post('/auth/sellers/login', OWNER)).status).toBe(200);
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await t.post('/auth/sellers/login', '{"email": "owner@haat.test",');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'INVALID_JSON', message: 'Request body is not valid JSON' });
  });

  it('answers an empty body with 400 INVALID_JSON', async () => {
    const res = await t.app.request('/auth/sellers/login', { method: 'POST' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('INVALID_JSON');
  });

  it('names each missing or wrongly typed field', async () => {
    const res = await t.post('/auth/sellers/login', { email: 42 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid',
      fields: { email: 'Enter your email address', password: 'Enter your password' },
    });
  });

  it('says when the email is not an email', async () => {
    const res = await t.post('/auth/sellers/login', { email: 'owner', password: 'x' });
    expect((await res.json()).fields).toEqual({ email: 'Enter a valid email address' });
  });

  it('answers a JSON array body with 400, not 500', async () => {
    const res = await t.post('/auth/sellers/login', '[1,2]');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /auth/request (sign-up)', () => {
  const signup = {
    name: 'Fatema Begum',
    email: 'Fatema@Example.com',
    phone: '+8801812345678',
    shopName: 'Rajshahi Mangoes',
    password: 'mangoes-2026',
  };

  it('creates the seller, their shop with them as shop admin, a 14-day trial and a session', async () => {
    const res = await t.post('/auth/request', signup);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.expires_in).toBe(43200);
    expect(body.user).toMatchObject({ name: 'Fatema Begum', email: 'fatema@example.com', phone: '01812345678' });

    const [shop] = await t.db.select().from(shops).where(eq(shops.id, body.user.activeShopId));
    expect(shop).toMatchObject({ name: 'Rajshahi Mangoes', handle: 'rajshahi-mangoes', currency: 'BDT' });
    const [member] = await t.db.select().from(shopMembers).where(eq(shopMembers.shopId, shop!.id));
    expect(member).toMatchObject({ sellerId: body.user.id, isShopAdmin: true });

    const list = await (await t.get('/admin/seller/shop-list', body.access_token)).json();
    expect(list).toEqual([{ shopId: shop!.id, name: 'Rajshahi Mangoes', isShopAdmin: true, permissions: [] }]);

    const sub = await (await t.get('/admin/subscription/active', body.access_token)).json();
    expect(sub.plan).toEqual({ name: 'Free Trial' });
    const days = (Date.parse(sub.endDate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    expect((await t.post('/auth/sellers/login', { email: 'fatema@example.com', password: 'mangoes-2026' })).status).toBe(200);
  });

  it('refuses an email that already has an account with 409 EMAIL_TAKEN', async () => {
    const res = await t.post('/auth/request', { ...signup, email: 'OWNER@haat.test', shopName: 'Another' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      code: 'EMAIL_TAKEN',
      fields: { email: 'An account with this email already exists.' },
    });
    const [row] = await t.db.select({ n: count() }).from(shops).where(eq(shops.name, 'Another'));
    expect(row!.n).toBe(0);
  });

  it('gives a second shop with the same name its own handle', async () => {
    const res = await t.post('/auth/request', { ...signup, email: 'other@example.com' });
    expect(res.status).toBe(201);
    const { user } = await res.json();
    const [shop] = await t.db.select().from(shops).where(eq(shops.id, user.activeShopId));
    expect(shop!.handle).toMatch(/^rajshahi-mangoes-[0-9a-f]{6}$/);
  });

  it.each([
    ['phone', '0171100000', 'Enter a Bangladeshi mobile number like 01711000000'],
    ['phone', '01211000000', 'Enter a Bangladeshi mobile number like 01711000000'],
    ['phone', '+4401711000000', 'Enter a Bangladeshi mobile number like 01711000000'],
    ['password', 'short', 'Password must be at least 8 characters'],
    ['email', 'not-an-email', 'Enter a valid email address'],
    ['name', '   ', 'Enter your name'],
    ['shopName', undefined, 'Enter a name for your shop'],
  ])('refuses %s = %j with a message for that field', async (field, value, message) => {
    const res = await t.post('/auth/request', { ...signup, email: 'new@example.com', [field]: value });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual({ [field]: message });
  });

  it('accepts 01XXXXXXXXX with and without +88', async () => {
    const a = await t.post('/auth/request', { ...signup, email: 'a@example.com', phone: '01911000000' });
    const b = await t.post('/auth/request', { ...signup, email: 'b@example.com', phone: '+8801311000000' });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect((await b.json()).user.phone).toBe('01311000000');
  });
});

describe('POST /auth/logout', () => {
  it('revokes the session, so the token stops working', async () => {
    const token = await t.login('owner@haat.test');
    expect((await t.get('/admin/sellers/user', token)).status).toBe(200);
    const res = await t.post('/auth/logout', {}, token);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect((await t.get('/admin/sellers/user', token)).status).toBe(401);
  });

  it('needs a session', async () => {
    const res = await t.post('/auth/logout', {});
    expect(res.status).toBe(401);
  });
});

describe('password reset', () => {
  const forgot = (email: string) => t.post('/auth/password/forgot', { email });
  const MESSAGE = 'If an account exists for that email, we have sent a link to reset the password.';
  const outboxFor = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));

  it('answers the same 200 for unknown emails and writes no email', async () => {
    const res = await forgot('ghost@haat.test');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGE });
    expect(await outboxFor('ghost@haat.test')).toHaveLength(0);
  });

  it('writes an outbox email with a reset link for a known email and logs the link', async () => {
    const res = await forgot('Staff@haat.test');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGE });
    const mails = await outboxFor('staff@haat.test');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toMatch(new RegExp(`${DASHBOARD_URL}/reset-password\\?token=[\\w-]{43}`));
    expect(t.logs.some((line) => line.includes(`${DASHBOARD_URL}/reset-password?token=`))).toBe(true);
  });

  it('changes the password once per link and signs out every session', async () => {
    const oldSession = await t.login('staff@haat.test');
    await forgot('staff@haat.test');
    const mails = await outboxFor('staff@haat.test');
    const token = /token=([\w-]+)/.exec(mails.at(-1)!.body)![1]!;

    const res = await t.post('/auth/password/reset', { token, password: 'new-password-1' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toEqual(expect.any(String));

    expect((await t.get('/admin/sellers/user', oldSession)).status).toBe(401);
    expect((await t.post('/auth/sellers/login', { email: 'staff@haat.test', password: 'demo1234' })).status).toBe(401);
    expect((await t.post('/auth/sellers/login', { email: 'staff@haat.test', password: 'new-password-1' })).status).toBe(200);

    const again = await t.post('/auth/password/reset', { token, password: 'new-password-2' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      code: 'TOKEN_USED',
      message: 'This reset link was already used. Sign in with your new password, or ask for a new link.',
    });
  });

  it('ends the older links when a new one is asked for, and the other links when one is used', async () => {
    const tokens = async () => (await outboxFor('staff@haat.test')).map((mail) => /token=([\w-]+)/.exec(mail.body)![1]!);
    await forgot('staff@haat.test');
    const [first] = (await tokens()).slice(-1);
    await forgot('staff@haat.test');
    const [second] = (await tokens()).slice(-1);

    const old = await t.post('/auth/password/reset', { token: first, password: 'new-password-3' });
    expect(old.status).toBe(400);
    expect((await old.json()).code).toBe('TOKEN_EXPIRED');

    // Two links alive at once (asked for before this rule): using one ends the other.
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() + 60_000) });
    expect((await t.post('/auth/password/reset', { token: first, password: 'new-password-3' })).status).toBe(200);
    const other = await t.post('/auth/password/reset', { token: second, password: 'new-password-4' });
    expect(other.status).toBe(400);
    expect((await other.json()).code).toBe('TOKEN_EXPIRED');
  });

  it('refuses an expired reset link', async () => {
    await forgot('owner@haat.test');
    const mails = await outboxFor('owner@haat.test');
    const token = /token=([\w-]+)/.exec(mails.at(-1)!.body)![1]!;
    await t.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.post('/auth/password/reset', { token, password: 'new-password-1' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('TOKEN_EXPIRED');
  });

  it('refuses an unknown token', async () => {
    const res = await t.post('/auth/password/reset', { token: 'made-up', password: 'new-password-1' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('INVALID_TOKEN');
  });

  it('checks the new password length before anything else', async () => {
    const res = await t.post('/auth/password/reset', { token: 'made-up', password: 'short' });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toEqual({ password: 'Password must be at least 8 characters' });
  });
});

describe('POST /auth/sellers/login-link', () => {
  it('signs in once with a link token from the CLI', async () => {
    const token = (await createLoginLink(t.db, 'lapsed@haat.test'))!;
    const res = await t.post('/auth/sellers/login-link', { token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.user.email).toBe('lapsed@haat.test');
    expect(body.expires_in).toBe(43200);
    expect((await t.get('/admin/sellers/user', body.access_token)).status).toBe(200);

    const again = await t.post('/auth/sellers/login-link', { token });
    expect(again.status).toBe(401);
    expect((await again.json()).code).toBe('INVALID_TOKEN');
  });

  it('refuses an unknown token', async () => {
    const res = await t.post('/auth/sellers/login-link', { token: 'nope' });
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe('INVALID_TOKEN');
  });

  it('refuses an expired link token', async () => {
    const token = (await createLoginLink(t.db, 'owner@haat.test'))!;
    await t.db.update(loginLinks).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.post('/auth/sellers/login-link', { token });
    expect(res.status).toBe(401);
  });

  it('has no link for an unknown seller', async () => {
    expect(await createLoginLink(t.db, 'ghost@haat.test')).toBeNull();
  });
});
