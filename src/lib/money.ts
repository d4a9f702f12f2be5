/**
 * Money in BDT (spec §9), as the reader chose (issue 23): "৳1,234.50", "৳১,২৩৪.৫০", "৳12,34,567.00".
 * Written by the contract's one formatter (contract/format.ts); pages pass `Astro.locals.display`.
 */
import { formatMoney as format, type DisplayPrefs, type MoneyOptions } from '../../contract/format.ts';

/** Formats an amount in poisha (1/100 taka, how the Store API stores money). */
export const formatMoney = (poisha: number, display: DisplayPrefs, options?: MoneyOptions): string => format(poisha, display, options);

/** Formats an amount given in taka. */
export const formatTaka = (taka: number, display: DisplayPrefs): string => format(Math.round(taka * 100), display);
