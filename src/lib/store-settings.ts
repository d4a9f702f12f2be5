/** Wording and advice of the store settings pages (business settings, logo and favicon). */
import type { BrandSlot } from '../../contract/shop-settings.ts';

export const SLOT_LABELS: Record<BrandSlot, string> = { logo: 'Logo', favicon: 'Favicon' };

/** The sizes recommended next to each image. */
export const RECOMMENDED_SIZES: Record<BrandSlot, string> = {
  logo: 'PNG with a transparent background, at least 400 px wide. Invoices print it up to 14 mm tall; a wide logo (e.g. 800 × 200 px) works best.',
  favicon: 'A square PNG of at least 32 × 32 px; 512 × 512 px stays sharp on phones and tablets.',
};

/** Images per page of the "choose from your files" grid. */
export const LIBRARY_PAGE_SIZE = 24;

/** The smallest logo width that still prints sharply, and the smallest favicon side. */
export const MIN_LOGO_WIDTH = 200;
export const MIN_FAVICON_SIDE = 32;

/** A warning about the chosen image's dimensions, or null when they suit the slot (unknown sizes say nothing). */
export function imageAdvice(slot: BrandSlot, size: { width: number | null; height: number | null }): string | null {
  const { width, height } = size;
  if (!width || !height) return null;
  if (slot === 'logo') {
    return width < MIN_LOGO_WIDTH
      ? `This logo is only ${width} px wide and may look blurry on invoices. Use one at least 400 px wide.`
      : null;
  }
  if (Math.min(width, height) < MIN_FAVICON_SIDE) return `This image is ${width} × ${height} px. Use one at least 32 × 32 px.`;
  if (width !== height) return `This image is ${width} × ${height} px. Browser tabs show a square, so a square image looks best.`;
  return null;
}

/** The "choose from your files" page of the logo page's address. */
export const libraryHref = (page: number) => (page > 1 ? `/store/logo-and-favicon?page=${page}` : '/store/logo-and-favicon');
