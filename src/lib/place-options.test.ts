import { describe, expect, it } from 'vitest';
import { areaOptions, districtGroups, filterOptions } from './place-options.ts';

describe('the district and area choices', () => {
  it('lists the 64 districts by English name, shown in Bangla to a Bangla reader, under their divisions', () => {
    const groups = districtGroups('district', 'bn', (name) => `${name} বিভাগ`);
    expect(groups).toHaveLength(8);
    expect(groups.flatMap((g) => g.options)).toHaveLength(64);
    expect(groups.find((g) => g.label === 'ঢাকা বিভাগ')?.options).toContainEqual({ value: 'Dhaka', label: 'ঢাকা' });
    expect(districtGroups('location', 'en', (n) => n).flatMap((g) => g.options)).toHaveLength(65);
  });

  it("gives a district's areas with their Bangla names, the English name as the value", () => {
    expect(areaOptions('district', 'Cumilla', 'bn')).toContainEqual({ value: 'Debidwar', label: 'দেবিদ্বার' });
    expect(areaOptions('location', 'dhaka-city', 'en')[0]).toEqual({ value: 'Adabor', label: 'Adabor' });
    expect(areaOptions('location', 'dhaka-city', 'en').map((o) => o.value)).not.toContain('Savar');
    expect(areaOptions('district', '', 'en')).toEqual([]);
    expect(areaOptions('district', 'Chittagong', 'en')).toEqual([]);
  });

  it('keeps an old free-text area first, marked, so the address still shows what it said', () => {
    const options = areaOptions('district', 'Sylhet', 'en', 'Zindabazar', (a) => `${a} (not in the list)`);
    expect(options[0]).toEqual({ value: 'Zindabazar', label: 'Zindabazar (not in the list)' });
    expect(areaOptions('district', 'Sylhet', 'en', 'Sylhet Sadar', (a) => `${a} (not in the list)`)[0]?.value).not.toBe(
      'Sylhet Sadar (not in the list)',
    );
  });

  it('filters by what is typed, in either language', () => {
    const options = areaOptions('location', 'dhaka-city', 'bn');
    expect(filterOptions(options, 'মির').map((o) => o.value)).toEqual(['Mirpur']);
    expect(filterOptions(options, 'gulsh').map((o) => o.value)).toEqual(['Gulshan']);
    expect(filterOptions(options, ' ')).toHaveLength(options.length);
  });
});
