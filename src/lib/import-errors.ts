/**
 * A CSV import's row error (products, redirects) in the reader's language (issue 23). The Store API sends each row's
 * English `message` and its `reason` as data (contract/import-errors.ts); in another language the dashboard words the
 * reason here, a `field` reason through the same field-error table a form's errors go through (src/lib/field-errors.ts).
 * In English, or for a reason this dashboard does not know (an older or newer API), the Store API's English stays.
 */
import type { ErrorReason } from '../../contract/errors.ts';
import { formatNumber, type DisplayPrefs } from '../../contract/format.ts';
import type { ImportRowErrorKind } from '../../contract/import-errors.ts';
import { getLocale } from '../paraglide/runtime.js';
import { m } from '../paraglide/messages.js';
import { fieldErrorText } from './field-errors.ts';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The reason's words, or null when its kind or params are not what this dashboard knows (also INVALID_CSV's reason). */
export function importReasonWords(reason: ErrorReason, display: DisplayPrefs): string | null {
  const { column: rawColumn, value, limit, messages, row, problem } = reason.params;
  const column = text(rawColumn);
  switch (reason.kind as ImportRowErrorKind) {
    case 'field':
      return Array.isArray(messages) && messages.length > 0 && messages.every((s) => typeof s === 'string')
        ? messages.map((s: string) => fieldErrorText(s, display)).join('; ')
        : null;
    case 'yes_no':
      return column !== null && text(value) !== null ? m.import_errors_yes_no({ column, value: text(value)! }) : null;
    case 'missing_column':
      return column !== null ? m.import_errors_missing_column({ column }) : null;
    case 'required':
      return column !== null ? m.import_errors_required({ column }) : null;
    case 'empty_file':
      return m.import_errors_empty_file();
    case 'not_csv':
      return problem === 'quote_not_closed' && typeof row === 'number'
        ? m.import_errors_not_csv_quote({ row: formatNumber(row, display) })
        : m.import_errors_not_csv();
    case 'too_many':
      return typeof limit === 'number' ? m.import_errors_too_many({ max: formatNumber(limit, display) }) : null;
    default:
      return null;
  }
}

/** What is wrong with an import's row, in the reader's language and digits. */
export function importRowErrorText(error: { message: string; reason?: ErrorReason | undefined }, display: DisplayPrefs): string {
  if (getLocale() === 'en' || !error.reason) return error.message;
  return importReasonWords(error.reason, display) ?? error.message;
}
