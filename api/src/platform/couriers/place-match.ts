/**
 * Haat's district and area (contract/bd-areas.ts) matched to a courier's own places (issue 24 item 6). Couriers keep
 * their lists behind their APIs (Pathao: city-list, zone-list; RedX: /areas?district_name=), with their own spellings
 * and, in cities, neighbourhood zones finer than Haat's thanas. A driver reads the courier's list for the district and
 * asks `matchPlace` for the entry that is the order's area, tried in this order:
 *   1. the seller's own choice from the courier's list (`ParcelInput.courierPlace`), when they made one;
 *   2. the same name, letters only and in any case ("Sher-e-Bangla Nagar" = "Sher E Bangla Nagar"), or a known other
 *      spelling of it (SPELLINGS);
 *   3. a district's Sadar upazila and the courier's place named like the district town ("Sylhet Sadar" = "Sylhet");
 *   4. a courier place named in the address line (a customer's "House 4, Zindabazar").
 * No match is not a guess: the driver asks the seller to choose the courier's area (COURIER_AREA_NEEDED).
 */

/** Spellings of one district the couriers' lists use (the 2018 renaming, the older ones, nuhil/bangladesh-geocode's). */
const DISTRICT_SPELLINGS: readonly (readonly string[])[] = [
  ['Chattogram', 'Chittagong'],
  ['Cumilla', 'Comilla'],
  ['Barishal', 'Barisal'],
  ['Jashore', 'Jessore'],
  ['Bogura', 'Bogra'],
  ['Jhalokati', 'Jhalakathi', 'Jhalakati'],
  ["Cox's Bazar", 'Coxsbazar'],
  ['Chapainawabganj', 'Chapai Nawabganj', 'Nawabganj'],
  ['Moulvibazar', 'Maulvibazar'],
  ['Netrokona', 'Netrakona'],
];

/** Other spellings of areas: the data's spellings beside the ones couriers and customers write. */
const SPELLINGS: Record<string, readonly string[]> = {
  barisalsadar: ['barishal sadar'],
  bograsadar: ['bogura sadar'],
  uttaraeast: ['uttara'],
  uttarawest: ['uttara'],
  sherebanglanagar: ['agargaon'],
  airport: ['bimanbandar', 'biman bandar'],
};

/** A name reduced to its letters and digits, lower case: how two spellings of one place are compared. */
export const placeKey = (name: string) => name.toLowerCase().replace(/[^a-z0-9\u0980-\u09ff]/g, '');

/** The names the courier may give a district, its own first. */
export function districtNames(district: string): string[] {
  const plain = district.replace(/\s*\((city|suburbs)\)$/i, '').replace(/ (city|suburbs)$/i, '');
  const group = DISTRICT_SPELLINGS.find((names) => names.some((n) => placeKey(n) === placeKey(plain)));
  return [plain, ...(group ?? []).filter((n) => placeKey(n) !== placeKey(plain))];
}

/** The courier's entry for the district (`districtNames`), or undefined. */
export function matchDistrict<T extends { name: string }>(list: readonly T[], district: string): T | undefined {
  const keys = districtNames(district).map(placeKey);
  return list.find((c) => keys.includes(placeKey(c.name)));
}

/** The courier's place for an order's area (see the module comment for the order of the tries), or undefined. */
export function matchPlace<T extends { id: number; name: string }>(
  list: readonly T[],
  place: { district: string; area: string; address: string; chosen?: number | null | undefined },
): T | undefined {
  if (place.chosen != null) return list.find((p) => p.id === place.chosen);
  const area = placeKey(place.area);
  if (area) {
    const names = [area, ...(SPELLINGS[area] ?? []).map(placeKey)];
    const exact = list.find((p) => names.includes(placeKey(p.name)));
    if (exact) return exact;
    if (area.endsWith('sadar')) {
      const town = [area.slice(0, -'sadar'.length), ...districtNames(place.district).map(placeKey)];
      const sadar = list.find((p) => town.includes(placeKey(p.name)));
      if (sadar) return sadar;
    }
  }
  const address = place.address.toLowerCase();
  return list.find((p) => p.name.trim().length > 2 && address.includes(p.name.trim().toLowerCase()));
}
