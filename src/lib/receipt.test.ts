import { describe, expect, it } from 'vitest';
import { pxToPageMm, receiptLengthMm, thermalLength, THERMAL_LENGTHS_MM, type ReceiptContent } from './receipt.ts';

const receipt = (items: number, over: Partial<ReceiptContent> = {}): ReceiptContent => ({
  doc: 'invoice',
  hasLogo: false,
  shopLines: 4,
  items: Array.from({ length: items }, (_, i) => ({ title: `Jamdani saree ${i}`, variantTitle: 'Red', sku: null })),
  footLines: 8,
  ...over,
});

describe('thermal receipts', () => {
  it('grow with their items', () => {
    expect(receiptLengthMm(receipt(6))).toBeGreaterThan(receiptLengthMm(receipt(1)));
    expect(receiptLengthMm(receipt(1, { hasLogo: true }))).toBeGreaterThan(receiptLengthMm(receipt(1)));
  });

  it('take the shortest named page they fit on', () => {
    const length = thermalLength(receipt(2));
    expect(THERMAL_LENGTHS_MM).toContain(length);
    expect(length).toBeGreaterThanOrEqual(receiptLengthMm(receipt(2)));
    expect(THERMAL_LENGTHS_MM.filter((l) => l < length).every((l) => l < receiptLengthMm(receipt(2)))).toBe(true);
  });

  it('stop at the longest page for a very long order', () => {
    expect(thermalLength(receipt(200))).toBe(600);
  });

  it('measure a rendered receipt up to whole millimetres, with room for a line that wraps later in print', () => {
    expect(pxToPageMm(96)).toBe(35); // 25.4 mm → 26.4 → 27 + 8
    expect(pxToPageMm(465)).toBe(136); // 123 mm
  });
});
