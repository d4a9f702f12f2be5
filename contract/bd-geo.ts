/**
 * Bangladesh's 8 divisions and 64 districts, as shipping zones use them. Dhaka district is split into two
 * areas, "Dhaka city" and "Dhaka suburbs" (couriers price them apart: Pathao and Paperfly, anchors §13.1), so
 * a zone is a set of 65 *locations*: 63 districts plus the two Dhaka areas.
 */

export const DIVISIONS = [
  { id: 'barishal', name: 'Barishal' },
  { id: 'chattogram', name: 'Chattogram' },
  { id: 'dhaka', name: 'Dhaka' },
  { id: 'khulna', name: 'Khulna' },
  { id: 'mymensingh', name: 'Mymensingh' },
  { id: 'rajshahi', name: 'Rajshahi' },
  { id: 'rangpur', name: 'Rangpur' },
  { id: 'sylhet', name: 'Sylhet' },
] as const;

export type DivisionId = (typeof DIVISIONS)[number]['id'];

/** The 64 districts by division (Bangla-English spellings of the 2018 renaming: Chattogram, Cumilla, Jashore …). */
const DISTRICTS_BY_DIVISION: Record<DivisionId, readonly string[]> = {
  barishal: ['Barguna', 'Barishal', 'Bhola', 'Jhalokati', 'Patuakhali', 'Pirojpur'],
  chattogram: [
    'Bandarban',
    'Brahmanbaria',
    'Chandpur',
    'Chattogram',
    "Cox's Bazar",
    'Cumilla',
    'Feni',
    'Khagrachhari',
    'Lakshmipur',
    'Noakhali',
    'Rangamati',
  ],
  dhaka: [
    'Dhaka',
    'Faridpur',
    'Gazipur',
    'Gopalganj',
    'Kishoreganj',
    'Madaripur',
    'Manikganj',
    'Munshiganj',
    'Narayanganj',
    'Narsingdi',
    'Rajbari',
    'Shariatpur',
    'Tangail',
  ],
  khulna: ['Bagerhat', 'Chuadanga', 'Jashore', 'Jhenaidah', 'Khulna', 'Kushtia', 'Magura', 'Meherpur', 'Narail', 'Satkhira'],
  mymensingh: ['Jamalpur', 'Mymensingh', 'Netrokona', 'Sherpur'],
  rajshahi: ['Bogura', 'Chapainawabganj', 'Joypurhat', 'Naogaon', 'Natore', 'Pabna', 'Rajshahi', 'Sirajganj'],
  rangpur: ['Dinajpur', 'Gaibandha', 'Kurigram', 'Lalmonirhat', 'Nilphamari', 'Panchagarh', 'Rangpur', 'Thakurgaon'],
  sylhet: ['Habiganj', 'Moulvibazar', 'Sunamganj', 'Sylhet'],
};

/** A district's id: its name in lower case, spaces as hyphens, apostrophes dropped ("Cox's Bazar" → "coxs-bazar"). */
export const districtId = (name: string) => name.toLowerCase().replace(/'/g, '').replace(/\s+/g, '-');

export type District = { id: string; name: string; division: DivisionId };

export const DISTRICTS: readonly District[] = DIVISIONS.flatMap((division) =>
  DISTRICTS_BY_DIVISION[division.id].map((name) => ({ id: districtId(name), name, division: division.id })),
);

/** A place a zone can hold: a district, or one of Dhaka district's two areas. */
export type Location = { id: string; name: string; district: string; division: DivisionId };

export const DHAKA_CITY = 'dhaka-city';
export const DHAKA_SUBURBS = 'dhaka-suburbs';

export const LOCATIONS: readonly Location[] = DISTRICTS.flatMap((d): Location[] =>
  d.id === 'dhaka'
    ? [
        { id: DHAKA_CITY, name: 'Dhaka city', district: d.name, division: d.division },
        { id: DHAKA_SUBURBS, name: 'Dhaka suburbs', district: d.name, division: d.division },
      ]
    : [{ id: d.id, name: d.name, district: d.name, division: d.division }],
);

export const LOCATION_IDS: readonly string[] = LOCATIONS.map((l) => l.id);

const byId = new Map(LOCATIONS.map((l) => [l.id, l]));

/** The location with this id, or undefined. */
export const findLocation = (id: string) => byId.get(id);

/** True when `id` is one of the 65 location ids. */
export const isLocationId = (id: string) => byId.has(id);

/** Locations grouped by division, in order, for a `<select>` with `<optgroup>`s. */
export const locationsByDivision = () =>
  DIVISIONS.map((division) => ({ division, locations: LOCATIONS.filter((l) => l.division === division.id) }));

/**
 * The location of an order address: its district, or for Dhaka district the area (a city address unless it says
 * suburbs). Accepts a location id or a district name ("Sylhet", "Dhaka").
 */
export const locationOfDistrict = (district: string, area?: string | null): string | undefined => {
  const id = byId.has(district) ? district : districtId(district.trim());
  if (id === 'dhaka') return area === DHAKA_SUBURBS || area === 'suburbs' ? DHAKA_SUBURBS : DHAKA_CITY;
  return byId.has(id) ? id : undefined;
};

/** Locations of the default plan's "Dhaka suburbs" zone (Paperfly's periphery list: Savar, Keraniganj … Gazipur, Narayanganj). */
export const SUBURB_LOCATIONS: readonly string[] = [DHAKA_SUBURBS, 'gazipur', 'narayanganj'];
