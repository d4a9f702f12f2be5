/**
 * The one date format of the dashboard (issue 8), in Bangladesh time and the reader's language and
 * digits (issue 23): "23 Nov 2026", "23 Nov 2026, 12:53 pm", "২৩ নভেম্বর ২০২৬, দুপুর ১২:৫৩".
 * Written by contract/format.ts; pages pass `Astro.locals.display`.
 */
import { formatDate as format, type DisplayPrefs } from '../../contract/format.ts';

/** "23 Nov 2026" ('' for an invalid date). */
export const formatDate = (value: string | Date, display: DisplayPrefs): string => format(value, display, 'date');

/** "23 Nov 2026, 12:53 pm" ('' for an invalid date). */
export const formatDateTime = (value: string | Date, display: DisplayPrefs): string => format(value, display, 'dateTime');

/** "23 Nov" for a YYYY-MM-DD day (axis labels of daily charts). */
export const formatDay = (day: string, display: DisplayPrefs): string => format(day, display, 'dayMonth');
