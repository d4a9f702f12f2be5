import { describe, expect, it } from 'vitest';
import { cardImage, previewHref } from './storefront.ts';

describe('storefront preview links', () => {
  it.each([
    ['/', false, '/store/preview'],
    ['/', true, '/store/preview?theme=draft'],
    ['/collections/sarees', false, '/store/preview/collections/sarees'],
    ['/blog/eid#top', true, '/store/preview/blog/eid?theme=draft#top'],
    ['https://facebook.com/x', true, 'https://facebook.com/x'],
    ['//evil.test/x', false, '//evil.test/x'],
  ])('%s (draft %s) → %s', (href, draft, expected) => {
    expect(previewHref(href, draft)).toBe(expected);
  });

  it('keeps a broken link null', () => expect(previewHref(null, false)).toBeNull());

  it('shows the medium image, else any, else the placeholder', () => {
    expect(cardImage({ thumbnail: '/t', medium: '/m' })).toBe('/m');
    expect(cardImage({ original: '/o' })).toBe('/o');
    expect(cardImage(null)).toContain('no-image');
  });
});
