/** The order counts under Home's sales figures, "1 order" as well as "3 orders" (issue 25: Home said "1 orders"). */
import { formatNumber, type DisplayPrefs } from '../../../contract/format.ts';
import { m } from '../../paraglide/messages.js';

/** "3 orders" or "1 order", in the reader's digits. */
export function ordersCountHint(count: number, display: DisplayPrefs): string {
  const shown = formatNumber(count, display);
  return count === 1 ? m.home_orders_count_one({ count: shown }) : m.home_orders_count({ count: shown });
}

/** "3 orders, average ৳1,200.00" or "1 order, average …"; `average` is already formatted. */
export function ordersAverageHint(count: number, average: string, display: DisplayPrefs): string {
  const shown = formatNumber(count, display);
  return count === 1 ? m.home_orders_average_one({ count: shown, average }) : m.home_orders_average({ count: shown, average });
}
