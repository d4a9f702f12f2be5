/**
 * The SMS settings page's count under each template (/settings/sms): the message a sample order would get, and how
 * many characters and SMS parts it takes. The server says it for the page without JavaScript, and the page's script
 * (src/components/sms/sms-count.ts) says it again as the seller types, with these same functions and words, so both
 * agree with what the Store API bills (contract/sms-count.ts). Imports nothing with zod: the script stays small.
 */
import { formatMoney, formatNumber, type DisplayPrefs } from '../../contract/format.ts';
import { countSms, fillTemplate, smsCost, type SmsValues } from '../../contract/sms-count.ts';

/** The page's words, said on the server with `{chars}`, `{parts}` and `{cost}` left for the count to fill. */
export interface SmsCountWords {
  count: string;
  /** The rule of the message's encoding, said in full. */
  unicode: string;
  gsm: string;
}

export interface SmsCountText {
  preview: string;
  count: string;
  rule: string;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** What the count and preview say for `template` filled with `sample`, in the reader's digits. */
export function smsCountText(template: string, sample: SmsValues, words: SmsCountWords, display: DisplayPrefs): SmsCountText {
  const preview = fillTemplate(template.trim(), sample);
  const { parts, units, encoding } = countSms(preview);
  return {
    preview,
    count: fill(words.count, {
      chars: formatNumber(units, display),
      parts: formatNumber(parts, display),
      cost: formatMoney(smsCost(parts), display),
    }),
    rule: encoding === 'unicode' ? words.unicode : words.gsm,
  };
}
