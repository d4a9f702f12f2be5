import { describe, expect, it } from 'vitest';
import { displayFor } from '../../contract/format.ts';
import { withLocaleScope } from '../i18n/locale.ts';
import { imageAdvice, libraryHref } from './store-settings.ts';

describe('imageAdvice', () => {
  it.each([
    ['logo', 800, 200, null],
    ['logo', 200, 200, null],
    ['logo', 120, 40, 'This logo is only 120 px wide and may look blurry on invoices. Use one at least 400 px wide.'],
    ['favicon', 512, 512, null],
    ['favicon', 32, 32, null],
    ['favicon', 16, 16, 'This image is 16 × 16 px. Use one at least 32 × 32 px.'],
    ['favicon', 800, 200, 'This image is 800 × 200 px. Browser tabs show a square, so a square image looks best.'],
    ['logo', null, null, null],
    ['favicon', 0, 0, null],
  ] as const)('advises on a %s of %s × %s px: %s', (slot, width, height, advice) => {
    expect(imageAdvice(slot, { width, height })).toBe(advice);
  });

  it('advises in Bangla with Bangla digits when the reader chose them', () => {
    const advice = withLocaleScope('bn', () => imageAdvice('favicon', { width: 16, height: 16 }, displayFor('bn')));
    expect(advice).toBe('এই ছবিটি ১৬ × ১৬ px। অন্তত ৩২ × ৩২ px-এর একটি নিন।');
  });
});

describe('libraryHref', () => {
  it('leaves page 1 out of the address', () => {
    expect(libraryHref(1)).toBe('/store/logo-and-favicon');
    expect(libraryHref(3)).toBe('/store/logo-and-favicon?page=3');
  });
});
