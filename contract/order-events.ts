/**
 * What an order's timeline event says, stored as a kind and its params (issue 23 item 1) so the dashboard words it
 * in the reader's language when it shows it (src/lib/order-events.ts); the Store API still stores and answers the
 * English sentence (`message`) for integrators and older events, which have no kind and are shown as written.
 * Params hold data, never words: amounts in poisha, status keys, the courier's name and the seller's own reason.
 */
import { COURIER_NAMES, type CourierId, type ParcelStatus } from './couriers.ts';
import { bdtText } from './money.ts';
import { STATUS_LABELS } from './order-state-machine.ts';
import type { OrderStatus, WalletMethod } from './order-enums.ts';
import type { PaymentChoice } from './pricing-types.ts';

export type OrderEventNote =
  | { kind: 'placed'; params: { customer: string } }
  | { kind: 'taken'; params: { how: PaymentChoice; advance?: number; due?: number } }
  | { kind: 'paid'; params: { method: WalletMethod | 'cash' | 'card'; transactionId?: string } }
  | { kind: 'cash_collected'; params: Record<string, never> }
  | { kind: 'cancelled'; params: { reason?: string; byCustomer?: boolean } }
  | { kind: 'expired'; params: { minutes: number } }
  | { kind: 'restocked'; params: { units: number } }
  | { kind: 'status'; params: { from: OrderStatus; to: OrderStatus } }
  | { kind: 'shipped'; params: { courier: string; tracking: string } }
  | { kind: 'refunded'; params: { full: boolean; reason?: string } }
  // A courier booking's lines (issue 24): `message` and `courierStatus` are the courier's own words, kept as data.
  | { kind: 'courier_booked'; params: { courier: CourierId; consignment: string; charge?: number } }
  | { kind: 'courier_refused'; params: { courier: CourierId; message: string } }
  | { kind: 'courier_unclear'; params: { courier: CourierId; message: string } }
  | { kind: 'courier_cancelled'; params: { courier: CourierId; consignment: string } }
  | {
      kind: 'courier_status';
      params: { courier: CourierId; consignment: string; status: ParcelStatus; courierStatus: string; charge?: number };
    };

export type OrderEventKind = OrderEventNote['kind'];
export const ORDER_EVENT_KINDS = [
  'placed',
  'taken',
  'paid',
  'cash_collected',
  'cancelled',
  'expired',
  'restocked',
  'status',
  'shipped',
  'refunded',
  'courier_booked',
  'courier_refused',
  'courier_unclear',
  'courier_cancelled',
  'courier_status',
] as const satisfies readonly OrderEventKind[];

const HOW = {
  cod: 'cash on delivery',
  bkash: 'bKash, paid',
  nagad: 'Nagad, paid',
  rocket: 'Rocket, paid',
  cash: 'paid in cash',
} as const satisfies Record<PaymentChoice, string>;
const PAID = {
  bkash: 'Paid by bKash',
  nagad: 'Paid by Nagad',
  rocket: 'Paid by Rocket',
  cash: 'Paid in cash',
  card: 'Paid by card',
} as const;

/** The English sentence of an event: what the Store API stores in `message` beside the kind. */
export function orderEventEnglish(note: OrderEventNote): string {
  switch (note.kind) {
    case 'placed':
      return `Order placed by ${note.params.customer}`;
    case 'taken': {
      const { how, advance, due } = note.params;
      const extra =
        advance && advance > 0
          ? `: delivery charge ${bdtText(advance)} to be paid in advance by bKash, ${bdtText(due ?? 0)} to collect on delivery`
          : '';
      return `Order taken by staff (${HOW[how]})${extra}`;
    }
    case 'paid':
      return note.params.transactionId ? `${PAID[note.params.method]} (${note.params.transactionId})` : PAID[note.params.method];
    case 'cash_collected':
      return 'Cash collected';
    case 'cancelled': {
      const what = note.params.byCustomer ? 'Order cancelled by the customer' : 'Order cancelled';
      return note.params.reason ? `${what}: ${note.params.reason}` : what;
    }
    case 'expired':
      return `Order cancelled: not paid within ${note.params.minutes} minutes`;
    case 'restocked':
      return `${note.params.units} item${note.params.units === 1 ? '' : 's'} put back into stock`;
    case 'status':
      return `Status changed from ${STATUS_LABELS[note.params.from]} to ${STATUS_LABELS[note.params.to]}`;
    case 'shipped':
      return `Shipped with ${note.params.courier}, tracking number ${note.params.tracking}`;
    case 'refunded': {
      const what = note.params.full ? 'Refunded in full' : 'Partly refunded';
      return note.params.reason ? `${what}: ${note.params.reason}` : what;
    }
    case 'courier_booked': {
      const { courier, consignment, charge } = note.params;
      return `Booked with ${COURIER_NAMES[courier]}: consignment ${consignment}${charge === undefined ? '' : `, charge ${bdtText(charge)}`}`;
    }
    case 'courier_refused':
      return `${COURIER_NAMES[note.params.courier]} refused the booking: ${note.params.message}`;
    case 'courier_unclear':
      return `Booking with ${COURIER_NAMES[note.params.courier]} got no clear answer (${note.params.message}) — check with the courier before booking again`;
    case 'courier_cancelled':
      return `Parcel ${note.params.consignment} cancelled with ${COURIER_NAMES[note.params.courier]}`;
    case 'courier_status': {
      const { courier, consignment, courierStatus, charge } = note.params;
      return `${COURIER_NAMES[courier]}: parcel ${consignment} is ${courierStatus}${charge === undefined ? '' : `, charge ${bdtText(charge)}`}`;
    }
  }
}

/** The columns an event row gets from a note: its kind, params and English sentence. */
export const eventColumns = (note: OrderEventNote) => ({
  kind: note.kind,
  params: note.params as Record<string, unknown>,
  message: orderEventEnglish(note),
});
