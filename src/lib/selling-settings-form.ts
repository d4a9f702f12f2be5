/**
 * The VAT and checkout forms (/settings/tax, /settings/checkout) as posted, turned into the Store API's bodies.
 * Checkboxes post "on" only when ticked; each collection's VAT rate is a select named `collectionRate:<id>`
 * whose empty choice means "the shop's rate".
 */
import { parsePercent } from '../../contract/normalise.ts';
export type Posted = Pick<FormData, 'get' | 'entries'>;

const on = (data: Posted, key: string) => data.get(key) === 'on';
const str = (data: Posted, key: string) => {
  const v = data.get(key);
  return typeof v === 'string' ? v.trim() : '';
};
const num = (data: Posted, key: string) => {
  // Bangla or Latin digits, "15%" or "15" (issue 23).
  return parsePercent(str(data, key));
};

export const COLLECTION_RATE = 'collectionRate:';

/** The body of PUT /admin/settings/tax. */
export function vatBody(data: Posted) {
  const collectionRates: { collectionId: string; rate: number }[] = [];
  for (const [key, value] of data.entries()) {
    if (key.startsWith(COLLECTION_RATE) && typeof value === 'string' && value !== '') {
      collectionRates.push({ collectionId: key.slice(COLLECTION_RATE.length), rate: parsePercent(value) });
    }
  }
  return {
    enabled: on(data, 'enabled'),
    rate: num(data, 'rate'),
    pricesIncludeVat: on(data, 'pricesIncludeVat'),
    vatOnDelivery: on(data, 'vatOnDelivery'),
    collectionRates,
    version: num(data, 'version'),
  };
}

/** The body of PUT /admin/settings/checkout. */
export function checkoutBody(data: Posted) {
  return {
    email: str(data, 'email'),
    area: str(data, 'area'),
    addressLine: str(data, 'addressLine'),
    landmark: str(data, 'landmark'),
    customerAccounts: str(data, 'customerAccounts'),
    cod: on(data, 'cod'),
    bkash: on(data, 'bkash'),
    advanceDeliveryOutsideDhaka: on(data, 'advanceDeliveryOutsideDhaka'),
    autoConfirm: on(data, 'autoConfirm'),
    unpaidExpiryMinutes: num(data, 'unpaidExpiryMinutes'),
    orderNote: on(data, 'orderNote'),
    terms: on(data, 'terms'),
    termsUrl: str(data, 'termsUrl'),
    // Empty: no COD hold (issue 24 item 4).
    codHoldBelowRate: str(data, 'codHoldBelowRate') === '' ? null : num(data, 'codHoldBelowRate'),
    version: num(data, 'version'),
  };
}
