import { describe, expect, it } from 'vitest';
import { toHref } from './link-href.ts';

describe('toHref', () => {
  it.each([
    ['owner@haat.test', 'mailto:owner@haat.test'],
    [' sales@dhaka-store.com ', 'mailto:sales@dhaka-store.com'],
    ['mailto:owner@haat.test', 'mailto:owner@haat.test'],
    ['https://haat.test/products?page=2', 'https://haat.test/products?page=2'],
    ['http://haat.test', 'http://haat.test/'],
    ['haat.test/about', 'https://haat.test/about'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  ])('turns %j into %s', (input, href) => {
    expect(toHref(input)).toBe(href);
  });

  it.each([
    [''],
    ['   '],
    ['javascript:alert(1)'],
    ['JAVASCRIPT:alert(1)'],
    ['data:text/html,x'],
    ['ftp://haat.test'],
    ['two words'],
    ['notadomain'],
    ['https://'],
  ])('refuses %j', (input) => {
    expect(toHref(input)).toBeNull();
  });
});
