import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next.ts';

describe('safeNext', () => {
  it.each([
    ['/orders?status=pending', '/orders?status=pending'],
    ['/', '/'],
    ['/products/update/42#images', '/products/update/42#images'],
    ['/orders?q=a/b&returnTo=/x', '/orders?q=a/b&returnTo=/x'],
  ])('keeps the site path %s', (next, expected) => {
    expect(safeNext(next)).toBe(expected);
  });

  it.each([
    ['an empty value', ''],
    ['null', null],
    ['undefined', undefined],
    ['a protocol-relative URL', '//evil.example'],
    ['a backslash URL', '/\\evil.example'],
    ['an https URL', 'https://evil.example/orders'],
    ['an http URL', 'http://evil'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'orders'],
    ['a tab hiding a protocol-relative URL', '/\t/evil.example'],
    ['a newline', '/orders\n/x'],
    ['a NUL byte', '/orders\u0000'],
    ['DEL', '/\u007f/evil.example'],
    ['a space', '/ /evil.example'],
    ['a dot segment before a protocol-relative path', '/.//evil.example/x'],
    ['a dot-dot segment before a protocol-relative path', '/x/..//evil.example/x'],
    ['a dot-dot segment', '/settings/../orders'],
    ['a trailing dot segment', '/orders/.'],
    ['a backslash later in the path', '/orders\\..\\evil'],
    ['a backslash after a dot segment', '/.\\evil.example'],
    ['an encoded slash', '/%2F%2Fevil.example'],
    ['an encoded slash after a slash', '/%2fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded dot segment', '/%2e%2e//evil.example'],
    ['an encoded NUL', '/orders%00'],
  ])("falls back to '/' for %s", (_label, next) => {
    expect(safeNext(next)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeNext('//evil', '/login')).toBe('/login');
  });

  it('refuses a value that is not a string', () => {
    expect(safeNext(42 as unknown as string)).toBe('/');
  });
});
