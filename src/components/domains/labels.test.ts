import { describe, expect, it } from 'vitest';
import { displayFor } from '../../../contract/format.ts';
import { withLocaleScope } from '../../i18n/locale.ts';
import { domainReasonText } from './labels.ts';

const bn = displayFor('bn');
const inBangla = (domain: Parameters<typeof domainReasonText>[0]) => withLocaleScope('bn', () => domainReasonText(domain, bn));

describe('a domain’s reason in the reader’s language (issue 23)', () => {
  it('words each kind in Bangla with Bangla digits', () => {
    const waiting = inBangla({
      hostname: 'a.test',
      reason: 'Waiting for …',
      why: { kind: 'waiting', missing: ['CNAME', 'TXT'], hours: 48 },
    });
    expect(waiting).toBe('www CNAME রেকর্ড ও TXT রেকর্ড-এর অপেক্ষায়। DNS বদল কাজ করতে ৪৮ ঘণ্টা পর্যন্ত লাগতে পারে।');
    const failed = inBangla({ hostname: 'a.test', reason: 'No …', why: { kind: 'not_found', missing: ['A'], hours: 48 } });
    expect(failed).toMatch(/^৪৮ ঘণ্টা পরেও A রেকর্ড পাওয়া যায়নি/);
    const elsewhere = { kind: 'points_elsewhere' as const, otherIps: ['198.51.100.7'], wwwTargets: [], cname: 'x.haat.shop' };
    expect(inBangla({ hostname: 'a.test', reason: 'a.test also …', why: elsewhere })).toBe(
      'a.test আরও 198.51.100.7-এর দিকে যাচ্ছে: সেই A রেকর্ডগুলো মুছে দিন।',
    );
    expect(inBangla({ hostname: 'a.test', reason: 'x', why: { kind: 'claimed_elsewhere' } })).toMatch(/^অন্য একটি শপ প্রমাণ করেছে a.test/);
  });

  it('keeps the English of a row checked before reasons had kinds, and says English in English', () => {
    expect(inBangla({ hostname: 'a.test', reason: 'Waiting for the TXT record.', why: null })).toBe('Waiting for the TXT record.');
    const why = { kind: 'waiting' as const, missing: ['TXT' as const], hours: 48 };
    expect(withLocaleScope('en', () => domainReasonText({ hostname: 'a.test', reason: '', why }, displayFor('en')))).toBe(
      'Waiting for the TXT record. DNS changes can take up to 48 hours.',
    );
  });
});
