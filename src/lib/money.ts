/** Money in BDT (spec §9): "৳1,234.50", written by the contract's one formatter (contract/money.ts). */
import { bdtText } from '../../contract/money.ts';

/** Formats an amount in poisha (1/100 taka, how the Store API stores money). */
export const formatMoney = (poisha: number): string => bdtText(poisha);

/** Formats an amount given in taka. */
export const formatTaka = (taka: number): string => bdtText(taka * 100);
