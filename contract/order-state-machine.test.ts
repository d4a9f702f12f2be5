import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from './order-enums.ts';
import {
  canTransition,
  cashCollectedRefusal,
  nextStatuses,
  paymentStatusAfterRefund,
  refundable,
  refundRefusal,
  refusalReason,
  transitionRefusal,
  type OrderMoney,
} from './order-state-machine.ts';

/** Every allowed change; any pair not listed must be refused. */
const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['pending', 'confirmed'],
  ['pending', 'cancelled'],
  ['confirmed', 'processing'],
  ['confirmed', 'cancelled'],
  ['processing', 'shipped'],
  ['processing', 'cancelled'],
  ['shipped', 'delivered'],
  ['shipped', 'returned'],
  ['delivered', 'returned'],
];
const isAllowed = (from: OrderStatus, to: OrderStatus) => ALLOWED.some(([f, t]) => f === from && t === to);
const ALL_PAIRS = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));
const REFUSED = ALL_PAIRS.filter(([from, to]) => !isAllowed(from, to));

describe('status transitions', () => {
  it.each(ALLOWED)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(refusalReason(from, to)).toBeNull();
  });

  it.each(REFUSED)('refuses %s → %s with a reason', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(refusalReason(from, to)).toMatch(/\w+/);
  });

  it.each(REFUSED)('says why %s → %s is refused as data too (issue 23)', (from, to) => {
    const refusal = transitionRefusal(from, to);
    expect(refusal?.params).toMatchObject({ from, to });
    // A skipped step names the one to take first, and that step is allowed from here.
    if (refusal?.kind === 'skip') expect(canTransition(from, refusal.params.next!)).toBe(true);
    else expect(refusal?.params.next).toBeUndefined();
  });

  it('covers all 49 pairs', () => {
    expect(ALLOWED.length + REFUSED.length).toBe(49);
  });

  it.each([
    ['pending', 'shipped', 'A pending order must be confirmed before it can be shipped.'],
    ['confirmed', 'delivered', 'A confirmed order must be processing before it can be delivered.'],
    ['delivered', 'pending', 'A delivered order cannot go back to pending.'],
    ['shipped', 'cancelled', 'A shipped order cannot be cancelled: it has left the shop. Mark it returned when it comes back.'],
    ['processing', 'returned', 'Only a shipped or delivered order can be marked returned.'],
    ['cancelled', 'pending', 'A cancelled order is final: it cannot change status any more.'],
    ['returned', 'delivered', 'A returned order is final: it cannot change status any more.'],
    ['confirmed', 'confirmed', 'The order is already confirmed.'],
  ] as const)('explains %s → %s', (from, to, reason) => {
    expect(refusalReason(from, to)).toBe(reason);
  });

  it('lists the next statuses of cancelled and returned orders as none', () => {
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(nextStatuses('returned')).toEqual([]);
  });
});

const order = (over: Partial<OrderMoney> = {}): OrderMoney => ({
  status: 'delivered',
  paymentMethod: 'bkash',
  paymentStatus: 'paid',
  total: 100_000,
  paidAmount: 100_000,
  refundedAmount: 0,
  ...over,
});

describe('refunds', () => {
  it.each([
    ['a partial refund', order(), 40_000, null],
    ['the full amount', order(), 100_000, null],
    ['the rest after a partial refund', order({ refundedAmount: 40_000 }), 60_000, null],
    ['one poisha more than paid', order(), 100_001, 'You can refund at most ৳1,000.00: that is what was paid and not yet refunded.'],
    [
      'more than what is left',
      order({ refundedAmount: 40_000 }),
      60_001,
      'You can refund at most ৳600.00: that is what was paid and not yet refunded.',
    ],
    ['zero', order(), 0, 'The refund must be a positive amount.'],
    ['a negative amount', order(), -5, 'The refund must be a positive amount.'],
    ['a fraction of a poisha', order(), 10.5, 'The refund must be a positive amount.'],
    [
      'an unpaid order',
      order({ paidAmount: 0, paymentStatus: 'cod_pending' }),
      100,
      'Nothing has been paid for this order, so there is nothing to refund.',
    ],
    [
      'a fully refunded order',
      order({ refundedAmount: 100_000, paymentStatus: 'refunded' }),
      1,
      'This order has already been refunded in full.',
    ],
  ] as const)('%s', (_, o, amount, reason) => {
    expect(refundRefusal(o, amount)).toBe(reason);
  });

  it('marks a partial refund partially_refunded and the last poisha refunded', () => {
    expect(paymentStatusAfterRefund(order(), 40_000)).toBe('partially_refunded');
    expect(paymentStatusAfterRefund(order({ refundedAmount: 40_000 }), 60_000)).toBe('refunded');
  });

  it('never reports a negative refundable amount', () => {
    expect(refundable({ paidAmount: 100, refundedAmount: 300 })).toBe(0);
  });
});

describe('cash collected', () => {
  const cod = (over: Partial<OrderMoney> = {}) => order({ paymentMethod: 'cod', paymentStatus: 'cod_pending', paidAmount: 0, ...over });

  it.each([
    ['a delivered COD order', cod(), null],
    ['a shipped COD order', cod({ status: 'shipped' }), null],
    ['a bKash order', order(), 'Only cash-on-delivery orders collect cash.'],
    [
      'a COD order already paid',
      cod({ paidAmount: 100_000, paymentStatus: 'paid' }),
      'The cash for this order has already been collected.',
    ],
    ['a cancelled COD order', cod({ status: 'cancelled', paymentStatus: 'unpaid' }), 'A cancelled order has no cash to collect.'],
    ['a pending COD order', cod({ status: 'pending' }), 'Cash is collected when the order is handed over: ship it first.'],
  ] as const)('%s', (_, o, reason) => {
    expect(cashCollectedRefusal(o)).toBe(reason);
  });
});
