/**
 * The Store API's own words in the reader's language (README "Messages", issue 23 item 2): e-mails are written in
 * the recipient's language when they are queued. The messages live in `<domain>.messages.json` files beside the
 * code, in the dashboard's format (`{ "team_mail_invite_subject": { "en": "…", "bn": "…" } }`, variables `{name}`),
 * listed in project.inlang/settings.json so src/i18n/messages.test.ts checks every one has its Bangla text.
 *
 * The API reads them as JSON modules instead of through a Paraglide compile: it runs straight from its TypeScript
 * sources (`npm run api`, the tests, the PostgreSQL runner, `tsc -p api`, the bench scripts) as well as from its
 * bundle, and a generated folder would need a compile step before each of them; on a server there is no bundle
 * to shrink, which is what Paraglide's compile buys the dashboard. TypeScript reads the JSON's shape, so an id
 * that does not exist, or a message without its Bangla text, fails `tsc -p api`.
 */
import {
  displayFor,
  englishDisplay,
  LOCALES,
  type Digits,
  type DisplayPrefs,
  type Grouping,
  type Locale,
} from '../../../../contract/format.ts';

/** One domain file: every message in every language. */
export type MessageFile = Record<string, Record<Locale, string>>;
/** Values of a message's `{variables}`, already formatted (money, dates and numbers through contract/format.ts). */
export type Params = Record<string, string>;

/** Fills `{name}` variables; a variable without a value is a programming error, never a mail with `{name}` in it. */
export function fill(text: string, params: Params, id: string): string {
  return text.replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Message ${id} needs {${name}}`);
    return value;
  });
}

/** A domain's messages as a function: `t(locale, 'team_mail_invite_subject', { shop })`. */
export function messages<const M extends MessageFile>(file: M) {
  return (locale: Locale, id: keyof M & string, params: Params = {}): string => {
    const texts = file[id];
    if (!texts) throw new Error(`No message ${id}`);
    return fill(texts[locale] ?? texts.en, params, id);
  };
}

/** The language and number style someone reads in: an account's saved choice; English for anything unknown. */
export function displayOf(
  account: { language?: string | null; digits?: string | null; grouping?: string | null } | null | undefined,
): DisplayPrefs {
  const language = LOCALES.find((locale) => locale === account?.language);
  if (!language) return englishDisplay;
  const digits = account?.digits === 'latin' || account?.digits === 'bangla' ? (account.digits as Digits) : null;
  const grouping = account?.grouping === 'lakh' || account?.grouping === 'international' ? (account.grouping as Grouping) : null;
  return displayFor(language, digits, grouping);
}
