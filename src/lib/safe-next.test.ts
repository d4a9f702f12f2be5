import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next.ts';

describe('safeNext', () => {
  it.each([
    ['/orders?status=pending', '/orders?status=pending'],
    ['/', '/'],
    ['/products/update/42#images', '/products/update/42#images'],
    ['/settings/../orders', '/orders'],
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
