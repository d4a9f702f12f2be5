import { describe, expect, it } from 'vitest';
import { selectOptions } from './select-options.ts';

describe('selectOptions', () => {
  it('labels each value from a table, in the order of the values', () => {
    expect(selectOptions(['paid', 'pending'] as const, { pending: 'Pending', paid: 'Paid' })).toEqual([
      { value: 'paid', label: 'Paid' },
      { value: 'pending', label: 'Pending' },
    ]);
  });

  it('labels each value by a function', () => {
    expect(selectOptions(['active', 'draft'], (s) => s.toUpperCase())).toEqual([
      { value: 'active', label: 'ACTIVE' },
      { value: 'draft', label: 'DRAFT' },
    ]);
  });

  it('uses the value itself as the label, keeping numbers as numbers', () => {
    expect(selectOptions([10, 25])).toEqual([
      { value: 10, label: '10' },
      { value: 25, label: '25' },
    ]);
  });

  it('gives no options for no values', () => {
    expect(selectOptions([])).toEqual([]);
  });
});
