import { describe, expect, it } from 'vitest';
import { percentOf, progressText, uploadOutcome } from './upload-progress.ts';

describe('percentOf', () => {
  it('rounds down and stays within 0–100', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(5, 5)).toBe(100);
    expect(percentOf(9, 5)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('progressText', () => {
  it('names the files and the percent', () => {
    expect(progressText(['a.png'], 42)).toBe('Uploading a.png… 42%');
    expect(progressText(['a', 'b', 'c', 'd', 'e'], 7)).toBe('Uploading a, b, c and 2 more… 7%');
    expect(progressText(['a.png', 'b.pdf'], 100)).toBe('Processing a.png, b.pdf…');
  });
  it('says it in the page’s sentences and digits', () => {
    const bangla = {
      uploading: 'আপলোড হচ্ছে {names}… {percent}%',
      processing: 'প্রসেস হচ্ছে {names}…',
      more: '{names} ও আরও {count}টি',
      digits: 'bangla' as const,
    };
    expect(progressText(['a', 'b', 'c', 'd', 'e'], 42, bangla)).toBe('আপলোড হচ্ছে a, b, c ও আরও ২টি… ৪২%');
    expect(progressText(['a.png'], 100, bangla)).toBe('প্রসেস হচ্ছে a.png…');
  });
});

describe('uploadOutcome', () => {
  const html = 'text/html; charset=utf-8';
  it('goes to the page the action redirected to', () => {
    expect(uploadOutcome('http://x/files?view=list', html)).toBe('go');
  });
  it('shows the re-render of a refused upload', () => {
    expect(uploadOutcome('http://x/files?_action=files.upload', html)).toBe('show');
  });
  it('falls back to a plain post when the answer is no page', () => {
    expect(uploadOutcome('', null)).toBe('fallback');
    expect(uploadOutcome('http://x/files', 'application/json')).toBe('fallback');
  });
});
