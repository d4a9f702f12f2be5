/**
 * Islands get the session as props (`storeSeed(Astro.locals)` on the server) and hand it to
 * `seedStores` (or `useSeededStores`), which fills `$session` and `$activeShop` in the browser.
 * On the server it writes nothing: module state there is shared between requests, so one
 * seller's session must never sit in a store.
 */
import { englishDisplay, type DisplayPrefs } from '../../contract/format.ts';
import { $activeShop, $session, SIGNED_OUT, type ActiveShop, type Session } from './session.ts';

/** What an island receives as a prop: plain JSON, no token. */
export interface StoreSeed {
  session: Session;
  activeShop: ActiveShop | null;
  /** How the reader wants numbers, money and dates (Astro.locals.display): islands format with it. */
  display: DisplayPrefs;
}

/** The part of `Astro.locals` a seed is made from. */
export interface SeedSource {
  user: { id: string; name: string; email: string } | null;
  activeShop: { shopId: string; name: string; isShopAdmin: boolean; permissions?: readonly string[] | null } | null;
  display?: DisplayPrefs;
}

/** Builds an island's seed from the request's locals (pure: safe on the server). */
export function storeSeed(locals: SeedSource): StoreSeed {
  const { user, activeShop } = locals;
  const display = locals.display ?? englishDisplay;
  if (!user) return { session: SIGNED_OUT, activeShop: null, display };
  return {
    session: {
      user: { id: user.id, name: user.name, email: user.email },
      isShopAdmin: activeShop?.isShopAdmin ?? false,
      permissions: [...(activeShop?.permissions ?? [])],
    },
    activeShop: activeShop ? { shopId: activeShop.shopId, name: activeShop.name } : null,
    display,
  };
}

const onServer = () => typeof window === 'undefined';

/**
 * Fills the stores from an island's seed, in the browser only; returns whether it wrote. A seed
 * equal to what the stores hold changes nothing (several islands on one page seed the same values).
 */
export function seedStores(seed: StoreSeed): boolean {
  if (onServer()) return false;
  if (!sameJson($session.get(), seed.session)) $session.set(seed.session);
  if (!sameJson($activeShop.get(), seed.activeShop)) $activeShop.set(seed.activeShop);
  return true;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
