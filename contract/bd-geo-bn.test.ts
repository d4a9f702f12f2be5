import { describe, expect, it } from 'vitest';
import { DIVISIONS, LOCATION_IDS } from './bd-geo.ts';
import { DIVISION_NAMES_BN, LOCATION_NAMES_BN, divisionName, locationName } from './bd-geo-bn.ts';

describe('Bangla place names', () => {
  it('names every division and every one of the 65 locations, and nothing else', () => {
    expect(Object.keys(DIVISION_NAMES_BN).sort()).toEqual(DIVISIONS.map((d) => d.id).sort());
    expect(Object.keys(LOCATION_NAMES_BN).sort()).toEqual([...LOCATION_IDS].sort());
    for (const name of [...Object.values(DIVISION_NAMES_BN), ...Object.values(LOCATION_NAMES_BN)]) {
      expect(name).toMatch(/^[\u0980-\u09ff ]+$/);
    }
  });

  it('reads a place in the language asked for', () => {
    expect(locationName('coxs-bazar', 'bn')).toBe('কক্সবাজার');
    expect(locationName('coxs-bazar', 'en')).toBe("Cox's Bazar");
    expect(locationName('dhaka-city', 'en')).toBe('Dhaka city');
    expect(divisionName('sylhet', 'bn')).toBe('সিলেট');
    expect(divisionName('sylhet', 'en')).toBe('Sylhet');
  });
});
