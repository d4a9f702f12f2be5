/**
 * The choices of an address's district and area selects (issue 24 item 6), worked out the same way on the server
 * (PlaceFields.astro) and in the page's script (place-picker.ts): names in the reader's language, the English name as
 * the value (what is stored), and a filter for "type to filter".
 */
import { areaLabel, areasOf, type Area } from '../../contract/bd-areas.ts';
import { DISTRICTS, DIVISIONS, LOCATIONS, type DivisionId } from '../../contract/bd-geo.ts';
import { DIVISION_NAMES_BN, divisionName, LOCATION_NAMES_BN, locationName } from '../../contract/bd-geo-bn.ts';
import type { Locale } from '../../contract/format.ts';
import { areasOfLocation, findDistrict } from '../../contract/places.ts';

/** 'district': the 64 districts by English name (addresses); 'location': the 65 shipping locations by id (orders). */
export type PlaceKind = 'district' | 'location';

export interface PlaceOption {
  value: string;
  label: string;
}

/** The district select's choices, under a heading per division. */
export function districtGroups(kind: PlaceKind, locale: Locale, divisionLabel: (name: string) => string) {
  return DIVISIONS.map((division) => ({
    label: divisionLabel(divisionName(division.id as DivisionId, locale)),
    options:
      kind === 'location'
        ? LOCATIONS.filter((l) => l.division === division.id).map((l) => ({ value: l.id, label: locationName(l.id, locale) }))
        : DISTRICTS.filter((d) => d.division === division.id).map((d) => ({
            value: d.name,
            // Dhaka district's name is its division's (the shipping locations split it into city and suburbs).
            label: locale === 'bn' ? (LOCATION_NAMES_BN[d.id] ?? DIVISION_NAMES_BN[d.id as DivisionId] ?? d.name) : d.name,
          })),
  }));
}

/** The areas of the chosen district or location; none before one is chosen. */
export function areasFor(kind: PlaceKind, district: string): readonly Area[] {
  if (!district) return [];
  if (kind === 'location') return areasOfLocation(district);
  return findDistrict(district) ? areasOf(district) : [];
}

/**
 * The area select's choices: the areas in the reader's language, sorted as they read them (city thanas first, as the
 * list has them), and an earlier free-text area kept as the first choice so an old address still shows what it said.
 */
export function areaOptions(
  kind: PlaceKind,
  district: string,
  locale: Locale,
  current = '',
  earlier?: (area: string) => string,
): PlaceOption[] {
  const areas = areasFor(kind, district);
  const options = areas.map((a) => ({ value: a.name, label: areaLabel(a, locale) }));
  const typed = current.trim();
  if (typed && earlier && !areas.some((a) => a.name === typed)) options.unshift({ value: typed, label: earlier(typed) });
  return options;
}

/** The options whose label or value holds the typed text (any case); all of them for an empty filter. */
export function filterOptions(options: readonly PlaceOption[], query: string): PlaceOption[] {
  const q = query.trim().toLowerCase();
  return q ? options.filter((o) => o.label.toLowerCase().includes(q) || o.value.toLowerCase().includes(q)) : [...options];
}
