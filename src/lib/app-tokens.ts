/**
 * App session tokens (issue 14, anchors §9.3 item 4): the dashboard's server signs a token for the embedded app
 * with that app's own secret (HS256, `jose`), valid 60 s, naming the shop, the installation, the user and the
 * scopes the user may lend the app now (the installation's grant ∩ the user's permission keys). The app hands it
 * to the secondary API, which checks all of it again and accepts each token once. Secrets: APP_SECRETS.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { APP_TOKEN_ISSUER, APP_TOKEN_TTL_SECONDS, effectiveScopes, type InstalledApp } from '../../contract/apps.ts';

export interface TokenHolder {
  userId: string;
  shop: { shopId: string; isShopAdmin: boolean; permissions?: readonly string[] | null };
}

export interface MintedToken {
  token: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/** Signs a session token for `app`; `now` in milliseconds (tests fix it). */
export async function mintAppToken(app: InstalledApp, holder: TokenHolder, secret: string, now = Date.now()): Promise<MintedToken> {
  const iat = Math.floor(now / 1000);
  const expiresAt = iat + APP_TOKEN_TTL_SECONDS;
  const scopes = effectiveScopes(app.grantedScopes, app.grantedScopes, {
    isShopAdmin: holder.shop.isShopAdmin,
    permissions: holder.shop.permissions ?? [],
  });
  const token = await new SignJWT({ shop: holder.shop.shopId, iid: app.id, scopes })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(APP_TOKEN_ISSUER)
    .setAudience(app.handle)
    .setSubject(holder.userId)
    .setIssuedAt(iat)
    .setExpirationTime(expiresAt)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(secret));
  return { token, expiresAt };
}
