/**
 * An address's district and area chosen from the lists of contract/bd-areas.ts (issue 24 item 6): the checks the
 * Store API's schemas and the dashboard's forms share, and the canonical (English) names that are stored, so couriers
 * and reports read one spelling. Messages are English here; the dashboard says them in Bangla through
 * src/lib/field-errors.messages.json.
 */
import type { z } from 'zod';
import { areasOf, findArea, type Area } from './bd-areas.ts';
import { DHAKA_CITY, DHAKA_SUBURBS, DISTRICTS, districtId, findLocation, type District } from './bd-geo.ts';

export const PLACE_ERRORS = {
  district: 'Choose a district from the list',
  area: 'Choose the area from the district’s list',
  districtFirst: 'Choose the district first',
} as const;

const byId = new Map(DISTRICTS.map((d) => [d.id, d]));

/** The district named `name` (its English name in any case, or its id), or undefined. */
export const findDistrict = (name: string): District | undefined => byId.get(districtId(name.trim()));

/**
 * The areas offered for a shipping location (contract/bd-geo.ts): Dhaka city's are its metropolitan thanas, Dhaka
 * suburbs' the district's upazilas (Savar, Keraniganj …), any other location's all of its district's.
 */
export function areasOfLocation(locationId: string): readonly Area[] {
  const location = findLocation(locationId);
  if (!location) return [];
  const areas = areasOf(location.district);
  if (locationId === DHAKA_CITY) return areas.filter((a) => a.city);
  if (locationId === DHAKA_SUBURBS) return areas.filter((a) => !a.city);
  return areas;
}

/** The area of a shipping location named `area` (English or Bangla, any case), or undefined. */
export function findAreaOfLocation(locationId: string, area: string): Area | undefined {
  const found = findLocation(locationId) ? findArea(findLocation(locationId)!.district, area) : undefined;
  return found && areasOfLocation(locationId).includes(found) ? found : undefined;
}

type Text = string | null | undefined;
const blank = (text: Text) => !text || !text.trim();

/**
 * What is wrong with a district + area pair, by field: a district not among the 64, an area not among its district's
 * (or given without a district). Both empty is no error: whether they are required is the form's own rule.
 */
export function placeErrors(district: Text, area: Text): { district?: string; area?: string } {
  if (blank(district)) return blank(area) ? {} : { area: PLACE_ERRORS.districtFirst };
  if (!findDistrict(district!)) return { district: PLACE_ERRORS.district };
  if (!blank(area) && !findArea(district!, area!)) return { area: PLACE_ERRORS.area };
  return {};
}

/** The same check for an order's shipping location (a district, or Dhaka city / suburbs) and its area. */
export function locationAreaError(locationId: string, area: Text): string | undefined {
  if (blank(area) || !findLocation(locationId)) return undefined;
  return findAreaOfLocation(locationId, area!) ? undefined : PLACE_ERRORS.area;
}

const asText = (value: unknown): Text => (typeof value === 'string' ? value : null);

/**
 * An object schema with the place check of its district and area fields (`placeErrors`), as two refinements that run
 * even when another field failed (`when`), so a form shows every error at once. `pick` reads the pair from the value.
 */
export function withPlaceCheck<T extends z.ZodObject>(
  schema: T,
  pick: (value: Record<string, unknown>) => [unknown, unknown] = (v) => [v.district, v.area],
  paths: { district: PropertyKey[]; area: PropertyKey[] } = { district: ['district'], area: ['area'] },
): T {
  const errors = (value: unknown) => {
    const [district, area] = pick((value ?? {}) as Record<string, unknown>);
    return placeErrors(asText(district), asText(area));
  };
  const when = () => true;
  return schema
    .refine((v) => !errors(v).district, { path: paths.district, when, error: (issue) => errors(issue.input).district })
    .refine((v) => !errors(v).area, { path: paths.area, when, error: (issue) => errors(issue.input).area }) as T;
}

/** The stored spelling of a checked pair: the district's and area's English names (typed Bangla or lower case in). */
export function canonicalPlace<T extends Text>(district: T, area: T): { district: T | string; area: T | string } {
  if (blank(district)) return { district, area };
  const d = findDistrict(district!);
  const a = d && !blank(area) ? findArea(d.id, area!) : undefined;
  return { district: d?.name ?? district, area: a?.name ?? area };
}
