/**
 * RedX driver: a client of RedX's OpenAPI, production https://openapi.redx.com.bd/v1.0.0-beta, RedX's sandbox
 * https://sandbox.redx.com.bd/v1.0.0-beta ("RedX OpenAPI Documentation", known from copies in public repositories;
 * shapes checked against codeboxrcodehub/redx-courier and the redx_courier Dart client, shared/research/turn3.md §6).
 * Every call carries `API-ACCESS-TOKEN: Bearer <token>`.
 *
 * - `GET /areas?district_name=` → `areas[{ id, name, post_code, division_name }]`: the order's area (or a RedX area
 *   named in the address) must be found; RedX needs `delivery_area_id`, so an unplaced address is refused before any
 *   create call (nothing booked; the seller fixes the area).
 * - `GET /pickup/stores` → `pickup_stores[{ id, area_id }]` for the pickup area of the charge calculator.
 * - `GET /charge/charge_calculator` → `deliveryCharge`, `codCharge`.
 * - `POST /parcel` → `tracking_id`; `GET /parcel/info/{id}` → `parcel{ status, charge }`;
 *   `PATCH /parcels` `{ entity_type: 'parcel-tracking-id', entity_id, update_details: { property_name: 'status',
 *   new_value: 'cancelled', reason } }` cancels.
 *
 * Guessed: RedX's list of status words (below, as community clients use them; an unknown word reads `unknown`), and
 * that `parcel.charge` is in taka.
 */
import type { ParcelStatus } from '../../../../contract/couriers.ts';
import {
  callJson,
  COURIER_PLACE_FIELD,
  CourierError,
  courierPhone,
  DEFAULT_TIMEOUT_MS,
  failure,
  poishaOf,
  takaOf,
  textOf,
  type CourierDriver,
  type JsonAnswer,
  type ParcelInput,
} from './courier.ts';
import { districtNames, matchPlace } from './place-match.ts';

export const REDX_PRODUCTION_URL = 'https://openapi.redx.com.bd/v1.0.0-beta';
const WHO = 'RedX';

export type RedxCredentials = { accessToken: string; pickupStoreId?: string };
export type RedxConfig = RedxCredentials & { baseUrl: string; timeoutMs?: number; fetch?: typeof fetch };

const STATUS: Record<string, ParcelStatus> = {
  'pickup-pending': 'booked',
  'pickup-in-progress': 'booked',
  'ready-for-delivery': 'picked',
  'delivery-in-progress': 'in_transit',
  'agent-area-change': 'in_transit',
  'agent-hold': 'hold',
  'on-hold': 'hold',
  delivered: 'delivered',
  'partial-delivered': 'partial',
  'agent-returning': 'returned',
  returned: 'returned',
  'return-in-progress': 'returned',
  cancelled: 'cancelled',
};
export const redxStatus = (word: string): ParcelStatus =>
  STATUS[
    word
      .trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-')
  ] ?? 'unknown';

type Area = { id: number; name: string };

export function createRedxDriver(config: RedxConfig): CourierDriver & {
  deliveryArea: (parcel: ParcelInput) => Promise<Area | null>;
  places: (district: string) => Promise<Area[]>;
} {
  const base = config.baseUrl.replace(/\/+$/, '');
  const fetcher = config.fetch ?? fetch;
  const headers = { 'API-ACCESS-TOKEN': `Bearer ${config.accessToken}` };
  const call = (method: string, path: string, body?: unknown): Promise<JsonAnswer> =>
    callJson(fetcher, `${base}${path}`, { method, headers, body, timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS }, WHO);

  /** RedX's areas of a district, by each name RedX may give it (the 2018 spellings and the older ones). */
  async function places(district: string): Promise<Area[]> {
    for (const name of districtNames(district)) {
      const answer = await call('GET', `/areas?district_name=${encodeURIComponent(name)}`);
      if (answer.status !== 200 || !Array.isArray(answer.body.areas)) throw failure(WHO, answer);
      const areas = (answer.body.areas as Record<string, unknown>[]).map((a) => ({ id: Number(a.id), name: textOf(a.name) }));
      if (areas.length) return areas;
    }
    return [];
  }

  /** The RedX area of the order (./place-match.ts: the seller's choice, the area's name, then the address); null when none. */
  async function deliveryArea(parcel: ParcelInput): Promise<Area | null> {
    const areas = await places(parcel.district);
    return (
      matchPlace(areas, { district: parcel.district, area: parcel.area, address: parcel.recipientAddress, chosen: parcel.courierPlace }) ??
      null
    );
  }

  async function placed(parcel: ParcelInput): Promise<Area> {
    const area = await deliveryArea(parcel);
    if (!area)
      throw new CourierError(
        `RedX has no delivery area matching "${parcel.area || parcel.recipientAddress}" in ${parcel.district || 'the address'}: choose the courier’s area.`,
        'none',
        null,
        { [COURIER_PLACE_FIELD]: 'Choose the courier’s area' },
      );
    return area;
  }

  return {
    deliveryArea,
    places,
    place: deliveryArea,
    async quote(parcel) {
      const area = await deliveryArea(parcel);
      if (!area) return null;
      const stores = await call('GET', '/pickup/stores');
      if (stores.status !== 200 || !Array.isArray(stores.body.pickup_stores)) throw failure(WHO, stores);
      const list = stores.body.pickup_stores as Record<string, unknown>[];
      const store = list.find((s) => String(s.id) === config.pickupStoreId) ?? list[0];
      if (!store) return null;
      const query = new URLSearchParams({
        delivery_area_id: String(area.id),
        pickup_area_id: String(store.area_id),
        cash_collection_amount: String(takaOf(parcel.codAmount)),
        weight: String(Math.max(1, parcel.weightGrams)),
      });
      const answer = await call('GET', `/charge/charge_calculator?${query}`);
      const charge = poishaOf(answer.body.deliveryCharge);
      if (answer.status !== 200 || charge === null) throw failure(WHO, answer);
      return { charge, codCharge: poishaOf(answer.body.codCharge) };
    },
    async createConsignment(parcel) {
      // The area is looked up before the create call: a failure here books nothing.
      const area = await placed(parcel).catch((error: unknown) => {
        throw error instanceof CourierError ? new CourierError(error.message, 'none', error.httpStatus, error.fields) : error;
      });
      const answer = await call('POST', '/parcel', {
        customer_name: parcel.recipientName,
        customer_phone: courierPhone(parcel.recipientPhone),
        delivery_area: area.name,
        delivery_area_id: area.id,
        customer_address: parcel.recipientAddress,
        merchant_invoice_id: parcel.invoice,
        cash_collection_amount: String(takaOf(parcel.codAmount)),
        parcel_weight: Math.max(1, parcel.weightGrams),
        instruction: parcel.note ?? '',
        value: String(takaOf(parcel.value)),
        ...(config.pickupStoreId ? { pickup_store_id: Number(config.pickupStoreId) } : {}),
        parcel_details_json: [{ name: parcel.description.slice(0, 100), category: 'general', value: takaOf(parcel.value) }],
      });
      if (answer.status !== 200 && answer.status !== 201) throw failure(WHO, answer);
      if (typeof answer.body.tracking_id !== 'string' && typeof answer.body.tracking_id !== 'number')
        throw new CourierError('RedX answered without a tracking id.', 'unknown', answer.status);
      const id = String(answer.body.tracking_id);
      return { consignmentId: id, trackingCode: id, charge: null, status: 'booked', courierStatus: 'pickup-pending' };
    },
    async readStatus(consignmentId) {
      const answer = await call('GET', `/parcel/info/${encodeURIComponent(consignmentId)}`);
      const parcel = answer.body.parcel as Record<string, unknown> | undefined;
      if (answer.status !== 200 || typeof parcel?.status !== 'string') throw failure(WHO, answer);
      return { status: redxStatus(parcel.status), courierStatus: parcel.status, charge: poishaOf(parcel.charge) };
    },
    async cancel(consignmentId) {
      const answer = await call('PATCH', '/parcels', {
        entity_type: 'parcel-tracking-id',
        entity_id: consignmentId,
        update_details: { property_name: 'status', new_value: 'cancelled', reason: 'Cancelled by the seller in Haat' },
      });
      if (answer.status !== 200 || answer.body.success === false) throw failure(WHO, answer);
    },
  };
}
