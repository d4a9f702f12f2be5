/**
 * Order status, payment status and payment method in the reader's language (orders.messages.json): the contract's
 * English labels stay for CSV exports and the Store API; pages say them through here.
 */
import type { ErrorReason } from '../../contract/errors.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../contract/order-enums.ts';
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  STATUS_LABELS,
  type TransitionRefusalKind,
} from '../../contract/order-state-machine.ts';
import { m } from '../paraglide/messages.js';

const messages = m as unknown as Record<string, (() => string) | undefined>;
const say = (prefix: string, key: string, english: Readonly<Record<string, string>>) =>
  messages[`orders_${prefix}_${key}`]?.() ?? english[key] ?? key;

export const statusLabel = (status: string): string => say('status', status, STATUS_LABELS);
export const paymentStatusLabel = (status: string): string => say('payment', status, PAYMENT_STATUS_LABELS);
export const paymentMethodLabel = (method: string): string => say('method', method, PAYMENT_METHOD_LABELS);

/** A status mid-sentence ("cannot go back to pending"), in the reader's language. */
const statusWord = (status: string): string => statusLabel(status).toLowerCase();
const isStatus = (value: unknown): value is OrderStatus => ORDER_STATUSES.includes(value as OrderStatus);

/**
 * Why a status change was refused (TRANSITION_REFUSED's reason: contract/order-state-machine.ts transitionRefusal), in
 * the reader's language with the statuses it names; null for a reason this dashboard does not know (the code's own
 * words are said then).
 */
export function transitionRefusalWords(reason: ErrorReason): string | null {
  const { from, to, next } = reason.params;
  if (!isStatus(from) || !isStatus(to)) return null;
  const statuses = { from: statusWord(from), to: statusWord(to) };
  switch (reason.kind as TransitionRefusalKind) {
    case 'already':
      return m.order_refusal_already(statuses);
    case 'final':
      return m.order_refusal_final(statuses);
    case 'left_shop':
      return m.order_refusal_left_shop({ ...statuses, returned: statusWord('returned') });
    case 'not_returnable':
      return m.order_refusal_not_returnable({
        shipped: statusWord('shipped'),
        delivered: statusWord('delivered'),
        returned: statusWord('returned'),
      });
    case 'backwards':
      return m.order_refusal_backwards(statuses);
    case 'skip':
      return isStatus(next) ? m.order_refusal_skip({ ...statuses, next: statusWord(next) }) : null;
    default:
      return null;
  }
}
