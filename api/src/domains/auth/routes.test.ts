import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from './password.ts';
import { outbox, sellers, shopMembers, shops, signupRequests } from '../../db/schema/index.ts';
import { DEFAULT_LIMITS } from '../../platform/throttle/throttle.ts';
import { createTestApp, DASHBOARD_URL, type TestApp } from '../../../test/app.ts';
import { EMAIL_NOT_CONFIRMED, SIGNUP_CHECK_EMAIL } from '../../../../contract/auth.ts';

// The real hashing, watched: sign-up must hash the password for a registered address too.
vi.mock('./password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./password.ts')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword) };
});

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

describe('POST /auth/request (sign-up, confirmed by e-mail)', () => {
  const signup = {
    name: 'Fatema Begum',
    email: 'Fatema@Example.com',
    phone: '+8801812345678',
    shopName: 'Rajshahi Mangoes',
    password: 'mangoes-2026',
  };
  const mailsTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.createdAt));
  /** The token of the newest confirmation link mailed to `to`, as a seller would open it. */
  const linkTokenFor = async (to: string) => {
    const mail = (await mailsTo(to)).filter((m) => m.subject === 'Confirm your e-mail to open your Haat shop').at(-1);
    const match = new RegExp(`${DASHBOARD_URL}/signup/confirm\\?token=([\\w-]{43})`).exec(mail?.body ?? '');
    expect(match, `a confirmation link mailed to ${to}`).not.toBeNull();
    return match![1]!;
  };
  const confirm = (token: string) => t.post('/auth/signup/confirm', { token });

  it('answers "check your e-mail" and mails a link; the seller, shop and trial exist only once it is opened', async () => {
    const res = await t.post('/auth/request', signup);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: SIGNUP_CHECK_EMAIL });
    expect(await t.db.select().from(sellers).where(eq(sellers.email, 'fatema@example.com'))).toHaveLength(0);
    const [request] = await t.db.select().from(signupRequests).where(eq(signupRequests.email, 'fatema@example.com'));
    expect(request!.passwordHash).toMatch(/^scrypt\$/);
    expect(JSON.stringify(request)).not.toContain('mangoes-2026');

    // Before the link: the right password is told to confirm; a wrong one hears the usual answer.
    const early = await t.post('/auth/sellers/login', { email: 'fatema@example.com', password: 'mangoes-2026' });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({
      code: EMAIL_NOT_CONFIRMED,
      message: expect.stringContaining('Confirm your e-mail address first'),
    });
    const wrong = await t.post('/auth/sellers/login', { email: 'fatema@example.com', password: 'not-it-at-all' });
    expect(wrong.status).toBe(401);

    const token = await linkTokenFor('fatema@example.com');
    expect(request!.tokenHash).not.toContain(token);
    const opened = await confirm(token);
    expect(opened.status).toBe(201);
    const body = await opened.json();
    expect(body.expires_in).toBe(43200);
    expect(body.user).toMatchObject({ name: 'Fatema Begum', email: 'fatema@example.com', phone: '01812345678' });

    const [shop] = await t.db.select().from(shops).where(eq(shops.id, body.user.activeShopId));
    expect(shop).toMatchObject({ name: 'Rajshahi Mangoes', handle: 'rajshahi-mangoes', currency: 'BDT' });
    const [member] = await t.db.select().from(shopMembers).where(eq(shopMembers.shopId, shop!.id));
    expect(member).toMatchObject({ sellerId: body.user.id, isShopAdmin: true });

    const list = await (await t.get('/admin/seller/shop-list', body.access_token)).json();
    // The new shop's address is its handle under the base domain until a domain of its own is active.
    expect(list).toEqual([
      { shopId: shop!.id, name: 'Rajshahi Mangoes', isShopAdmin: true, permissions: [], address: 'rajshahi-mangoes.haat.shop' },
    ]);

    const sub = await (await t.get('/admin/subscription/active', body.access_token)).json();
    expect(sub.plan).toEqual({ name: 'Free Trial' });
    const days = (Date.parse(sub.endDate) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    expect((await t.post('/auth/sellers/login', { email: 'fatema@example.com', password: 'mangoes-2026' })).status).toBe(200);
    // Single use.
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect((await again.json()).code).toBe('TOKEN_USED');
  });

  it('answers a registered e-mail exactly like a new one, mails its owner, and changes nothing', async () => {
    const before = (await mailsTo('owner@haat.test')).length;
    const res = await t.post('/auth/request', { ...signup, email: 'OWNER@haat.test', shopName: 'Another' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: SIGNUP_CHECK_EMAIL });
    const sent = (await mailsTo('owner@haat.test')).slice(before);
    expect(sent.map((m) => m.subject)).toEqual(['Someone tried to create a Haat account with your email']);
    expect(await t.db.select().from(signupRequests).where(eq(signupRequests.email, 'owner@haat.test'))).toHaveLength(0);
    const [row] = await t.db.select({ n: count() }).from(shops).where(eq(shops.name, 'Another'));
    expect(row!.n).toBe(0);
    expect((await t.post('/auth/sellers/login', OWNER)).status).toBe(200);
  });

  it('does the same password hashing for a registered and a new e-mail (the time does not tell them apart)', async () => {
    const hashed = vi.mocked(hashPassword);
    hashed.mockClear();
    await t.post('/auth/request', { ...signup, email: 'staff@haat.test', password: 'timing-one' });
    await t.post('/auth/request', { ...signup, email: 'timing@example.com', password: 'timing-two' });
    expect(hashed.mock.calls.map(([password]) => password)).toEqual(['timing-one', 'timing-two']);
  });

  it('refuses a made-up, an expired and a replaced link, and resends a fresh one only to a waiting sign-up', async () => {
    expect((await (await confirm('made-up-token')).json()).code).toBe('INVALID_TOKEN');
    await t.post('/auth/request', { ...signup, email: 'resend@example.com' });
    const first = await linkTokenFor('resend@example.com');
    const resent = await t.post('/auth/signup/resend', { email: 'resend@example.com' });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ message: SIGNUP_CHECK_EMAIL });
    const second = await linkTokenFor('resend@example.com');
    expect(second).not.toBe(first);
    expect((await (await confirm(first)).json()).code).toBe('INVALID_TOKEN');

    // Nothing is sent for an address with no waiting sign-up, and the answer is the same.
    const ghost = await t.post('/auth/signup/resend', { email: 'ghost@example.com' });
    expect(await ghost.json()).toEqual({ message: SIGNUP_CHECK_EMAIL });
    expect(await mailsTo('ghost@example.com')).toHaveLength(0);

    await t.db
      .update(signupRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signupRequests.email, 'resend@example.com'));
    expect((await (await confirm(second)).json()).code).toBe('INVALID_TOKEN');
  });

  it('mails an address a few times an hour at most, and says the same after', async () => {
    for (let i = 0; i < DEFAULT_LIMITS.resetMail.limit + 2; i++) {
      const res = await t.post('/auth/signup/resend', { email: 'flood@example.com' });
      expect(res.status).toBe(200);
      if (i === 0) await t.post('/auth/request', { ...signup, email: 'flood@example.com' });
    }
    expect(await mailsTo('flood@example.com')).toHaveLength(DEFAULT_LIMITS.resetMail.limit);
  });

  it('opens only one account when two sign-ups of one address are both confirmed', async () => {
    await t.post('/auth/request', { ...signup, email: 'twice@example.com', shopName: 'First Try' });
    const one = await linkTokenFor('twice@example.com');
    await t.post('/auth/request', { ...signup, email: 'twice@example.com', shopName: 'Second Try' });
    const two = await linkTokenFor('twice@example.com');
    expect((await confirm(two)).status).toBe(201);
    // The other waiting sign-up ended when the address was proven.
    expect((await (await confirm(one)).json()).code).toBe('INVALID_TOKEN');
    expect(await t.db.select().from(shops).where(eq(shops.name, 'First Try'))).toHaveLength(0);
  });

  it('gives a second shop with the same name its own handle', async () => {
    await t.post('/auth/request', { ...signup, email: 'other@example.com' });
    const res = await confirm(await linkTokenFor('other@example.com'));
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
    expect([a.status, b.status]).toEqual([200, 200]);
    expect((await (await confirm(await linkTokenFor('b@example.com'))).json()).user.phone).toBe('01311000000');
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
