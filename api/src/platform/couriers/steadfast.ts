/**
 * Steadfast Courier driver: a client of the merchant API at https://portal.packzy.com/api/v1 (Steadfast's "API
 * Documentation V1"; copies in jakir-hossen-4928/dreamer-shop `steadfastapidocs.md` and the steadfast-python docs,
 * shared/research/anchors.md §13.4). `Api-Key` and `Secret-Key` headers; `POST /create_order` answers
 * `{ status: 200, consignment: { consignment_id, tracking_code, status } }`; `GET /status_by_cid/{id}` answers
 * `{ status: 200, delivery_status }`.
 *
 * Guessed, not in the documents found: the V1 API has no price call (quote answers null) and no cancel call (cancel
 * is refused with a message to cancel in the Steadfast portal); the create answer names no charge, so the charge is
 * read from `delivery_fee`/`delivery_charge` only when an answer carries one.
 */
import type { ParcelStatus } from '../../../../contract/couriers.ts';
import {
  callJson,
  CourierError,
  courierPhone,
  DEFAULT_TIMEOUT_MS,
  failure,
  poishaOf,
  takaOf,
  textOf,
  type CourierDriver,
  type JsonAnswer,
} from './courier.ts';

export const STEADFAST_PRODUCTION_URL = 'https://portal.packzy.com/api/v1';

export type SteadfastCredentials = { apiKey: string; secretKey: string };
export type SteadfastConfig = SteadfastCredentials & { baseUrl: string; timeoutMs?: number; fetch?: typeof fetch };

const STATUS: Record<string, ParcelStatus> = {
  pending: 'booked',
  in_review: 'booked',
  hold: 'hold',
  delivered_approval_pending: 'in_transit',
  partial_delivered_approval_pending: 'in_transit',
  cancelled_approval_pending: 'in_transit',
  unknown_approval_pending: 'in_transit',
  delivered: 'delivered',
  partial_delivered: 'partial',
  cancelled: 'cancelled',
  unknown: 'unknown',
};
export const steadfastStatus = (word: string): ParcelStatus => STATUS[word] ?? 'unknown';

const WHO = 'Steadfast';

export function createSteadfastDriver(config: SteadfastConfig): CourierDriver {
  const base = config.baseUrl.replace(/\/+$/, '');
  const fetcher = config.fetch ?? fetch;
  const headers = { 'Api-Key': config.apiKey, 'Secret-Key': config.secretKey };
  const call = (method: string, path: string, body?: unknown): Promise<JsonAnswer> =>
    callJson(fetcher, `${base}${path}`, { method, headers, body, timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS }, WHO);
  const ok = (answer: JsonAnswer) => answer.status === 200 && answer.body.status === 200;

  return {
    quote: () => Promise.resolve(null),
    async createConsignment(parcel) {
      const answer = await call('POST', '/create_order', {
        invoice: parcel.invoice,
        recipient_name: parcel.recipientName.slice(0, 100),
        recipient_phone: courierPhone(parcel.recipientPhone),
        recipient_address: parcel.recipientAddress.slice(0, 250),
        cod_amount: takaOf(parcel.codAmount),
        note: parcel.note ?? '',
        item_description: parcel.description.slice(0, 250),
        total_lot: parcel.itemCount,
        delivery_type: 0,
      });
      if (!ok(answer)) throw failure(WHO, answer);
      const consignment = answer.body.consignment as Record<string, unknown> | undefined;
      if (!consignment || !textOf(consignment.consignment_id))
        throw new CourierError('Steadfast answered without a consignment.', 'unknown', answer.status);
      const word = textOf(consignment.status, 'in_review');
      return {
        consignmentId: textOf(consignment.consignment_id),
        trackingCode: typeof consignment.tracking_code === 'string' ? consignment.tracking_code : null,
        charge: poishaOf(consignment.delivery_fee ?? consignment.delivery_charge),
        status: steadfastStatus(word),
        courierStatus: word,
      };
    },
    async readStatus(consignmentId) {
      const answer = await call('GET', `/status_by_cid/${encodeURIComponent(consignmentId)}`);
      if (!ok(answer) || typeof answer.body.delivery_status !== 'string') throw failure(WHO, answer);
      const word = answer.body.delivery_status;
      return {
        status: steadfastStatus(word),
        courierStatus: word,
        charge: poishaOf(answer.body.delivery_fee ?? answer.body.delivery_charge),
      };
    },
    cancel: () =>
      Promise.reject(new CourierError('Steadfast has no cancel call: cancel the parcel in the Steadfast portal.', 'none', null)),
  };
}
