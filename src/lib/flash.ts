/**
 * Flash messages (spec §8 toasts) ride a short-lived cookie across one redirect, so a form post
 * can end in POST/redirect/GET and still tell the seller what happened.
 */
import type { AstroCookies } from 'astro';

/** Toasts answer the seller's own action; notifications bring news from elsewhere (spec §9). */
export type ToastKind = 'success' | 'error';
export type FlashKind = ToastKind | 'notification';
export interface Flash {
  kind: FlashKind;
  message: string;
  /** A notification's own title (toasts are titled by their kind). */
  title?: string;
}

export const FLASH_COOKIE = 'flash';
/** Toasts stay 3 seconds, 8 px from the top (spec §9). */
export const TOAST_DURATION_MS = 3000;
/** Notifications stay 4.5 seconds, 24 px from the corner, 384 px wide (spec §9). */
export const NOTIFICATION_DURATION_MS = 4500;

export function addFlash(cookies: AstroCookies, kind: FlashKind, message: string): void {
  pushFlash(cookies, { kind, message });
}

/** A notification for the next page (news from outside the current action), shown with or without JavaScript. */
export function addNotification(cookies: AstroCookies, title: string, message: string): void {
  pushFlash(cookies, { kind: 'notification', title, message });
}

function pushFlash(cookies: AstroCookies, flash: Flash): void {
  const current = readFlashCookie(cookies.get(FLASH_COOKIE)?.value);
  current.push(flash);
  cookies.set(FLASH_COOKIE, JSON.stringify(current), { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 });
}

/** The flashes shown as toasts and those shown as notifications, each in its own region. */
export function splitFlashes(flashes: readonly Flash[]): { toasts: Flash[]; notifications: Flash[] } {
  return {
    toasts: flashes.filter((flash) => flash.kind !== 'notification'),
    notifications: flashes.filter((flash) => flash.kind === 'notification'),
  };
}

/** Reads and clears the pending flashes. */
export function takeFlashes(cookies: AstroCookies): Flash[] {
  const value = cookies.get(FLASH_COOKIE)?.value;
  if (value === undefined) return [];
  cookies.delete(FLASH_COOKIE, { path: '/' });
  return readFlashCookie(value);
}

export function readFlashCookie(value: string | undefined): Flash[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((item): item is Flash => isFlash(item)).slice(0, 5);
  } catch {
    return [];
  }
}

function isFlash(item: unknown): item is Flash {
  if (typeof item !== 'object' || item === null) return false;
  const { kind, message, title } = item as Record<string, unknown>;
  const knownKind = kind === 'success' || kind === 'error' || kind === 'notification';
  return knownKind && typeof message === 'string' && (title === undefined || typeof title === 'string');
}
