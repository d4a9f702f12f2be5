/**
 * Money in BDT (spec §9): en-BD locale, currency symbol, exactly two decimals. ICU has no en-BD
 * data and falls back to plain English, whose BDT "symbol" is the code: 'narrowSymbol' gives ৳.
 */
const bdt = new Intl.NumberFormat('en-BD', {
  style: 'currency',
  currency: 'BDT',
  currencyDisplay: 'narrowSymbol',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats an amount in poisha (1/100 taka, how the Store API stores money). */
export function formatMoney(poisha: number): string {
  return bdt.format(poisha / 100);
}

/** Formats an amount given in taka. */
export function formatTaka(taka: number): string {
  return bdt.format(taka);
}
