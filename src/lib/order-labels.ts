/**
 * Order status, payment status and payment method in the reader's language (orders.messages.json): the contract's
 * English labels stay for CSV exports and the Store API; pages say them through here.
 */
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, STATUS_LABELS } from '../../contract/order-state-machine.ts';
import { m } from '../paraglide/messages.js';

const messages = m as unknown as Record<string, (() => string) | undefined>;
const say = (prefix: string, key: string, english: Readonly<Record<string, string>>) =>
  messages[`orders_${prefix}_${key}`]?.() ?? english[key] ?? key;

export const statusLabel = (status: string): string => say('status', status, STATUS_LABELS);
export const paymentStatusLabel = (status: string): string => say('payment', status, PAYMENT_STATUS_LABELS);
export const paymentMethodLabel = (method: string): string => say('method', method, PAYMENT_METHOD_LABELS);
