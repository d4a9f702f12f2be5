/**
 * 80 mm thermal receipts. Chromium has no "as tall as the content" page (`size: 80mm auto` is invalid CSS and
 * falls back to Letter), so each receipt gets a named page of its own: without JavaScript one of a few
 * lengths estimated from its lines, and on load the print script measures the receipt and sets its exact length.
 */

/** The named page lengths (mm) the print stylesheet defines as `@page thermal-<mm>`; the longest is the cap. */
export const THERMAL_LENGTHS_MM = [120, 160, 200, 240, 280, 320, 400, 480, 600] as const;
export type ThermalLength = (typeof THERMAL_LENGTHS_MM)[number];

/** What decides a receipt's length: how many lines its parts take at 9 pt on 72 mm of text. */
export interface ReceiptContent {
  doc: 'invoice' | 'packing-slip';
  hasLogo: boolean;
  /** Lines of the shop block (name, legal name, address lines, phone, BIN …). */
  shopLines: number;
  items: { title: string; variantTitle?: string | null; sku?: string | null }[];
  /** Lines after the items (totals, payment, notes). */
  footLines: number;
}

/** About 4.8 mm per 9 pt line (line height 1.5), 32 characters per line in the item column. */
const LINE_MM = 4.8;
const ITEM_CHARS = 24;

/** An estimate of the receipt's length in mm, on the long side (a receipt cut short loses lines; blank paper does not). */
export function receiptLengthMm(content: ReceiptContent): number {
  const itemLines = content.items.reduce(
    (sum, item) => sum + Math.max(1, Math.ceil(item.title.length / ITEM_CHARS)) + (item.variantTitle ? 1 : 0) + (item.sku ? 1 : 0),
    0,
  );
  // Title block, order number and dates, the address block and the table header: about 12 lines.
  const lines = content.shopLines + 12 + itemLines + content.items.length * 0.5 + content.footLines;
  return Math.ceil(6 + (content.hasLogo ? 12 : 0) + lines * LINE_MM);
}

/** The shortest named page the estimate fits on (the longest when none is long enough). */
export function thermalLength(content: ReceiptContent): ThermalLength {
  const mm = receiptLengthMm(content);
  return THERMAL_LENGTHS_MM.find((length) => length >= mm) ?? THERMAL_LENGTHS_MM[THERMAL_LENGTHS_MM.length - 1]!;
}

/**
 * A receipt's measured height (CSS px, 96 per inch) → its page length in whole mm. Printed text can wrap a line
 * later than on screen (seen: one 9 pt line, about 5 mm, on a 123 mm receipt), and a line that does not fit starts
 * a second page, so 4 % and 8 mm to spare: a little blank roll rather than a cut-off receipt.
 */
export const pxToPageMm = (px: number): number => Math.ceil(((px * 25.4) / 96) * 1.04) + 8;
