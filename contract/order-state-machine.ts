/**
 * The rules of an order's life, as pure functions: which status changes are allowed (and why the others
 * are not), what a refund may be, and when cash on delivery can be marked collected. Routes and the
 * dashboard both read these, so a button is shown exactly when the API would accept it.
 */
import { bdtText } from './money.ts';
import type { OrderStatus, PaymentMethod, PaymentStatus, RecordedPaymentMethod } from './order-enums.ts';

/** pending → confirmed → processing → shipped → delivered; cancel before shipping; return after. */
export const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered', 'returned'],
  delivered: ['returned'],
  cancelled: [],
  returned: [],
};

/** The happy path, in order; used to explain a skipped or backward step. */
const FLOW: readonly OrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];

/** The statuses an order in `from` may move to. */
export const nextStatuses = (from: OrderStatus): readonly OrderStatus[] => TRANSITIONS[from];

/** True when `from → to` is allowed. */
export const canTransition = (from: OrderStatus, to: OrderStatus): boolean => TRANSITIONS[from].includes(to);

/**
 * Why `from → to` is refused, as data (issue 23): its kind and the statuses it names, for the dashboard to word in the
 * reader's language (a bulk change's refusals and TRANSITION_REFUSED's `reason`); null when it is allowed.
 * `next` is the step a `skip` must take first.
 */
export const TRANSITION_REFUSAL_KINDS = ['already', 'final', 'left_shop', 'not_returnable', 'backwards', 'skip'] as const;
export type TransitionRefusalKind = (typeof TRANSITION_REFUSAL_KINDS)[number];
export type TransitionRefusal = {
  kind: TransitionRefusalKind;
  params: { from: OrderStatus; to: OrderStatus; next?: OrderStatus };
};

export function transitionRefusal(from: OrderStatus, to: OrderStatus): TransitionRefusal | null {
  if (canTransition(from, to)) return null;
  const params = { from, to };
  if (from === to) return { kind: 'already', params };
  if (from === 'cancelled' || from === 'returned') return { kind: 'final', params };
  if (to === 'cancelled') return { kind: 'left_shop', params };
  if (to === 'returned') return { kind: 'not_returnable', params };
  const fromStep = FLOW.indexOf(from);
  if (FLOW.indexOf(to) < fromStep) return { kind: 'backwards', params };
  return { kind: 'skip', params: { ...params, next: FLOW[fromStep + 1]! } };
}

/** Why `from → to` is refused, in English words a seller understands (the Store API's `message`); null when allowed. */
export function refusalReason(from: OrderStatus, to: OrderStatus): string | null {
  const refusal = transitionRefusal(from, to);
  if (!refusal) return null;
  const { next } = refusal.params;
  switch (refusal.kind) {
    case 'already':
      return `The order is already ${to}.`;
    case 'final':
      return `A ${from} order is final: it cannot change status any more.`;
    case 'left_shop':
      return `A ${from} order cannot be cancelled: it has left the shop. Mark it returned when it comes back.`;
    case 'not_returnable':
      return 'Only a shipped or delivered order can be marked returned.';
    case 'backwards':
      return `A ${from} order cannot go back to ${to}.`;
    case 'skip':
      return `A ${from} order must be ${next} before it can be ${to}.`;
  }
}

export type OrderMoney = {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  total: number;
  paidAmount: number;
  refundedAmount: number;
};

/** What can still be refunded (poisha): paid minus already refunded, never below 0. */
export const refundable = (order: Pick<OrderMoney, 'paidAmount' | 'refundedAmount'>): number =>
  Math.max(0, order.paidAmount - order.refundedAmount);

/** Why a refund of `amount` poisha is refused; null when it is allowed. */
export function refundRefusal(order: OrderMoney, amount: number): string | null {
  if (!Number.isInteger(amount) || amount <= 0) return 'The refund must be a positive amount.';
  const left = refundable(order);
  if (order.paidAmount <= 0) return 'Nothing has been paid for this order, so there is nothing to refund.';
  if (left <= 0) return 'This order has already been refunded in full.';
  if (amount > left) return `You can refund at most ${bdtText(left)}: that is what was paid and not yet refunded.`;
  return null;
}

/** The payment status after refunding `amount` (assumes refundRefusal returned null). */
export const paymentStatusAfterRefund = (order: OrderMoney, amount: number): PaymentStatus =>
  order.refundedAmount + amount >= order.paidAmount ? 'refunded' : 'partially_refunded';

/** Why "cash collected" is refused; null when the cash of a cash-on-delivery order can be recorded. */
export function cashCollectedRefusal(order: OrderMoney): string | null {
  if (order.paymentMethod !== 'cod') return 'Only cash-on-delivery orders collect cash.';
  if (order.paidAmount > 0 || order.paymentStatus === 'paid') return 'The cash for this order has already been collected.';
  if (order.status === 'cancelled' || order.status === 'returned') return `A ${order.status} order has no cash to collect.`;
  if (order.status !== 'shipped' && order.status !== 'delivered') return 'Cash is collected when the order is handed over: ship it first.';
  return null;
}

/**
 * Why recording a payment is refused; null when it can be recorded. Cash is the cash-on-delivery rule above; a
 * wallet payment (bKash, Nagad, Rocket sent to the shop's number) can be recorded at any point before the order is
 * paid, because customers often pay before it ships.
 */
export function paymentRecordRefusal(order: OrderMoney, method: RecordedPaymentMethod): string | null {
  if (method === 'cash') return cashCollectedRefusal(order);
  if (order.paidAmount > 0 || order.paymentStatus === 'paid') return 'This order is already paid.';
  if (order.status === 'cancelled' || order.status === 'returned') return `A ${order.status} order takes no payment.`;
  return null;
}

/** Why a cancel is refused (the status rule, with its reason); null when allowed. */
export const cancelRefusal = (status: OrderStatus): string | null => refusalReason(status, 'cancelled');

/** Words for statuses, shared by the API's messages and the dashboard. */
export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  returned: 'Returned',
};

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  unpaid: 'Unpaid',
  cod_pending: 'Cash on delivery pending',
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cod: 'Cash on delivery',
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
  card: 'Card',
};
