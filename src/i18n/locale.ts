/**
 * The language of a request (README "Messages"): the signed-in account's, else the `lang` cookie (the signed-out
 * switch), else the browser's Accept-Language, else English. The middleware opens one scope per request
 * (`withLocaleScope`) and the session middleware names the account's language once it is known; every compiled
 * message function called while the request renders reads it through Paraglide's `getLocale`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AstroCookies } from 'astro';
import { baseLocale, isLocale, overwriteGetLocale } from '../paraglide/runtime.js';

import { displayFor, type DisplayPrefs, type Locale } from '../../contract/format.ts';

export { LOCALES, type Locale } from '../../contract/format.ts';
/** The signed-out visitor's choice (a signed-in seller's is their account's). */
export const LANG_COOKIE = 'lang';

/** Each language's own name, shown by the switch in that language so a reader finds theirs. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

export function toLocale(value: unknown): Locale | null {
  return typeof value === 'string' && isLocale(value) ? value : null;
}

/** The first supported language of an Accept-Language header, by its q weight. */
export function fromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = toLocale(tag.split('-')[0]);
    if (locale) return locale;
  }
  return null;
}

export function resolveLocale(sources: { account?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  return toLocale(sources.account) ?? toLocale(sources.cookie) ?? fromAcceptLanguage(sources.acceptLanguage) ?? (baseLocale as Locale);
}

/** The signed-out switch: a year, readable by the server only. */
export function setLangCookie(cookies: AstroCookies, url: URL, locale: Locale): void {
  cookies.set(LANG_COOKIE, locale, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: url.protocol === 'https:',
    maxAge: 60 * 60 * 24 * 365,
  });
}

const scope = new AsyncLocalStorage<{ locale: Locale; display?: DisplayPrefs }>();
overwriteGetLocale(() => scope.getStore()?.locale ?? (baseLocale as Locale));

/** Runs one request with its language; `setRequestLocale` may refine it inside (once the account is known). */
export function withLocaleScope<T>(locale: Locale, run: () => T): T {
  return scope.run({ locale }, run);
}

export function setRequestLocale(locale: Locale): void {
  const store = scope.getStore();
  if (store) store.locale = locale;
}

export function requestLocale(): Locale {
  return scope.getStore()?.locale ?? (baseLocale as Locale);
}

/** Names the request's display settings (the account's digits and grouping), once the session knows them. */
export function setRequestDisplay(display: DisplayPrefs): void {
  const store = scope.getStore();
  if (store) store.display = display;
}

/**
 * How the request shows numbers: the account's settings once named, else its language's defaults. Code far from the
 * request's `locals` (a Store API refusal worded in `fail`) reads it here, so no caller can forget to pass it.
 */
export function requestDisplay(): DisplayPrefs {
  return scope.getStore()?.display ?? displayFor(requestLocale());
}
