import { decodeJwt, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import type { InstalledApp } from '../../contract/apps.ts';
import { mintAppToken } from './app-tokens.ts';

const app: InstalledApp = {
  id: 'inst-1',
  handle: 'courier-booking',
  name: 'Courier booking',
  icon: '🚚',
  origin: 'http://127.0.0.1:4324',
  entryPath: '/',
  grantedScopes: ['orders', 'customers'],
};
const secret = 'a-test-secret-of-enough-length-0123456789';
const key = new TextEncoder().encode(secret);

describe('mintAppToken', () => {
  it('signs a 60-second token for the app, shop, installation and user with a fresh id', async () => {
    const now = Date.UTC(2026, 10, 22, 12);
    const holder = { userId: 'u1', shop: { shopId: 's1', isShopAdmin: true, permissions: [] } };
    const { token, expiresAt } = await mintAppToken(app, holder, secret, now);
    const { payload } = await jwtVerify(token, key, { audience: 'courier-booking', issuer: 'haat-dashboard', currentDate: new Date(now) });
    expect(payload).toMatchObject({ sub: 'u1', shop: 's1', iid: 'inst-1', scopes: ['customers', 'orders'].sort() });
    expect(payload.exp! - payload.iat!).toBe(60);
    expect(expiresAt).toBe(payload.exp);
    const again = await mintAppToken(app, holder, secret, now);
    expect(decodeJwt(again.token).jti).not.toBe(payload.jti);
  });

  it('lends only the granted scopes the user holds now', async () => {
    const { token } = await mintAppToken(
      app,
      { userId: 'u2', shop: { shopId: 's1', isShopAdmin: false, permissions: ['orders', 'files'] } },
      secret,
    );
    expect(decodeJwt(token).scopes).toEqual(['orders']);
    const none = await mintAppToken(app, { userId: 'u3', shop: { shopId: 's1', isShopAdmin: false, permissions: null } }, secret);
    expect(decodeJwt(none.token).scopes).toEqual([]);
  });

  it('is refused with another secret', async () => {
    const { token } = await mintAppToken(app, { userId: 'u1', shop: { shopId: 's1', isShopAdmin: true } }, secret);
    await expect(jwtVerify(token, new TextEncoder().encode('another-secret-0123456789abcdef'))).rejects.toThrow();
  });
});
