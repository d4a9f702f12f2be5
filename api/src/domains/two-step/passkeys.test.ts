/**
 * Passkeys (issue 22 item 9) through the Store API with a software authenticator (passkey-kit.ts): registering
 * several, naming and removing them, signing in with one alone, as the second step and as a fresh factor; and the
 * guards: wrong or replayed challenge, wrong origin or RP ID, no user verification, a counter that does not rise,
 * removal needing a fresh factor, and one seller's passkey never serving another.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { passkeyChallenges, sessions } from '../../db/schema/index.ts';
import { hashToken } from '../auth/tokens.ts';
import { relyingParty } from './passkeys.ts';
import { SoftAuthenticator, strayChallenge, type Bend } from './passkey-kit.ts';
import { ageFactor, codeAt, enableTwoStep } from './test-kit.ts';

let t: TestApp;
let owner: { token: string; secret: string };
let staffToken: string;
const phone = new SoftAuthenticator();
const laptop = new SoftAuthenticator();

type Options = { challenge: string; rpId?: string; allowCredentials?: { id: string }[]; userVerification?: string };
const json = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;
const errorCode = async (res: Response) => (await json<{ code: string }>(res)).code;

async function register(token: string, authenticator: SoftAuthenticator, name: string, bend: Bend = {}) {
  const options = await json<Options & { rp: { id: string }; user: { id: string } }>(
    await t.post('/admin/profile/two-step/passkeys/options', {}, token),
  );
  return t.post('/admin/profile/two-step/passkeys', { name, response: authenticator.register(options, bend) }, token);
}
const signInOptions = async () => json<Options>(await t.post('/auth/sellers/login/passkey/options', {}));
const signIn = (response: unknown) => t.post('/auth/sellers/login/passkey', { response });
const listOf = async (token: string) =>
  (await json<{ passkeys: { id: string; name: string }[] }>(await t.get('/admin/profile/two-step', token))).passkeys;

beforeAll(async () => {
  t = await createTestApp();
  const enabled = await enableTwoStep(t, 'owner@haat.test');
  owner = { token: enabled.token, secret: enabled.secret };
  staffToken = (await enableTwoStep(t, 'staff@haat.test')).token;
});
afterAll(() => t.close());

describe('the relying party', () => {
  it('is the host and origin of DASHBOARD_URL; a loopback address stands for localhost', () => {
    expect(relyingParty('https://admin.haat.com.bd/')).toEqual({
      id: 'admin.haat.com.bd',
      origin: 'https://admin.haat.com.bd',
      name: 'Haat',
    });
    expect(relyingParty('http://127.0.0.1:4321')).toMatchObject({ id: 'localhost', origin: 'http://localhost:4321' });
  });
});

describe('registering passkeys', () => {
  it('needs the authenticator app on first', async () => {
    const token = await t.login('lapsed@haat.test');
    const res = await t.post('/admin/profile/two-step/passkeys/options', {}, token);
    expect(res.status).toBe(409);
    expect(await errorCode(res)).toBe('PASSKEY_NEEDS_TWO_STEP');
  });

  it('registers several, each named, and lists them on the status', async () => {
    const options = await json<Record<string, unknown>>(await t.post('/admin/profile/two-step/passkeys/options', {}, owner.token));
    expect(options).toMatchObject({
      rp: { id: 'dashboard.test', name: 'Haat' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect((await register(owner.token, phone, 'My phone')).status).toBe(201);
    expect((await register(owner.token, laptop, 'Office laptop')).status).toBe(201);
    expect((await listOf(owner.token)).map((p) => p.name)).toEqual(['My phone', 'Office laptop']);
    // The next options exclude the passkeys the account has, so the browser does not make a second one.
    const next = await json<{ excludeCredentials: { id: string }[] }>(
      await t.post('/admin/profile/two-step/passkeys/options', {}, owner.token),
    );
    expect(next.excludeCredentials.map((c) => c.id).sort()).toEqual([phone.id, laptop.id].sort());
  });

  it('refuses a credential id that is already registered, to any account', async () => {
    const handle = phone.userHandle;
    const again = await register(staffToken, phone, 'Borrowed');
    phone.userHandle = handle; // the refused registration left the owner's passkey as it was
    expect(again.status).toBe(409);
    expect(await errorCode(again)).toBe('PASSKEY_TAKEN');
  });

  it('refuses an answer from another origin, for another RP ID, without user verification or to a stray challenge', async () => {
    const key = new SoftAuthenticator();
    for (const bend of [{ origin: 'http://evil.test' }, { rpId: 'evil.test' }, { userVerified: false }]) {
      const res = await register(owner.token, key, 'Odd', bend);
      expect(res.status).toBe(400);
      expect(await errorCode(res)).toBe('PASSKEY_NOT_ACCEPTED');
    }
    const stray = await register(owner.token, key, 'Odd', { challenge: strayChallenge() });
    expect(await errorCode(stray)).toBe('PASSKEY_CHALLENGE_EXPIRED');
    expect(await listOf(owner.token)).toHaveLength(2);
  });

  it('renames a passkey; a name is needed', async () => {
    const [first] = await listOf(owner.token);
    expect((await t.send('PATCH', `/admin/profile/two-step/passkeys/${first!.id}`, owner.token, { name: '  Redmi  ' })).status).toBe(200);
    expect((await listOf(owner.token))[0]!.name).toBe('Redmi');
    const blank = await t.send('PATCH', `/admin/profile/two-step/passkeys/${first!.id}`, owner.token, { name: ' ' });
    expect(blank.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(blank)).fields.name).toBeTruthy();
  });
});

describe('signing in with a passkey alone', () => {
  it('offers any passkey (discoverable) with user verification required, and gives a session', async () => {
    const options = await signInOptions();
    expect(options.userVerification).toBe('required');
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await signIn(phone.assert(options));
    expect(res.status).toBe(200);
    const { access_token } = await json<{ access_token: string }>(res);
    const me = await json<{ email: string }>(await t.get('/admin/sellers/user', access_token));
    expect(me.email).toBe('owner@haat.test');
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(access_token)));
    expect(session!.freshFactorKind).toBe('passkey');
  });

  it('accepts a challenge once: the same answer again is refused', async () => {
    const answer = laptop.assert(await signInOptions());
    expect((await signIn(answer)).status).toBe(200);
    const replay = await signIn(answer);
    expect(replay.status).toBe(400);
    expect(await errorCode(replay)).toBe('PASSKEY_CHALLENGE_EXPIRED');
  });

  it('refuses a challenge the server never gave, or one that expired', async () => {
    expect(await errorCode(await signIn(phone.assert({ challenge: strayChallenge() })))).toBe('PASSKEY_CHALLENGE_EXPIRED');
    const options = await signInOptions();
    await t.db
      .update(passkeyChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passkeyChallenges.challenge, options.challenge));
    expect(await errorCode(await signIn(phone.assert(options)))).toBe('PASSKEY_CHALLENGE_EXPIRED');
  });

  it('refuses an answer from another origin or without user verification', async () => {
    expect(await errorCode(await signIn(phone.assert(await signInOptions(), { origin: 'http://evil.test' })))).toBe('PASSKEY_NOT_ACCEPTED');
    expect(await errorCode(await signIn(phone.assert(await signInOptions(), { userVerified: false })))).toBe('PASSKEY_NOT_ACCEPTED');
  });

  it('refuses a counter that does not rise (a copied authenticator), then takes the real one', async () => {
    expect((await signIn(phone.assert(await signInOptions()))).status).toBe(200);
    const stale = await signIn(phone.assert(await signInOptions(), { counter: phone.counter }));
    expect(stale.status).toBe(400);
    expect(await errorCode(stale)).toBe('PASSKEY_NOT_ACCEPTED');
    expect((await signIn(phone.assert(await signInOptions()))).status).toBe(200);
  });

  it('refuses a passkey no account has', async () => {
    const res = await signIn(new SoftAuthenticator().assert(await signInOptions()));
    expect(res.status).toBe(400);
  });
});

describe('a passkey as the second step', () => {
  const pending = async (email: string) =>
    (await json<{ pending_token: string }>(await t.post('/auth/sellers/login', { email, password: 'demo1234' }))).pending_token;

  it('allows only the seller’s passkeys and gives a session for one of them', async () => {
    const pendingToken = await pending('owner@haat.test');
    const options = await json<Options>(await t.post('/auth/sellers/login/two-step/passkey/options', { pendingToken }));
    expect(options.allowCredentials!.map((c) => c.id).sort()).toEqual([phone.id, laptop.id].sort());
    const res = await t.post('/auth/sellers/login/two-step/passkey', { pendingToken, response: laptop.assert(options) });
    expect(res.status).toBe(200);
    // The pending token is spent.
    const again = await t.post('/auth/sellers/login/two-step/passkey/options', { pendingToken });
    expect(again.status).toBe(401);
  });

  it('never takes another seller’s passkey', async () => {
    const pendingToken = await pending('staff@haat.test');
    const options = await t.post('/auth/sellers/login/two-step/passkey/options', { pendingToken });
    expect(options.status).toBe(409); // staff has no passkey
    expect(await errorCode(options)).toBe('NO_PASSKEYS');
    // An answer of the owner's phone to a sign-in challenge cannot finish the staff's second step.
    const res = await t.post('/auth/sellers/login/two-step/passkey', { pendingToken, response: phone.assert(await signInOptions()) });
    expect(res.status).toBe(400);
  });
});

describe('removing a passkey and the fresh factor', () => {
  it('asks for a fresh factor, names the passkey as one, and takes a passkey for it', async () => {
    await ageFactor(t, owner.token);
    const [first] = await listOf(owner.token);
    const refused = await t.send('DELETE', `/admin/profile/two-step/passkeys/${first!.id}`, owner.token);
    expect(refused.status).toBe(403);
    const body = await json<{ code: string; fields: Record<string, string> }>(refused);
    expect(body.code).toBe('FRESH_FACTOR_REQUIRED');
    expect(Object.keys(body.fields).sort()).toEqual(['code', 'passkey']);
    const options = await json<Options>(await t.post('/admin/profile/fresh-factor/passkey-options', {}, owner.token));
    const fresh = await t.post('/admin/profile/fresh-factor', { passkey: phone.assert(options) }, owner.token);
    expect(fresh.status).toBe(200);
    const removed = await t.send('DELETE', `/admin/profile/two-step/passkeys/${first!.id}`, owner.token);
    expect(removed.status).toBe(200);
    expect((await listOf(owner.token)).map((p) => p.name)).toEqual(['Office laptop']);
    // The removed passkey signs in no more.
    expect((await signIn(phone.assert(await signInOptions()))).status).toBe(400);
  });

  it('keeps one seller away from another’s passkeys', async () => {
    const [ownerKey] = await listOf(owner.token);
    expect((await t.send('PATCH', `/admin/profile/two-step/passkeys/${ownerKey!.id}`, staffToken, { name: 'Mine' })).status).toBe(404);
    expect((await t.send('DELETE', `/admin/profile/two-step/passkeys/${ownerKey!.id}`, staffToken)).status).toBe(404);
    // Staff has no passkey: no options. With one of their own, the owner's laptop still cannot be the staff's factor,
    // neither answering the staff's options nor the owner's.
    expect((await t.post('/admin/profile/fresh-factor/passkey-options', {}, staffToken)).status).toBe(409);
    expect((await register(staffToken, new SoftAuthenticator(), 'Staff key')).status).toBe(201);
    const staffOptions = await json<Options>(await t.post('/admin/profile/fresh-factor/passkey-options', {}, staffToken));
    const borrowed = await t.post('/admin/profile/fresh-factor', { passkey: laptop.assert(staffOptions) }, staffToken);
    expect(borrowed.status).toBe(400);
    expect(await errorCode(borrowed)).toBe('PASSKEY_NOT_ACCEPTED');
    const ownerOptions = await json<Options>(await t.post('/admin/profile/fresh-factor/passkey-options', {}, owner.token));
    const stolen = await t.post('/admin/profile/fresh-factor', { passkey: laptop.assert(ownerOptions) }, staffToken);
    expect(stolen.status).toBe(400);
    expect((await listOf(owner.token)).map((p) => p.name)).toEqual(['Office laptop']);
  });

  it('turning two-step off removes the passkeys too', async () => {
    const off = await t.post('/admin/profile/two-step/disable', { code: await codeAt(owner.secret, 30) }, owner.token);
    expect(off.status).toBe(200);
    expect(await listOf(owner.token)).toEqual([]);
    expect((await signIn(laptop.assert(await signInOptions()))).status).toBe(400);
  });
});
