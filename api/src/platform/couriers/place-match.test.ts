import { describe, expect, it } from 'vitest';
import { districtNames, matchDistrict, matchPlace } from './place-match.ts';

const zones = [
  { id: 10, name: 'Dhanmondi' },
  { id: 11, name: 'Uttara' },
  { id: 12, name: 'Sher E Bangla Nagar' },
  { id: 40, name: 'Zindabazar' },
  { id: 41, name: 'Sylhet' },
];

describe("Haat's area matched to a courier's place", () => {
  it.each([
    ['Dhaka', 'Dhanmondi', '', 10],
    ['Dhaka', 'dhanmondi ', '', 10],
    ['Dhaka', 'Sher-e-Bangla Nagar', '', 12],
    ['Dhaka', 'Uttara West', '', 11],
    ['Sylhet', 'Sylhet Sadar', '', 41],
    ['Sylhet', 'Osmaninagar', 'House 4, Zindabazar', 40],
    ['Bandarban', 'Thanchi', 'Thanchi bazar', undefined],
  ])('%s / %s (address "%s") → %s', (district, area, address, id) => {
    expect(matchPlace(zones, { district, area, address })?.id).toBe(id);
  });

  it("takes the seller's choice from the courier's list over any name", () => {
    expect(matchPlace(zones, { district: 'Dhaka', area: 'Dhanmondi', address: '', chosen: 11 })?.id).toBe(11);
    expect(matchPlace(zones, { district: 'Dhaka', area: 'Dhanmondi', address: '', chosen: 999 })).toBeUndefined();
  });

  it('knows the older and newer spellings of a district', () => {
    expect(districtNames('Chattogram')).toEqual(['Chattogram', 'Chittagong']);
    expect(districtNames('Dhaka city')).toEqual(['Dhaka']);
    expect(matchDistrict([{ name: 'Comilla' }, { name: 'Dhaka' }], 'Cumilla')).toEqual({ name: 'Comilla' });
    expect(matchDistrict([{ name: 'Chattogram' }], 'Chittagong')).toEqual({ name: 'Chattogram' });
  });
});
