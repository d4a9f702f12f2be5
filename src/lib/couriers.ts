/** The courier words the dashboard shows: the fields of each courier's credentials form and the parcel statuses. */
import type { CourierId, ParcelStatus } from '../../contract/couriers.ts';
import { m } from '../paraglide/messages.js';
import type { FormState } from './forms.ts';

export type CourierField = { name: string; label: () => string; secret: boolean; optional?: boolean };

/** The credentials each courier asks for (contract CourierCredentialsSchemas), secret ones as password fields. */
export const COURIER_FIELDS: Record<CourierId, CourierField[]> = {
  pathao: [
    { name: 'clientId', label: m.couriers_field_client_id, secret: false },
    { name: 'clientSecret', label: m.couriers_field_client_secret, secret: true },
    { name: 'username', label: m.couriers_field_username, secret: false },
    { name: 'password', label: m.couriers_field_password, secret: true },
    { name: 'storeId', label: m.couriers_field_store_id, secret: false },
  ],
  redx: [
    { name: 'accessToken', label: m.couriers_field_access_token, secret: true },
    { name: 'pickupStoreId', label: m.couriers_field_pickup_store_id, secret: false, optional: true },
  ],
  steadfast: [
    { name: 'apiKey', label: m.couriers_field_api_key, secret: true },
    { name: 'secretKey', label: m.couriers_field_secret_key, secret: true },
  ],
};

const STATUS: Record<ParcelStatus, () => string> = {
  booked: m.couriers_status_booked,
  picked: m.couriers_status_picked,
  in_transit: m.couriers_status_in_transit,
  delivered: m.couriers_status_delivered,
  partial: m.couriers_status_partial,
  returned: m.couriers_status_returned,
  cancelled: m.couriers_status_cancelled,
  hold: m.couriers_status_hold,
  unknown: m.couriers_status_unknown,
};
export const parcelStatusLabel = (status: ParcelStatus) => STATUS[status]();

/** Whether a form failed only because the Store API asked for a fresh factor (FreshFactorField shows the prompt). */
const askedForFactor = (form: FormState) =>
  ['factorCode', 'factorPassword', 'factorPasskey'].some((name) => form.fields[name] !== undefined) &&
  Object.keys(form.fields).every((name) => name.startsWith('factor'));

/**
 * The secret credentials to put back into a courier's form after the fresh-factor prompt: what the seller typed in
 * this very post, so they answer the prompt without typing the client secret or API key again. Only then: after any
 * other failure, and on every GET, secret fields stay empty (write-only); the value goes back only into the
 * password field of the response to the seller's own post.
 */
export function secretsKeptAcrossPrompt(courier: CourierId, form: FormState, posted: FormData | null): Record<string, string> {
  if (!posted || posted.get('courier') !== courier || !askedForFactor(form)) return {};
  const kept: Record<string, string> = {};
  for (const field of COURIER_FIELDS[courier].filter((f) => f.secret)) {
    const value = posted.get(field.name);
    if (typeof value === 'string' && value) kept[field.name] = value;
  }
  return kept;
}
