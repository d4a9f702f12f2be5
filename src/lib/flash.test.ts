import { describe, expect, it } from 'vitest';
import type { AstroCookies } from 'astro';
import { FLASH_COOKIE, addFlash, addNotification, readFlashCookie, splitFlashes, takeFlashes } from './flash.ts';

describe('readFlashCookie', () => {
  it('reads a list of flashes', () => {
    const value = JSON.stringify([
      { kind: 'success', message: 'Saved' },
      { kind: 'error', message: 'Could not ship' },
    ]);
    expect(readFlashCookie(value)).toEqual([
      { kind: 'success', message: 'Saved' },
      { kind: 'error', message: 'Could not ship' },
    ]);
  });

  it.each([
    ['no cookie', undefined],
    ['an empty value', ''],
    ['broken JSON', '[{"kind":'],
    ['plain text', 'hello'],
    ['a JSON object', '{"kind":"success","message":"x"}'],
    ['JSON null', 'null'],
    ['a JSON number', '42'],
  ])('gives no flashes for %s', (_label, value) => {
    expect(readFlashCookie(value)).toEqual([]);
  });

  it('drops entries that are not flashes', () => {
    const value = JSON.stringify([
      null,
      'text',
      7,
      { kind: 'warning', message: 'unknown kind' },
      { kind: 'success' },
      { kind: 'error', message: 42 },
      { kind: 'error', message: 'kept' },
    ]);
    expect(readFlashCookie(value)).toEqual([{ kind: 'error', message: 'kept' }]);
  });

  it('keeps at most five', () => {
    const value = JSON.stringify(Array.from({ length: 8 }, (_, index) => ({ kind: 'success', message: `m${index}` })));
    expect(readFlashCookie(value).map((flash) => flash.message)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
  });
});

/** The part of AstroCookies the flash helpers use, kept in memory. */
function fakeCookies(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const writes: { name: string; value: string | null; options: unknown }[] = [];
  const cookies = {
    get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined),
    set: (name: string, value: string, options: unknown) => {
      jar.set(name, value);
      writes.push({ name, value, options });
    },
    delete: (name: string, options: unknown) => {
      jar.delete(name);
      writes.push({ name, value: null, options });
    },
  };
  return { cookies: cookies as unknown as AstroCookies, jar, writes };
}

describe('addFlash and takeFlashes', () => {
  it('carry flashes across one redirect and clear the cookie when taken', () => {
    const { cookies, jar } = fakeCookies();
    addFlash(cookies, 'success', 'Order confirmed');
    addFlash(cookies, 'error', 'SMS failed');

    const next = fakeCookies({ [FLASH_COOKIE]: jar.get(FLASH_COOKIE)! });
    expect(takeFlashes(next.cookies)).toEqual([
      { kind: 'success', message: 'Order confirmed' },
      { kind: 'error', message: 'SMS failed' },
    ]);
    expect(next.writes).toEqual([{ name: FLASH_COOKIE, value: null, options: { path: '/' } }]);
  });

  it('write an http-only, same-site cookie for one minute', () => {
    const { cookies, writes } = fakeCookies();
    addFlash(cookies, 'success', 'Saved');
    expect(writes[0]?.options).toEqual({ path: '/', httpOnly: true, sameSite: 'lax', maxAge: 60 });
  });

  it('add to a junk cookie by starting afresh', () => {
    const { cookies, jar } = fakeCookies({ [FLASH_COOKIE]: 'garbage' });
    addFlash(cookies, 'error', 'Failed');
    expect(readFlashCookie(jar.get(FLASH_COOKIE))).toEqual([{ kind: 'error', message: 'Failed' }]);
  });

  it('take nothing and touch no cookie when there is none', () => {
    const { cookies, writes } = fakeCookies();
    expect(takeFlashes(cookies)).toEqual([]);
    expect(writes).toEqual([]);
  });

  it('clear a junk cookie and take nothing from it', () => {
    const { cookies, writes } = fakeCookies({ [FLASH_COOKIE]: 'garbage' });
    expect(takeFlashes(cookies)).toEqual([]);
    expect(writes).toHaveLength(1);
  });
});

describe('notifications in the flash cookie', () => {
  it('ride the same cookie as toasts, with their own title', () => {
    const { cookies, jar } = fakeCookies();
    addFlash(cookies, 'success', 'Saved');
    addNotification(cookies, 'Payment confirmed', 'Your Growth plan runs until 21 Dec 2026.');
    expect(readFlashCookie(jar.get(FLASH_COOKIE))).toEqual([
      { kind: 'success', message: 'Saved' },
      { kind: 'notification', title: 'Payment confirmed', message: 'Your Growth plan runs until 21 Dec 2026.' },
    ]);
  });

  it('are read back without a title too', () => {
    expect(readFlashCookie(JSON.stringify([{ kind: 'notification', message: 'Import finished' }]))).toEqual([
      { kind: 'notification', message: 'Import finished' },
    ]);
  });

  it('are dropped when the title is not text', () => {
    expect(readFlashCookie(JSON.stringify([{ kind: 'notification', title: 3, message: 'x' }]))).toEqual([]);
  });

  it('are split from toasts, each keeping its order', () => {
    const flashes = [
      { kind: 'notification', title: 'Import finished', message: '120 products' },
      { kind: 'error', message: 'Could not ship' },
      { kind: 'notification', title: 'Payment confirmed', message: 'Paid' },
      { kind: 'success', message: 'Saved' },
    ] as const;
    expect(splitFlashes(flashes)).toEqual({
      toasts: [flashes[1], flashes[3]],
      notifications: [flashes[0], flashes[2]],
    });
  });

  it('split into two empty lists when there is nothing', () => {
    expect(splitFlashes([])).toEqual({ toasts: [], notifications: [] });
  });
});
