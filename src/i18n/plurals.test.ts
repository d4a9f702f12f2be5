/**
 * "1 orders" (issue 25, polish): a message that puts a count before a plural noun ("{count} orders in this shop")
 * has a singular sibling in its domain file ("1 order in this shop" or "{count} order…"), which the page picks when
 * the count is 1. Limits ({max}, {min}) are never 1 and are not counted nouns.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const settings = JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as {
  'plugin.haat.messages': { files: string[] };
};

/** Variables that hold a count that can be 1 (limits, {max} and {min}, are never 1; names and amounts are no counts). */
const COUNTS = new Set(['count', 'days', 'limit', 'total', 'left', 'used', 'quantity']);
/**
 * Counts that are fixed, never 1: an invitation's lifetime in days, the courier bulk booking's cap, the days online
 * payments take to clear, a plan's 30 or 365 days, the range picker's 7/30/90-day presets, the uses of a promo code
 * refused a lower limit (a limit is at least 1, so the code was used at least twice).
 */
const LIMITS = new Set([
  'team_mail_invite_body',
  'couriers_bulk_too_many',
  'earnings_pending_hint',
  'billing_plan_for_days',
  'analytics_last_days',
  'field_errors_promo_used_below_limit',
]);
/** Verbs after a count ("{count} has …") are no nouns. */
const VERBS = new Set(['is', 'was', 'has', 'needs', 'does']);

const singular = (noun: string) => (noun === 'people' ? 'person' : noun.endsWith('ies') ? `${noun.slice(0, -3)}y` : noun.replace(/s$/, ''));

/** Each counted plural noun of a file's messages that has no singular form beside it. */
export function missingSingulars(messages: Record<string, { en: string }>): string[] {
  const texts = Object.entries(messages).map(([id, text]) => [id, text.en] as const);
  const missing: string[] = [];
  for (const [id, en] of texts) {
    if (LIMITS.has(id)) continue;
    for (const [, variable, noun] of en.matchAll(/\{(\w+)\} (?:more )?([A-Za-z]+s|people)\b/g)) {
      if (!COUNTS.has(variable!) || VERBS.has(noun!)) continue;
      const one = singular(noun!);
      const pattern = new RegExp(`(?:\\b1|\\{${variable}\\}) (?:more )?${one}\\b`);
      if (!texts.some(([other, text]) => other !== id && pattern.test(text))) missing.push(`${id}: ${en}`);
    }
  }
  return missing;
}

describe('counted nouns', () => {
  it('finds a plural without its singular (the guard can fail)', () => {
    expect(missingSingulars({ a_orders: { en: '{count} orders in this shop' } })).toEqual(['a_orders: {count} orders in this shop']);
    expect(missingSingulars({ a_orders: { en: '{count} orders in this shop' }, a_order: { en: '1 order in this shop' } })).toEqual([]);
  });

  it('every message counting a plural noun has its singular beside it', () => {
    const missing = settings['plugin.haat.messages'].files.flatMap((file) =>
      missingSingulars(JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, { en: string }>).map(
        (text) => `${file}: ${text}`,
      ),
    );
    expect(missing).toEqual([]);
  });
});
