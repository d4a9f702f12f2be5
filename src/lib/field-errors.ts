/**
 * Field errors in the member's language (issue 23 item 1). The zod schemas in contract/ write their field messages in
 * English, and the Store API answers them in `fields` as written (stable for integrators); the dashboard's own action
 * input validation runs the same schemas. Both reach a page through `formState` (src/lib/forms.ts), which says each one
 * through here: a table keyed by the contract's English text (field-errors.messages.json), where a text with
 * `{variables}` ("{label} must be at most {max} characters") is matched as a pattern and its values carried over: a
 * number in the member's digits and grouping (contract/format.ts), a field's name (`{label}`) by the table's
 * `field_errors_label_*` words when it has them. A text the table does not know is shown as written.
 *
 * The JSON is read directly rather than through Paraglide's compiled functions because the lookup goes by the English
 * text, which the compiled functions do not expose; field errors are rendered on the server, so no island carries it.
 */
import { LOCATIONS } from '../../contract/bd-geo.ts';
import { locationName } from '../../contract/bd-geo-bn.ts';
import { formatNumber, toLocalDigits, type DisplayPrefs, type Locale } from '../../contract/format.ts';
import table from './field-errors.messages.json' with { type: 'json' };

type Texts = Record<Locale, string>;
const entries = Object.entries(table as Record<string, Texts>);

const LABEL_PREFIX = 'field_errors_label_';
const VARIABLE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const HAS_VARIABLE = /\{[A-Za-z_][A-Za-z0-9_]*\}/;

/** Exact texts (messages and field names) → their texts in every language. */
const exact = new Map<string, Texts>();
for (const [id, texts] of entries) if (!HAS_VARIABLE.test(texts.en) || id.startsWith(LABEL_PREFIX)) exact.set(texts.en, texts);

interface Pattern {
  re: RegExp;
  names: string[];
  texts: Texts;
  /** Characters outside the variables: the more a pattern says, the sooner it is tried. */
  weight: number;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patterns: Pattern[] = entries
  .filter(([id, texts]) => !id.startsWith(LABEL_PREFIX) && HAS_VARIABLE.test(texts.en))
  .map(([, texts]) => {
    const names: string[] = [];
    const parts = texts.en.split(VARIABLE);
    // split with a capture group alternates literal text and variable names.
    const source = parts.map((part, i) => (i % 2 ? (names.push(part), '(.+?)') : escape(part))).join('');
    const weight = parts.filter((_, i) => i % 2 === 0).join('').length;
    return { re: new RegExp(`^${source}$`, 's'), names, texts, weight };
  })
  .sort((a, b) => b.weight - a.weight);

export interface FoundFieldError {
  texts: Texts;
  params: Record<string, string>;
}

/** The table's entry for a contract message, with the values its variables took; null when the table lacks it. */
export function findFieldError(message: string): FoundFieldError | null {
  const texts = exact.get(message);
  if (texts) return { texts, params: {} };
  for (const pattern of patterns) {
    const match = pattern.re.exec(message);
    if (match) return { texts: pattern.texts, params: Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1]!])) };
  }
  return null;
}

const NUMBER = /^\d{1,3}(?:,\d{3})*(?:\.\d+)?$|^\d+(?:\.\d+)?$/;

const LOCATION_IDS_BY_NAME = new Map(LOCATIONS.map((location) => [location.name, location.id]));

/** A shipping plan's district list ("Dhaka, Khulna (Zone A and Zone B)"): each district's name in the member's words. */
function districts(text: string, prefs: DisplayPrefs): string {
  return text
    .split(', ')
    .map((item) => {
      const [name = '', rest = ''] = item.split(/(?= \()/);
      const id = LOCATION_IDS_BY_NAME.get(name);
      return id ? locationName(id, prefs.locale) + rest : item;
    })
    .join(', ');
}

/** A variable's value as the member reads it: a number in their digits, a known field or district name in their words. */
function value(name: string, text: string, prefs: DisplayPrefs): string {
  if (name === 'districts') return districts(text, prefs);
  if (NUMBER.test(text)) return formatNumber(Number(text.replace(/,/g, '')), prefs, { maximumFractionDigits: 2 });
  if (/^৳[\d,]+(?:\.\d+)?$/.test(text)) return toLocalDigits(text, prefs);
  return exact.get(text)?.[prefs.locale] ?? text;
}

/**
 * The table's own numbers in the member's digits ("সর্বোচ্চ 50টি" → "সর্বোচ্চ ৫০টি"), except inside a word with Latin
 * letters or an address (`#1a2b3c`, `G-ABC123XYZ9`, `/pages/…`): those are typed as written.
 */
function localDigits(text: string, prefs: DisplayPrefs): string {
  return text
    .split(/(\s+)/)
    .map((word) => (/[A-Za-z#@/:]/.test(word) ? word : toLocalDigits(word, prefs)))
    .join('');
}

/** A contract field message in the member's language; English, or a text the table lacks, is returned as written. */
export function fieldErrorText(message: string, prefs: DisplayPrefs): string {
  if (prefs.locale === 'en') return message;
  const found = findFieldError(message);
  if (!found) return message;
  return localDigits(found.texts[prefs.locale], prefs).replace(VARIABLE, (whole, name: string) =>
    found.params[name] === undefined ? whole : value(name, found.params[name], prefs),
  );
}

/** Every field error of a form in the member's language (formState's one call). */
export function fieldErrorTexts(fields: Record<string, string>, prefs: DisplayPrefs): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([key, message]) => [key, fieldErrorText(message, prefs)]));
}
