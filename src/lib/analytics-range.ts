/**
 * The analytics page's date range from its URL: `?range=7|30|90` (the last N days, today included)
 * or `?range=custom&from=YYYY-MM-DD&to=YYYY-MM-DD` (Bangla digits read too). A bad custom range falls back to 30 days
 * and says why under the date at fault, keeping what the seller typed in the form.
 */
import { AnalyticsQuerySchema, RANGE_PRESETS, addDays, type RangePreset } from '../../contract/analytics.ts';
import { displayFor, type DisplayPrefs } from '../../contract/format.ts';
import { m } from '../paraglide/messages.js';
import { fieldErrorText } from './field-errors.ts';

export const DEFAULT_PRESET: RangePreset = '30';

export interface RangeChoice {
  from: string;
  to: string;
  /** The preset in use, or 'custom'. */
  range: RangePreset | 'custom';
  /** What the custom-date inputs show (the typed values, even when invalid). */
  typedFrom: string;
  typedTo: string;
  error: string | null;
  /** The date field the error sits under. */
  errorField: 'from' | 'to' | null;
}

const isPreset = (value: string | null): value is RangePreset => (RANGE_PRESETS as readonly (string | null)[]).includes(value);

/** From and to of the last `days` days ending `today`. */
export function presetRange(preset: RangePreset, today: string): { from: string; to: string } {
  return { from: addDays(today, -(Number(preset) - 1)), to: today };
}

/** Reads the range from the query string; `today` is the Bangladesh calendar day; the reason in the reader's words. */
export function parseRange(params: URLSearchParams, today: string, display: DisplayPrefs = displayFor('en')): RangeChoice {
  const requested = params.get('range');
  const typedFrom = params.get('from')?.trim() ?? '';
  const typedTo = params.get('to')?.trim() ?? '';
  const fallback = (error: string | null, errorField: RangeChoice['errorField'] = null): RangeChoice => ({
    ...presetRange(DEFAULT_PRESET, today),
    range: DEFAULT_PRESET,
    typedFrom,
    typedTo,
    error,
    errorField,
  });

  if (isPreset(requested)) return { ...presetRange(requested, today), range: requested, typedFrom, typedTo, error: null, errorField: null };
  // Dates given without range=custom (a shared link, a form without the radio) are a custom range too.
  if (requested !== 'custom' && !typedFrom && !typedTo) return fallback(null);

  const parsed = AnalyticsQuerySchema.safeParse({ from: typedFrom, to: typedTo });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const problem = issue ? fieldErrorText(issue.message, display) : m.analytics_range_invalid();
    return fallback(m.analytics_range_fallback({ problem }), issue?.path[0] === 'to' ? 'to' : 'from');
  }
  if (parsed.data.from > today) return fallback(m.analytics_range_future(), 'from');
  // An end date after today shows up to today: there is nothing to count beyond it.
  const to = parsed.data.to > today ? today : parsed.data.to;
  return { from: parsed.data.from, to, range: 'custom', typedFrom, typedTo, error: null, errorField: null };
}

/** The query string of a range, for links (CSV downloads) that must show the same numbers. */
export function rangeQuery(choice: Pick<RangeChoice, 'range' | 'from' | 'to'>): string {
  const params = new URLSearchParams(
    choice.range === 'custom' ? { range: 'custom', from: choice.from, to: choice.to } : { range: choice.range },
  );
  return params.toString();
}
