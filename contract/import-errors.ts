/**
 * Why a row of a CSV import (products, redirects) was refused, as data (issue 23): the reason's `kind` and its
 * `params` (the row's line in the file, the column, the value or limit it names), sent beside the English `message`
 * API clients read, for the dashboard to word in the reader's language (src/lib/import-errors.ts). A `field` reason
 * carries the contract's own English field messages, which the dashboard says through its field-error table as it
 * does a form's.
 */
import { englishDisplay, formatNumber } from './format.ts';
import type { CsvProblem } from './csv.ts';
import type { ErrorReason } from './errors.ts';

export const IMPORT_ROW_ERROR_KINDS = ['field', 'yes_no', 'missing_column', 'required', 'empty_file', 'not_csv', 'too_many'] as const;
export type ImportRowErrorKind = (typeof IMPORT_ROW_ERROR_KINDS)[number];

export type ImportRowReason = {
  kind: ImportRowErrorKind;
  params: {
    /** 1-based line in the file (the header is line 1). */
    row: number;
    /** The column's name as the file's header says it. */
    column?: string;
    /** The cell as typed, when the reason names it. */
    value?: string;
    /** The most rows a file may have (`too_many`). */
    limit?: number;
    /** `field`: what the contract's schema says is wrong, one English field message each. */
    messages?: string[];
    /** `not_csv`: what the reader stopped at (contract/csv.ts CsvProblem). */
    problem?: CsvProblem;
  };
};

/** The English words of a row's reason (the Store API's `message`). */
export function importRowMessage(reason: ImportRowReason): string {
  const { row, column = '', value = '', limit = 0, messages = [], problem } = reason.params;
  switch (reason.kind) {
    case 'field':
      return messages.join('; ');
    case 'yes_no':
      return `${column} must be yes or no, not "${value}"`;
    case 'missing_column':
      return `The header has no "${column}" column`;
    case 'required':
      return `${column} is required`;
    case 'empty_file':
      return 'The file is empty';
    case 'not_csv':
      return problem === 'quote_not_closed'
        ? `The file is not valid CSV: a quote (") opened on line ${formatNumber(row, englishDisplay)} is never closed`
        : 'The file is not valid CSV: save it again from the spreadsheet as CSV';
    case 'too_many':
      return `At most ${formatNumber(limit, englishDisplay)} redirects per file; the rest were not read`;
  }
}

/** A row error's message and reason together, as the Store API answers it. */
export const importRowError = (reason: ImportRowReason): { message: string; reason: ErrorReason } => ({
  message: importRowMessage(reason),
  reason,
});
