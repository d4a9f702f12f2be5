import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, PLACEHOLDER_IMAGE, chooseImage, type ImageSet } from './images.ts';

const full: ImageSet = { thumbnail: '/t.webp', small: '/s.webp', medium: '/m.webp', large: '/l.webp', original: '/o.jpg' };

describe('chooseImage', () => {
  it('tries sizes in the order thumbnail, small, medium, large, original', () => {
    expect(IMAGE_SIZES).toEqual(['thumbnail', 'small', 'medium', 'large', 'original']);
  });

  it.each([
    ['every size', full, '/t.webp'],
    ['no thumbnail', { ...full, thumbnail: undefined }, '/s.webp'],
    ['a null thumbnail and empty small', { ...full, thumbnail: null, small: '' }, '/m.webp'],
    ['only large and original', { large: '/l.webp', original: '/o.jpg' }, '/l.webp'],
    ['only the original', { original: '/o.jpg' }, '/o.jpg'],
    ['an empty set', {}, PLACEHOLDER_IMAGE],
    ['every size empty', { thumbnail: '', small: null, medium: undefined, large: '', original: '' }, PLACEHOLDER_IMAGE],
    ['no image', null, PLACEHOLDER_IMAGE],
    ['undefined', undefined, PLACEHOLDER_IMAGE],
  ])('with %s picks %s', (_label, image, expected) => {
    expect(chooseImage(image as ImageSet | null | undefined)).toBe(expected);
  });

  it('uses the "no image" placeholder', () => {
    expect(PLACEHOLDER_IMAGE).toBe('/images/no-image.svg');
  });
});
