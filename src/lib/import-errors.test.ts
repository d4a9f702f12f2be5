/** A CSV import's row errors in the reader's language (issue 23): by their reason, numbers in the reader's digits. */
import { describe, expect, it } from 'vitest';
import { displayFor } from '../../contract/format.ts';
import { importRowError, type ImportRowReason } from '../../contract/import-errors.ts';
import { withLocaleScope } from '../i18n/locale.ts';
import { importRowErrorText } from './import-errors.ts';

const bn = displayFor('bn');
const en = displayFor('en');
const say = (reason: ImportRowReason) => {
  const error = importRowError(reason);
  return {
    bn: withLocaleScope('bn', () => importRowErrorText(error, bn)),
    en: withLocaleScope('en', () => importRowErrorText(error, en)),
    error,
  };
};

describe('an import’s row error', () => {
  it('says a field error through the form field-error table, the limit in Bangla digits', () => {
    const said = say({ kind: 'field', params: { row: 4, column: 'SKU', messages: ['SKU must be at most 100 characters'] } });
    expect(said.bn).toBe('SKU কোড সর্বোচ্চ ১০০ অক্ষরের হতে পারে');
    expect(said.en).toBe('SKU must be at most 100 characters');
  });

  it('says each of a redirect row’s field errors', () => {
    const messages = ['Enter the old address', 'A redirect cannot point to the same address'];
    expect(say({ kind: 'field', params: { row: 2, messages } }).bn).not.toMatch(/[A-Za-z]{3}/);
  });

  it('says every other kind in Bangla, naming the column and value as the file has them', () => {
    expect(say({ kind: 'yes_no', params: { row: 3, column: 'Track quantity', value: 'maybe' } }).bn).toBe(
      '“Track quantity” কলামে yes বা no লিখুন, “maybe” নয়',
    );
    expect(say({ kind: 'missing_column', params: { row: 1, column: 'Handle' } }).bn).toBe('ফাইলের হেডারে “Handle” কলাম নেই');
    expect(say({ kind: 'required', params: { row: 2, column: 'Handle' } }).bn).toBe('“Handle” কলামটি পূরণ করতে হবে');
    expect(say({ kind: 'empty_file', params: { row: 1 } }).bn).toBe('ফাইলটি খালি');
    expect(say({ kind: 'not_csv', params: { row: 2 } }).bn).toBe('ফাইলটি সঠিক CSV নয়: স্প্রেডশিট থেকে CSV হিসেবে আবার সেভ করুন');
    const quote = say({ kind: 'not_csv', params: { row: 12, problem: 'quote_not_closed' } });
    expect(quote.bn).toBe('ফাইলটি সঠিক CSV নয়: ১২ নম্বর লাইনে খোলা উদ্ধৃতি চিহ্ন (") আর বন্ধ হয়নি');
    expect(quote.en).toBe('The file is not valid CSV: a quote (") opened on line 12 is never closed');
    const tooMany = say({ kind: 'too_many', params: { row: 5002, limit: 5000 } });
    expect(tooMany.bn).toBe('একটি ফাইলে সর্বোচ্চ ৫,০০০টি রিডাইরেক্ট থাকতে পারে; বাকিগুলো পড়া হয়নি');
    expect(tooMany.en).toBe('At most 5,000 redirects per file; the rest were not read');
  });

  it('keeps the Store API’s English for a reason it does not know, or none (an older API)', () => {
    const odd = { message: 'Something new', reason: { kind: 'brand_new', params: { row: 2 } } };
    expect(withLocaleScope('bn', () => importRowErrorText(odd, bn))).toBe('Something new');
    expect(withLocaleScope('bn', () => importRowErrorText({ message: 'Title is required' }, bn))).toBe('Title is required');
  });
});
