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

/** Zones of the default plan; every location is in exactly one of them. */
export const defaultZones = (): Zone[] => [
  zone('inside-dhaka', 'Inside Dhaka', [DHAKA_CITY], 7000, '1–2 days'),
  zone('dhaka-suburbs', 'Dhaka suburbs', SUBURB_LOCATIONS, 10000, '2–3 days'),
  zone(
    'outside-dhaka',
    'Outside Dhaka',
    LOCATION_IDS.filter((id) => id !== DHAKA_CITY && !SUBURB_LOCATIONS.includes(id)),
    13000,
    '3–5 days',
  ),
];

/** The default plan as the engine reads it. */
export const defaultPlan = (id = 'default'): ShippingPlan => ({
  id,
  name: 'Default plan',
  isDefault: true,
  productIds: [],
  collectionIds: [],
  zones: defaultZones(),
});
