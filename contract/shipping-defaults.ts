/**
 * The shipping plan every shop starts with: Inside Dhaka, Dhaka suburbs and Outside Dhaka, flat rates in the
 * range couriers and shops charge (anchors §13.1: Pathao ৳70/৳80/৳120, Paperfly ৳70/৳110/৳130, shops ৳80/৳100/৳130).
 */
import { DHAKA_CITY, LOCATION_IDS, SUBURB_LOCATIONS } from './bd-geo.ts';
import type { ShippingPlan, Zone } from './pricing.ts';

const zone = (id: string, name: string, locations: readonly string[], amount: number, deliveryTime: string): Zone => ({
  id,
  name,
  locations,
  rate: { kind: 'flat', amount },
  freeOver: null,
  deliveryTime,
  codAllowed: true,
  codFee: null,
});

/**
 * The default plan's words, stored in English: they are the seller's text once edited, and until then the dashboard
 * shows each in the reader's language (src/lib/shipping-words.ts), so a shop made by one member reads right to all.
 */
export const DEFAULT_SHIPPING_WORDS = {
  planName: 'Default plan',
  insideDhaka: 'Inside Dhaka',
  dhakaSuburbs: 'Dhaka suburbs',
  outsideDhaka: 'Outside Dhaka',
  days1to2: '1–2 days',
  days2to3: '2–3 days',
  days3to5: '3–5 days',
} as const;
const W = DEFAULT_SHIPPING_WORDS;

/** Zones of the default plan; every location is in exactly one of them. */
export const defaultZones = (): Zone[] => [
  zone('inside-dhaka', W.insideDhaka, [DHAKA_CITY], 7000, W.days1to2),
  zone('dhaka-suburbs', W.dhakaSuburbs, SUBURB_LOCATIONS, 10000, W.days2to3),
  zone(
    'outside-dhaka',
    W.outsideDhaka,
    LOCATION_IDS.filter((id) => id !== DHAKA_CITY && !SUBURB_LOCATIONS.includes(id)),
    13000,
    W.days3to5,
  ),
];

/** The default plan as the engine reads it. */
export const defaultPlan = (id = 'default'): ShippingPlan => ({
  id,
  name: W.planName,
  isDefault: true,
  productIds: [],
  collectionIds: [],
  zones: defaultZones(),
});
