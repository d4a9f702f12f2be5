/**
 * An order's timeline event in the reader's language (issue 23 item 1): events store a kind and its params
 * (contract/order-events.ts), worded here when the page shows them; an event written before kinds has only its
 * English sentence, which is shown as written. Amounts and counts go through contract/format.ts.
 */
import { COURIER_NAMES, COURIERS, PARCEL_STATUSES, type CourierId, type ParcelStatus } from '../../contract/couriers.ts';
import { formatMoney, formatNumber, type DisplayPrefs } from '../../contract/format.ts';
import { m } from '../paraglide/messages.js';
import { parcelStatusLabel } from './couriers.ts';
import { statusLabel } from './order-labels.ts';

export type TimelineEvent = { message: string; kind?: string | null; params?: Record<string, unknown> | null };

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const courier = (value: unknown) => (COURIERS.includes(value as CourierId) ? COURIER_NAMES[value as CourierId] : text(value));
const hasCharge = (value: unknown) => typeof value === 'number' && Number.isFinite(value);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const PAID: Record<string, () => string> = {
  bkash: m.order_event_paid_bkash,
  nagad: m.order_event_paid_nagad,
  rocket: m.order_event_paid_rocket,
  card: m.order_event_paid_card,
  cash: m.order_event_paid_cash,
};

export function eventText(event: TimelineEvent, display: DisplayPrefs): string {
  const p = event.params ?? {};
  const withReason = (what: string) => (text(p.reason) ? `${what}: ${text(p.reason)}` : what);
  switch (event.kind) {
    case 'placed':
      return m.order_event_placed({ customer: text(p.customer) });
    case 'taken': {
      const how = {
        cod: m.order_event_how_cod,
        bkash: m.order_event_how_bkash,
        nagad: m.order_event_how_nagad,
        rocket: m.order_event_how_rocket,
        cash: m.order_event_how_cash,
      }[text(p.how)];
      if (!how) break;
      return count(p.advance) > 0
        ? m.order_event_taken_advance({
            how: how(),
            advance: formatMoney(count(p.advance), display),
            due: formatMoney(count(p.due), display),
          })
        : m.order_event_taken({ how: how() });
    }
    case 'paid': {
      const paid = (PAID[text(p.method)] ?? m.order_event_paid_cash)();
      return text(p.transactionId) ? m.order_event_paid_with_id({ paid, id: text(p.transactionId) }) : paid;
    }
    case 'cash_collected':
      return m.order_event_cash_collected();
    case 'cancelled':
      if (p.byCustomer === true) {
        return text(p.reason)
          ? m.order_event_cancelled_by_customer_reason({ reason: text(p.reason) })
          : m.order_event_cancelled_by_customer();
      }
      return text(p.reason) ? m.order_event_cancelled_reason({ reason: text(p.reason) }) : m.order_event_cancelled();
    case 'expired':
      return m.order_event_expired({ minutes: formatNumber(count(p.minutes), display) });
    case 'restocked': {
      const units = count(p.units);
      const say = units === 1 ? m.order_event_restocked_one : m.order_event_restocked_many;
      return say({ count: formatNumber(units, display) });
    }
    case 'status':
      return m.order_event_status({ from: statusLabel(text(p.from)), to: statusLabel(text(p.to)) });
    case 'shipped':
      return m.order_event_shipped({ courier: text(p.courier), tracking: text(p.tracking) });
    case 'refunded':
      return withReason(p.full === true ? m.order_event_refunded_full() : m.order_event_refunded_part());
    case 'courier_booked': {
      const words = { courier: courier(p.courier), consignment: text(p.consignment) };
      return hasCharge(p.charge)
        ? m.order_event_courier_booked_charge({ ...words, charge: formatMoney(count(p.charge), display) })
        : m.order_event_courier_booked(words);
    }
    case 'courier_refused':
      return m.order_event_courier_refused({ courier: courier(p.courier), message: text(p.message) });
    case 'courier_unclear':
      return m.order_event_courier_unclear({ courier: courier(p.courier), message: text(p.message) });
    case 'courier_cancelled':
      return m.order_event_courier_cancelled({ courier: courier(p.courier), consignment: text(p.consignment) });
    case 'courier_status': {
      // Haat's word for where the parcel is; the courier's own word only for a status Haat does not know.
      const known = PARCEL_STATUSES.includes(p.status as ParcelStatus) && p.status !== 'unknown';
      const status = known ? parcelStatusLabel(p.status as ParcelStatus) : text(p.courierStatus);
      const words = { courier: courier(p.courier), consignment: text(p.consignment), status };
      return hasCharge(p.charge)
        ? m.order_event_courier_status_charge({ ...words, charge: formatMoney(count(p.charge), display) })
        : m.order_event_courier_status(words);
    }
  }
  return event.message;
}
