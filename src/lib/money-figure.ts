/**
 * A money figure the Store API may hold back: null when the shop hides money figures from this member (issue 25
 * item 10), shown as "Hidden" instead of an amount.
 */
import type { DisplayPrefs } from '../../contract/format.ts';
import { m } from '../paraglide/messages.js';
import { formatMoney } from './money.ts';

export const moneyFigure = (poisha: number | null, display: DisplayPrefs): string =>
  poisha === null ? m.analytics_money_hidden_value() : formatMoney(poisha, display);
