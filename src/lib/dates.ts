/**
 * The one date format of the dashboard (issue 8), in Bangladesh time: "23 Nov 2026" and
 * "23 Nov 2026, 12:53 pm". en-GB gives the day-month-year order; en-BD would write "Nov 23, 2026".
 */
const TIME_ZONE = 'Asia/Dhaka';
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: TIME_ZONE });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: TIME_ZONE,
});
/** Day keys (YYYY-MM-DD) are already Bangladesh days: read them in UTC so they do not move. */
const dayMonthFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const toDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));

/** "23 Nov 2026" ('' for an invalid date). */
export function formatDate(value: string | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** "23 Nov 2026, 12:53 pm" ('' for an invalid date). */
export function formatDateTime(value: string | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat.format(date).replace(/\b(am|pm)\b/i, (half) => half.toLowerCase());
}

/** "23 Nov" for a YYYY-MM-DD day (axis labels of daily charts). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : dayMonthFormat.format(date);
}
