import { describe, expect, it } from 'vitest';
import {
  describePermissions,
  PERMISSION_GROUPS,
  PERMISSION_KEYS,
  PERMISSION_LABELS,
  PERMISSION_PRESETS,
  sortPermissions,
} from './permissions.ts';

describe('permission groups', () => {
  it('put each of the 21 keys in exactly one group', () => {
    const grouped = PERMISSION_GROUPS.flatMap((group) => group.keys);
    expect(grouped).toHaveLength(21);
    expect([...grouped].sort()).toEqual([...PERMISSION_KEYS].sort());
  });

  it('label every key', () => {
    for (const key of PERMISSION_KEYS) expect(PERMISSION_LABELS[key]).toMatch(/\w/);
  });

  it('give every preset my-shop', () => {
    for (const preset of PERMISSION_PRESETS) expect(preset.keys).toContain('my-shop');
  });
});

describe('describePermissions', () => {
  it.each([
    [[], 'No permissions'],
    [['orders'], 'Orders'],
    [['my-shop', 'orders'], 'Orders and My profile'],
    [['customers', 'orders', 'files', 'unknown'], 'Orders, Customers and Files'],
  ])('%j → %s', (keys, words) => {
    expect(describePermissions(keys)).toBe(words);
  });

  it('sortPermissions drops unknown keys and duplicates', () => {
    expect(sortPermissions(['files', 'orders', 'orders', 'nope'])).toEqual(['orders', 'files']);
  });
});
