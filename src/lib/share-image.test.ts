import { describe, expect, it } from 'vitest';
import { displayFor, englishDisplay } from '../../contract/format.ts';
import { shareImageWarningText, type ShareImageIssue } from '../../contract/seo.ts';
import { withLocaleScope } from '../i18n/locale.ts';
import { shareImageWarning } from './share-image.ts';

const ISSUES: ShareImageIssue[] = [
  { kind: 'size', width: 800, height: 800 },
  { kind: 'size', width: null, height: null },
  { kind: 'deleted' },
];
const answer = (issue: ShareImageIssue) => ({ shareImageIssue: issue, shareImageWarning: shareImageWarningText(issue) });

describe('the share image warning', () => {
  it('reads in English as the Store API words it', () => {
    for (const issue of ISSUES) {
      expect(withLocaleScope('en', () => shareImageWarning(answer(issue), englishDisplay))).toBe(shareImageWarningText(issue));
    }
  });

  it('reads in Bangla with Bangla digits', () => {
    const bn = displayFor('bn');
    const at = (issue: ShareImageIssue) => withLocaleScope('bn', () => shareImageWarning(answer(issue), bn));
    expect(at({ kind: 'size', width: 800, height: 800 })).toBe(
      'এই ছবিটি ৮০০ × ৮০০ পিক্সেল; ১২০০ × ৬৩০ না হলে সোশ্যাল মিডিয়া ছবি কেটে ছোট করে।',
    );
    for (const issue of ISSUES) expect(at(issue)).not.toMatch(/[A-Za-z]/);
  });

  it('shows the sentence of an answer without the issue as written', () => {
    const old = { shareImageWarning: 'This image is 1 × 1 pixels.' };
    expect(withLocaleScope('bn', () => shareImageWarning(old, displayFor('bn')))).toBe('This image is 1 × 1 pixels.');
    expect(shareImageWarning({ shareImageWarning: null, shareImageIssue: null }, englishDisplay)).toBeNull();
  });
});
