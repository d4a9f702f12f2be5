/**
 * Flash messages (spec §8 toasts) ride a short-lived cookie across one redirect, so a form post
 * can end in POST/redirect/GET and still tell the seller what happened.
 */
import type { AstroCookies } from 'astro';

export type FlashKind = 'success' | 'error';
export interface Flash {
  kind: FlashKind;
  message: string;
}

export const FLASH_COOKIE = 'flash';
export const TOAST_TITLES: Record<FlashKind, string> = { success: 'Success', error: 'Error' };
/** Toasts stay 3 seconds, 8 px from the top (spec §9). */
export const TOAST_DURATION_MS = 3000;

export function addFlash(cookies: AstroCookies, kind: FlashKind, message: string): void {
  const current = readFlashCookie(cookies.get(FLASH_COOKIE)?.value);
  current.push({ kind, message });
  cookies.set(FLASH_COOKIE, JSON.stringify(current), { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 });
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
  const { kind, message } = item as Record<string, unknown>;
  return (kind === 'success' || kind === 'error') && typeof message === 'string';
}
