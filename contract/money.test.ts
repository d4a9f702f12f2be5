import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bdtText, parseTaka, takaText } from './money.ts';

describe('takaText', () => {
  it.each([
    [123_450, '1234.50'],
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [100_000_000, '1000000.00'],
    [-250, '-2.50'],
    [null, ''],
  ])('writes %j poisha as %j', (poisha, text) => {
    expect(takaText(poisha)).toBe(text);
  });
});

describe('parseTaka', () => {
  it.each([
    ['100', 10_000],
    ['1,250.50', 125_050],
    ['1250.5', 125_050],
    ['৳ 99.9', 9_990],
    ['0.01', 1],
    ['BDT 5', 500],
    [' 7 ', 700],
    ['-5', -500],
  ])('reads %j as %i poisha', (text, poisha) => {
    expect(parseTaka(text)).toBe(poisha);
  });

  it.each(['', '   '])('reads blank %j as null', (text) => {
    expect(parseTaka(text)).toBeNull();
  });

  it.each(['abc', '1.234', '1e3', '1.', '.5', '--5', '5-'])('reads %j as NaN', (text) => {
    expect(parseTaka(text)).toBeNaN();
  });

  it('reads back every amount takaText writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (poisha) => {
        expect(parseTaka(takaText(poisha))).toBe(poisha);
      }),
    );
  });

  it('agrees with decimal arithmetic for every two-decimal amount', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e9 }), fc.nat({ max: 99 }), (whole, cents) => {
        expect(parseTaka(`${whole}.${String(cents).padStart(2, '0')}`)).toBe(whole * 100 + cents);
      }),
    );
  });
});

describe('bdtText', () => {
  it.each([
    [1_615_000, '৳16,150.00'],
    [5, '৳0.05'],
    [0, '৳0.00'],
  ])('writes %i poisha as %s', (poisha, text) => {
    expect(bdtText(poisha)).toBe(text);
  });
});
