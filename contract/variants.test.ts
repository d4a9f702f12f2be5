import { describe, expect, it } from 'vitest';
import { mergeMatrix, variantMatrix, variantTitle } from './variants.ts';

describe('variantMatrix', () => {
  it('is empty without options', () => {
    expect(variantMatrix([])).toEqual([]);
  });

  it('lists every value of a single option', () => {
    expect(variantMatrix([{ name: 'Size', values: ['S', 'M'] }])).toEqual([
      { option1: 'S', option2: null, option3: null },
      { option1: 'M', option2: null, option3: null },
    ]);
  });

  it('crosses two options in option order', () => {
    const rows = variantMatrix([
      { name: 'Size', values: ['S', 'M'] },
      { name: 'Colour', values: ['Red', 'Blue', 'Green'] },
    ]);
    expect(rows).toHaveLength(6);
    expect(rows.map(variantTitle)).toEqual(['S / Red', 'S / Blue', 'S / Green', 'M / Red', 'M / Blue', 'M / Green']);
  });

  it('crosses three options', () => {
    const rows = variantMatrix([
      { name: 'A', values: ['1', '2'] },
      { name: 'B', values: ['x', 'y'] },
      { name: 'C', values: ['p', 'q', 'r'] },
    ]);
    expect(rows).toHaveLength(12);
    expect(rows[11]).toEqual({ option1: '2', option2: 'y', option3: 'r' });
  });

  it('skips options without a name or values', () => {
    expect(
      variantMatrix([
        { name: '', values: ['x'] },
        { name: 'Size', values: [] },
      ]),
    ).toEqual([]);
  });
});

describe('mergeMatrix', () => {
  it('keeps typed values of combinations that still exist and fills new ones with defaults', () => {
    const existing = [{ option1: 'S', option2: null, option3: null, price: 500 }];
    const rows = mergeMatrix([{ name: 'Size', values: ['S', 'M'] }], existing, { price: 100 });
    expect(rows).toEqual([
      { option1: 'S', option2: null, option3: null, price: 500 },
      { option1: 'M', option2: null, option3: null, price: 100 },
    ]);
  });

  it('matches combinations case-insensitively', () => {
    const existing = [{ option1: 's', option2: 'red', option3: null, price: 7 }];
    const rows = mergeMatrix(
      [
        { name: 'Size', values: ['S'] },
        { name: 'Colour', values: ['Red'] },
      ],
      existing,
      { price: 1 },
    );
    expect(rows[0]!.price).toBe(7);
    expect(rows[0]!.option1).toBe('S');
  });
});

describe('variantTitle', () => {
  it('is "Default" without values', () => {
    expect(variantTitle({ option1: null, option2: null, option3: null })).toBe('Default');
  });
});
