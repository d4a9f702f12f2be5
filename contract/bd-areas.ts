/**
 * Upazilas and city thanas per district (issue 24 item 6), read from the compact lists of ./bd-areas-data.ts: the
 * choices of an address's "area" once its district is known, and the check that a typed area belongs to it.
 */
import { CITY_THANAS, UPAZILAS } from './bd-areas-data.ts';
import { districtId } from './bd-geo.ts';
import type { Locale } from './format.ts';

/** One area: its English name (what is stored), its Bangla name, and whether it is a metropolitan (city) thana. */
export type Area = { name: string; bn: string; city: boolean };

const parse = (text: string | undefined, city: boolean): Area[] =>
  (text ?? '')
    .split('|')
    .filter(Boolean)
    .map((pair) => {
      const [name = '', bn = ''] = pair.split(':');
      return { name, bn, city };
    });

const cache = new Map<string, readonly Area[]>();

/** The areas of a district (by id or name): city thanas first (Dhaka, Chattogram), then upazilas; empty for no district. */
export function areasOf(district: string): readonly Area[] {
  const id = districtId(district.trim());
  let areas = cache.get(id);
  if (!areas) {
    const seen = new Set<string>();
    areas = [...parse(CITY_THANAS[id], true), ...parse(UPAZILAS[id], false)].filter((a) => !seen.has(a.name) && !!seen.add(a.name));
    cache.set(id, areas);
  }
  return areas;
}

/** The area of `district` named `area` (English or Bangla, any case and spacing), or undefined. */
export function findArea(district: string, area: string): Area | undefined {
  const key = area.trim().replace(/\s+/g, ' ').toLowerCase();
  return key ? areasOf(district).find((a) => a.name.toLowerCase() === key || a.bn === key) : undefined;
}

/** An area's name in the reader's language. */
export const areaLabel = (area: Area, locale: Locale) => (locale === 'bn' ? area.bn : area.name);
