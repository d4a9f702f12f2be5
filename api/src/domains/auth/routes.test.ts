import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopMembers, shops } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';

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
