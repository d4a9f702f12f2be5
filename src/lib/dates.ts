/** Dates as sellers in Bangladesh read them, e.g. "21 Nov 2026". */
const dateFormat = new Intl.DateTimeFormat('en-BD', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' });

export function formatDate(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
