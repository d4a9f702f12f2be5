import { describe, expect, it } from 'vitest';
import { DISTRICTS, DIVISIONS, LOCATIONS, locationOfDistrict } from './bd-geo.ts';
import { defaultZones } from './shipping-defaults.ts';

describe('bd-geo', () => {
  it('holds 8 divisions and 64 districts, with Dhaka district split into two areas', () => {
    expect(DIVISIONS).toHaveLength(8);
    expect(DISTRICTS).toHaveLength(64);
    expect(new Set(DISTRICTS.map((d) => d.id)).size).toBe(64);
    expect(LOCATIONS).toHaveLength(65);
    expect(LOCATIONS.filter((l) => l.district === 'Dhaka').map((l) => l.name)).toEqual(['Dhaka city', 'Dhaka suburbs']);
  });

  it.each([
    ['Sylhet', null, 'sylhet'],
    ["Cox's Bazar", null, 'coxs-bazar'],
    ['Dhaka', null, 'dhaka-city'],
    ['Dhaka', 'dhaka-suburbs', 'dhaka-suburbs'],
    ['dhaka-suburbs', null, 'dhaka-suburbs'],
    ['Gotham', null, undefined],
  ])('finds the location of %s (%s): %s', (district, area, location) => {
    expect(locationOfDistrict(district, area)).toBe(location);
  });

  it('puts every location in exactly one zone of the default plan', () => {
    const all = defaultZones().flatMap((z) => z.locations);
    expect(all).toHaveLength(65);
    expect(new Set(all).size).toBe(65);
  });
});
