/**
 * The signed-in session: the token cookie, and loading the user, their shops and the active
 * shop's subscription from the Store API for each request (ARCHITECTURE.md "Request flow" 1).
 */
import type { AstroCookies } from 'astro';
import type { InstalledApp } from '../../contract/apps.ts';
import { appsApi } from './api/apps.ts';
import { sellersApi, type ShopListEntry, type User } from './api/sellers.ts';
import { subscriptionApi } from './api/subscription.ts';
import { summarise, type SubscriptionSummary } from './subscription.ts';
import { TtlCache } from './ttl-cache.ts';

export const TOKEN_COOKIE = 'auth:token';
export const SHOP_COOKIE = 'activeShopId';
/** Token lifetime, spec §9. */
export const TOKEN_MAX_AGE = 43200;

export function setTokenCookie(cookies: AstroCookies, url: URL, token: string): void {
  cookies.set(TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: url.protocol === 'https:',
    maxAge: TOKEN_MAX_AGE,
  });
}

/**
 * A sign-in waiting for its second step (issue 22 item 8): the Store API's pending token, HttpOnly, for 5 minutes.
 * It is no session: only the second step accepts it.
 */
export const PENDING_COOKIE = 'auth:pending';

export function setPendingCookie(cookies: AstroCookies, url: URL, pendingToken: string, maxAge: number): void {
  cookies.set(PENDING_COOKIE, pendingToken, { path: '/', httpOnly: true, sameSite: 'lax', secure: url.protocol === 'https:', maxAge });
}

export function clearPendingCookie(cookies: AstroCookies): void {
  cookies.delete(PENDING_COOKIE, { path: '/' });
}

export function clearTokenCookie(cookies: AstroCookies): void {
  cookies.delete(TOKEN_COOKIE, { path: '/' });
}

/** Remembers the active shop; readable by the page script that mirrors it to localStorage. */
export function setShopCookie(cookies: AstroCookies, url: URL, shopId: string): void {
  cookies.set(SHOP_COOKIE, shopId, {
    path: '/',
    sameSite: 'lax',
    secure: url.protocol === 'https:',
    maxAge: 60 * 60 * 24 * 365,
  });
}

/** The stored shop when it is still in the list, otherwise the first shop (spec §4). */
export function chooseActiveShop(shops: readonly ShopListEntry[], storedId: string | undefined): ShopListEntry | null {
  return shops.find((shop) => shop.shopId === storedId) ?? shops[0] ?? null;
}

export interface SessionData {
  user: User;
  shops: ShopListEntry[];
  activeShop: ShopListEntry | null;
  subscription: SubscriptionSummary;
  /** The active shop's installed apps: the sidebar's Apps links (issue 14). */
  apps: InstalledApp[];
}

/**
 * Loads everything a page needs about the seller. The Store API scopes every /admin call to the
 * session's active shop, so when the remembered shop differs from the API's we switch it first.
 * Throws ApiError (401 for a dead token, 5xx/503 when the API is down).
 */
export async function loadSession(token: string, storedShopId: string | undefined): Promise<SessionData> {
  const key = `${token}|${storedShopId ?? ''}`;
  const cached = sessionCache.get(key);
  if (cached) {
    // The cache spares the shop list and subscription calls, never the check that the token still lives: a
    // session the Store API ended (signed out elsewhere, password changed, suspended or removed from the shop)
    // is refused on the very next request (a 401 here signs the visitor out), not up to 5 seconds later.
    const user = await sellersApi.user(token);
    const sameShop = user.activeShopId === cached.user.activeShopId;
    if (sameShop && user.twoStepSetupRequired === cached.user.twoStepSetupRequired) return structuredClone({ ...cached, user });
  }
  const data = await fetchSession(token, storedShopId);
  sessionCache.set(key, data);
  return structuredClone(data);
}

/**
 * The session of a token is kept a few seconds, so a page and the actions and islands it triggers do
 * not each repeat the shop list and subscription calls (ARCHITECTURE.md allows a short per-token cache);
 * each request still asks the Store API for the user, so an ended session is refused at once. The
 * Store API checks every call, so a permission removed a moment ago is refused there even while this
 * copy lasts.
 */
const SESSION_TTL_MS = 5000;
const sessionCache = new TtlCache<SessionData>(SESSION_TTL_MS, 2000);

/** Forget a token's cached session: after sign-out or a shop switch. */
export function forgetSession(token: string): void {
  sessionCache.deletePrefix(`${token}|`);
}

async function fetchSession(token: string, storedShopId: string | undefined): Promise<SessionData> {
  const [user, shops] = await Promise.all([sellersApi.user(token), sellersApi.shopList(token)]);
  const activeShop = chooseActiveShop(shops, storedShopId);
  if (activeShop && user.activeShopId !== activeShop.shopId) {
    await sellersApi.changeShop(token, activeShop.shopId);
    user.activeShopId = activeShop.shopId;
  }
  // A member who must set up two-step first reaches only their own account (issue 22 item 10): no shop data to load.
  const shopOpen = activeShop !== null && !user.twoStepSetupRequired;
  const subscription = shopOpen ? await subscriptionApi.active(token) : null;
  const summary = summarise(subscription);
  // A lapsed shop has no apps open (the Store API refuses it everything but billing and profile).
  const apps = shopOpen && summary.remainingDays >= 0 ? await appsApi.installed(token) : [];
  return { user, shops, activeShop, subscription: summary, apps };
}
