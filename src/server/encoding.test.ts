import { describe, expect, it } from 'vitest';
import { chooseEncoding, varyOnEncoding } from './encoding.ts';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['x-gzip', 'gzip'],
    ['', null],
    [null, null],
  ])('answers %j with %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('chooses only among the encodings on offer', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBe(null);
  });
});

describe('varyOnEncoding', () => {
  it.each([
    [null, 'Accept-Encoding'],
    ['Cookie', 'Cookie, Accept-Encoding'],
    ['accept-encoding', 'accept-encoding'],
    ['*', '*'],
  ])('turns %j into %j', (current, expected) => {
    expect(varyOnEncoding(current)).toBe(expected);
  });
});
