import { m } from '../paraglide/messages.js';

/** Image choice of spec §3: the first available size, else the "no image" placeholder. */
export const IMAGE_SIZES = ['thumbnail', 'small', 'medium', 'large', 'original'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export type ImageSet = Partial<Record<ImageSize, string | null | undefined>>;

export const PLACEHOLDER_IMAGE = '/images/no-image.svg';

/** The hint of an image field given another file (the file library also takes PDFs; image fields do not). */
export const imagesOnly = (): string => m.errors_images_only();

export function chooseImage(image: ImageSet | null | undefined): string {
  for (const size of IMAGE_SIZES) {
    const url = image?.[size];
    if (url) return url;
  }
  return PLACEHOLDER_IMAGE;
}
