import { describe, expect, it } from 'vitest';
import { displayFor, englishDisplay } from '../../contract/format.ts';
import { eventColumns, ORDER_EVENT_KINDS, type OrderEventNote } from '../../contract/order-events.ts';
import { withLocaleScope } from '../i18n/locale.ts';
import { eventText } from './order-events.ts';

/** One event of every kind (and the variants a kind words differently). */
const NOTES: OrderEventNote[] = [
  { kind: 'placed', params: { customer: 'Rahima Akter' } },
  { kind: 'paid', params: { method: 'card' } },
  { kind: 'taken', params: { how: 'cod' } },
  { kind: 'taken', params: { how: 'bkash' } },
  { kind: 'taken', params: { how: 'cash' } },
  { kind: 'taken', params: { how: 'cod', advance: 12_000, due: 450_000 } },
  { kind: 'paid', params: { method: 'bkash' } },
  { kind: 'paid', params: { method: 'cash' } },
  { kind: 'cash_collected', params: {} },
  { kind: 'cancelled', params: {} },
  { kind: 'cancelled', params: { reason: 'গ্রাহক ফোন ধরেননি' } },
  { kind: 'expired', params: { minutes: 30 } },
  { kind: 'restocked', params: { units: 1 } },
  { kind: 'restocked', params: { units: 3 } },
  { kind: 'status', params: { from: 'pending', to: 'confirmed' } },
  { kind: 'shipped', params: { courier: 'Pathao', tracking: 'PT12345' } },
  { kind: 'refunded', params: { full: true } },
  { kind: 'refunded', params: { full: false, reason: 'ভাঙা এসেছে' } },
  { kind: 'courier_booked', params: { courier: 'pathao', consignment: 'DL1127', charge: 6_000 } },
  { kind: 'courier_booked', params: { courier: 'redx', consignment: 'DL1127' } },
  { kind: 'courier_refused', params: { courier: 'redx', message: 'এলাকা পাওয়া যায়নি' } },
  { kind: 'courier_unclear', params: { courier: 'steadfast', message: 'সময় শেষ' } },
  { kind: 'courier_cancelled', params: { courier: 'pathao', consignment: 'DL1127' } },
  // The courier's own word matches Haat's label here, so the English reads as the Store API stored it.
  { kind: 'courier_status', params: { courier: 'pathao', consignment: 'DL1127', status: 'delivered', courierStatus: 'Delivered' } },
  {
    kind: 'courier_status',
    params: { courier: 'pathao', consignment: 'DL1127', status: 'returned', courierStatus: 'Returned', charge: 7_000 },
  },
];
const BRANDS = new Set(['bKash', 'Pathao', 'RedX', 'Steadfast', 'DL1127', 'PT12345', 'Rahima', 'Akter']);

describe('timeline events', () => {
  it('covers every kind', () => {
    expect(new Set(NOTES.map((note) => note.kind))).toEqual(new Set(ORDER_EVENT_KINDS));
  });

  it('read in English exactly as the Store API stores them', () => {
    for (const note of NOTES) {
      const row = eventColumns(note);
      expect(withLocaleScope('en', () => eventText(row, englishDisplay))).toBe(row.message);
    }
  });

  it('read in Bangla with Bangla digits, keeping the seller’s own words', () => {
    const bn = displayFor('bn');
    for (const note of NOTES) {
      const text = withLocaleScope('bn', () => eventText(eventColumns(note), bn));
      const english = (text.match(/[A-Za-z][A-Za-z0-9]+/g) ?? []).filter((word) => !BRANDS.has(word));
      expect({ text, english }).toEqual({ text, english: [] });
    }
    const at = (note: OrderEventNote) => withLocaleScope('bn', () => eventText(eventColumns(note), bn));
    expect(at({ kind: 'taken', params: { how: 'cod', advance: 12_000, due: 450_000 } })).toContain('৳১২০.০০');
    expect(at({ kind: 'status', params: { from: 'pending', to: 'confirmed' } })).toBe('অবস্থা অপেক্ষায় থেকে কনফার্মড করা হয়েছে');
    expect(at({ kind: 'cancelled', params: { reason: 'গ্রাহক ফোন ধরেননি' } })).toContain('গ্রাহক ফোন ধরেননি');
    expect(at({ kind: 'courier_booked', params: { courier: 'pathao', consignment: 'DL1127', charge: 6_000 } })).toBe(
      'Pathao-এ বুক করা হয়েছে: কনসাইনমেন্ট DL1127, চার্জ ৳৬০.০০',
    );
    expect(
      at({ kind: 'courier_status', params: { courier: 'redx', consignment: 'DL1127', status: 'unknown', courierStatus: 'Pickup-Hold' } }),
    ).toBe('RedX: পার্সেল DL1127 এখন Pickup-Hold');
  });

  it('shows an event written before kinds as it was written', () => {
    const old = { message: 'Status changed to shipped', kind: null, params: null };
    expect(withLocaleScope('bn', () => eventText(old, displayFor('bn')))).toBe('Status changed to shipped');
  });
});
