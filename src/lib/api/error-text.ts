/**
 * What the dashboard says for a Store API refusal in the reader's language (issue 23 item 1). The Store API writes
 * its messages in English; in another language the dashboard says it by the refusal's `code` when
 * api-errors.messages.json has that code (`api_error_<code>`), else it shows the server's English rather than
 * nothing. In English the server's own words stay (they may name the thing refused). A code with several reasons
 * sends the reason as data (`reason`: kind + params), worded here by the code's own function.
 */
import type { DisplayPrefs } from '../../../contract/format.ts';
import { requestDisplay } from '../../i18n/locale.ts';
import type { ErrorReason } from '../../../contract/errors.ts';
import { getLocale } from '../../paraglide/runtime.js';
import { m } from '../../paraglide/messages.js';
import { payoutRefusalWords } from '../earnings-words.ts';
import { importReasonWords } from '../import-errors.ts';
import { transitionRefusalWords } from '../order-labels.ts';
import { ANSWERED_5XX, type ApiError } from './errors.ts';

const messages = m as unknown as Record<string, (() => string) | undefined>;

/** The codes whose refusal carries its reason as data, each with what words it (null: a reason it does not know). */
const REASONS: Record<string, (reason: ErrorReason, display: DisplayPrefs) => string | null> = {
  INVALID_CSV: importReasonWords,
  PAYOUT_REFUSED: payoutRefusalWords,
  TRANSITION_REFUSED: transitionRefusalWords,
};

export function apiErrorText(
  error: Pick<ApiError, 'code' | 'message' | 'status'> & { reason?: ErrorReason | undefined },
  display: DisplayPrefs = requestDisplay(),
): string {
  if (getLocale() === 'en') return error.message;
  const why = error.reason && REASONS[error.code]?.(error.reason, display);
  if (why) return why;
  // An outage is said as one; a 5xx the Store API words for the seller (a refund bKash left unconfirmed) by its code.
  const outage = error.status === 0 || (error.status >= 500 && !ANSWERED_5XX.has(error.code));
  const code = outage ? 'unavailable' : error.code.toLowerCase();
  return messages[`api_error_${code}`]?.() ?? error.message;
}
