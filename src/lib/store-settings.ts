/** Wording and advice of the store settings pages (business settings, logo and favicon). */
import type { BrandSlot } from '../../contract/shop-settings.ts';
import { englishDisplay, formatNumber, type DisplayPrefs } from '../../contract/format.ts';
import { m } from '../paraglide/messages.js';

/** "Logo" / "Favicon" in the request's language. */
export const slotLabel = (slot: BrandSlot): string => (slot === 'logo' ? m.store_slot_logo() : m.store_slot_favicon());

/** The sizes recommended next to each image. */
export const recommendedSize = (slot: BrandSlot): string => (slot === 'logo' ? m.store_recommended_logo() : m.store_recommended_favicon());

/** Images per page of the "choose from your files" grid. */
export const LIBRARY_PAGE_SIZE = 24;

/** The smallest logo width that still prints sharply, and the smallest favicon side. */
export const MIN_LOGO_WIDTH = 200;
export const MIN_FAVICON_SIDE = 32;

/** A warning about the chosen image's dimensions, or null when they suit the slot (unknown sizes say nothing). */
export function imageAdvice(
  slot: BrandSlot,
  size: { width: number | null; height: number | null },
  display: DisplayPrefs = englishDisplay,
): string | null {
  const { width, height } = size;
  if (!width || !height) return null;
  const px = { width: formatNumber(width, display, { useGrouping: false }), height: formatNumber(height, display, { useGrouping: false }) };
  if (slot === 'logo') {
    return width < MIN_LOGO_WIDTH ? m.store_advice_logo_narrow(px) : null;
  }
  if (Math.min(width, height) < MIN_FAVICON_SIDE) return m.store_advice_favicon_small(px);
  if (width !== height) return m.store_advice_favicon_square(px);
  return null;
}

/** The "choose from your files" page of the logo page's address. */
export const libraryHref = (page: number) => (page > 1 ? `/store/logo-and-favicon?page=${page}` : '/store/logo-and-favicon');
