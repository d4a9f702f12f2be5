/** Booking the orders ticked on /orders with one courier (the list's bulk form, actions/orders.ts): one summary toast. */
import { COURIER_NAMES, MAX_BULK_BOOK, type CourierId } from '../../contract/couriers.ts';
import { formatNumber, type DisplayPrefs } from '../../contract/format.ts';
import { couriersApi } from '../lib/api/couriers.ts';
import { apiErrorText } from '../lib/api/error-text.ts';
import { orderLabel } from '../lib/orders.ts';
import { fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { m } from '../paraglide/messages.js';

/** One order's refusal in the reader's language by its code (the Store API's English when it sent none). */
export const refusalText = (row: { error: string | null; code?: string | null | undefined }, display: DisplayPrefs): string =>
  row.code ? apiErrorText({ code: row.code, message: row.error ?? '', status: 409 }, display) : (row.error ?? '');

export async function bookInBulk(
  token: string,
  ids: string[],
  courier: CourierId | null,
  back: string,
  display: DisplayPrefs,
): Promise<FormOutcome> {
  const n = (count: number) => formatNumber(count, display);
  if (!courier) return { ok: false, message: m.couriers_bulk_choose(), fields: { courier: m.couriers_bulk_choose() } };
  if (ids.length > MAX_BULK_BOOK) return { ok: false, message: m.couriers_bulk_too_many({ count: n(MAX_BULK_BOOK) }), fields: {} };
  try {
    const answer = await couriersApi.bulk(token, courier, ids);
    const name = COURIER_NAMES[courier];
    const booked = answer.filter((r) => r.state === 'booked' && !r.error).length;
    const check = answer.filter((r) => r.state === 'check').length;
    // Orders whose area matched none of the courier's were not sent: the seller chooses the area on each order's page.
    const choose = answer.filter((r) => r.needsPlace);
    const refused = answer.filter((r) => r.error && !r.needsPlace && r.state !== 'check' && r.state !== 'booked');
    const parts = [m.couriers_bulk_done({ count: n(booked), courier: name })];
    if (check) parts.push(m.couriers_bulk_check({ count: n(check) }));
    if (choose.length)
      parts.push(
        m.couriers_bulk_choose_area({
          courier: name,
          orders: choose.map((r) => (r.number === null ? '?' : orderLabel(r.number))).join(', '),
        }),
      );
    for (const r of refused.slice(0, 5))
      parts.push(m.couriers_bulk_refused({ number: r.number === null ? '?' : String(r.number), message: refusalText(r, display) }));
    if (refused.length > 5) parts.push(m.couriers_bulk_more({ count: n(refused.length - 5) }));
    return succeed(back, parts.join(' '));
  } catch (error) {
    return fail(error, display);
  }
}
