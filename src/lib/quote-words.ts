/**
 * The totals of an order being taken (/orders/create) in the member's language: the pricing engine (contract/pricing.ts)
 * writes why an order cannot be placed (`problems`) and why a code does not apply (`message`) in English, as the Store
 * API answers them; the page and the island's quote action say them through the field-errors table on the server,
 * so the island carries none of those words.
 */
import type { DisplayPrefs } from '../../contract/format.ts';
import type { QuoteAnswer } from '../../contract/orders-create.ts';
import { fieldErrorText } from './field-errors.ts';

export function quoteInWords(quote: QuoteAnswer, prefs: DisplayPrefs): QuoteAnswer {
  const say = (text: string | null) => (text === null ? null : fieldErrorText(text, prefs));
  return {
    ...quote,
    problems: quote.problems.map((problem) => fieldErrorText(problem, prefs)),
    discount: {
      ...quote.discount,
      message: say(quote.discount.message),
      codes: quote.discount.codes.map((code) => ({ ...code, message: say(code.message) })),
    },
  };
}
