import { describe, expect, it } from 'vitest';
import { areasOf, findArea } from './bd-areas.ts';
import { CITY_THANAS, UPAZILAS } from './bd-areas-data.ts';
import { DISTRICTS } from './bd-geo.ts';

describe('areas of each district', () => {
  it('every one of the 64 districts has its upazilas, 494 in all, each with a Bangla name', () => {
    expect(Object.keys(UPAZILAS).sort()).toEqual(DISTRICTS.map((d) => d.id).sort());
    const all = DISTRICTS.flatMap((d) => areasOf(d.id).filter((a) => !a.city));
    expect(all).toHaveLength(494);
    for (const area of all) expect(area.bn).toMatch(/^[\u0980-\u09FF\s()-]+$/);
  });

  it("Dhaka's and Chattogram's metropolitan thanas come first, as city areas", () => {
    expect(Object.keys(CITY_THANAS)).toEqual(['dhaka', 'chattogram']);
    expect(areasOf('Dhaka')[0]).toMatchObject({ city: true });
    expect(findArea('dhaka', 'Dhanmondi')).toMatchObject({ name: 'Dhanmondi', bn: 'ধানমন্ডি', city: true });
    expect(findArea('Chattogram', 'panchlaish')).toMatchObject({ name: 'Panchlaish', city: true });
    expect(findArea('Dhaka', 'Savar')).toMatchObject({ city: false });
  });

  it('finds an area by English or Bangla name, only within its own district', () => {
    expect(findArea('Cumilla', 'দেবিদ্বার')?.name).toBe('Debidwar');
    expect(findArea('Sylhet', 'Debidwar')).toBeUndefined();
    expect(findArea('Nowhere', 'Debidwar')).toBeUndefined();
    expect(findArea('Cumilla', '  ')).toBeUndefined();
  });
});
