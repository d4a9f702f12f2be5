import { describe, expect, it } from 'vitest';
import { displayFor, englishDisplay } from '../../contract/format.ts';
import type { QuoteAnswer } from '../../contract/orders-create.ts';
import { quoteInWords } from './quote-words.ts';

const quote = {
  lines: [],
  itemsCount: 1,
  subtotal: 45000,
  discount: {
    code: 'EID10',
    applied: false,
    reason: 'expired',
    message: 'This code has expired',
    items: 0,
    delivery: 0,
    amount: 0,
    codes: [{ code: 'EID10', applied: false, reason: 'expired', message: 'This code has expired', items: 0, delivery: 0 }],
  },
  delivery: { amount: 0, parts: [] },
  codFee: 0,
  vat: { enabled: false, inclusive: false, amount: 0, groups: [] },
  total: 45000,
  advance: 0,
  dueOnDelivery: 45000,
  problems: ['Choose the district the order goes to'],
} satisfies QuoteAnswer;

describe('quoteInWords', () => {
  it('says why the order cannot be placed and why a code does not apply in Bangla', () => {
    const said = quoteInWords(quote, displayFor('bn'));
    expect(said.problems).toEqual(['অর্ডারটি কোন জেলায় যাবে তা বাছাই করুন']);
    expect(said.discount.message).toBe('এই কোডের মেয়াদ শেষ');
    expect(said.discount.codes[0]!.message).toBe('এই কোডের মেয়াদ শেষ');
    expect(said.total).toBe(45000);
  });

  it('leaves English as the engine wrote it', () => {
    expect(quoteInWords(quote, englishDisplay)).toEqual(quote);
  });
});
