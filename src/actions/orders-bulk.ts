/** The orders list's bulk status change: how its answer's refusals are said (src/actions/orders.ts `bulk`). */
import type { DisplayPrefs } from '../../contract/format.ts';
import type { BulkStatusAnswer } from '../../contract/order-answers.ts';
import { apiErrorText } from '../lib/api/error-text.ts';
import { orderLabel } from '../lib/orders.ts';
import { m } from '../paraglide/messages.js';

/**
 * One order a bulk status change left alone, in the reader's language: by its code and reason (issue 23); the Store
 * API's English when it sent no code (an older API).
 */
export function bulkRefusalText(refused: BulkStatusAnswer['refused'][number], display: DisplayPrefs): string {
  const message = refused.code
    ? apiErrorText({ code: refused.code, message: refused.message, status: 409, reason: refused.reason }, display)
    : refused.message;
  return m.order_refusal_bulk_line({ number: orderLabel(refused.number), message });
}
