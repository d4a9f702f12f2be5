/** The orders search's prefix range (issue 26 item 5): the index range a prepared search reads beside its LIKE. */
import { describe, expect, it } from 'vitest';
import { parseSearch, prefixEnd } from './order-search.ts';

describe('prefixEnd', () => {
  it('is the next text past every text with the prefix, in code-point order', () => {
    expect(prefixEnd('rah')).toBe('rai');
    expect(prefixEnd('রহ')).toBe('র঺'); // U+09B9 → U+09BA
    expect(prefixEnd('a\uD7FF')).toBe('a\uE000'); // past the surrogates
    expect(prefixEnd('a\u{10FFFF}')).toBe('b');
    expect(prefixEnd('\u{10FFFF}')).toBeUndefined();
  });
});

describe('parseSearch', () => {
  it('gives each kind of search its own shape and puts the text in values only', () => {
    expect(parseSearch('#১০৪২')).toEqual({ shape: 'number', values: { qNumber: 1042 } });
    expect(parseSearch('1234567890')).toEqual({ shape: 'none', values: {} });
    expect(parseSearch(' Rah_ ')).toEqual({ shape: 'name', values: { qPattern: 'rah\\_%', qFrom: 'rah_', qTo: 'rah`' } });
    expect(parseSearch('০১৭১১')?.shape).toBe('phone');
    expect(parseSearch('\u{10FFFF}')?.shape).toBe('name-open');
    expect(parseSearch('  ')).toBeUndefined();
  });
});
