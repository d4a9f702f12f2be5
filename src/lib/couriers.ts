/** The courier words the dashboard shows: the fields of each courier's credentials form and the parcel statuses. */
import type { CourierId, ParcelStatus } from '../../contract/couriers.ts';
import { m } from '../paraglide/messages.js';

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
