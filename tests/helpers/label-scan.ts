/**
 * Scans an order's printed label codes back, as tests/label-codes.spec.ts first did: the packing slip and the 80 mm
 * receipt, each code read twice with ZXing (./read-code.ts), from the SVG taken from the page at 203 dpi and from a
 * screenshot of the printed page (the browser's own rendering, with the print stylesheet). The screenshot is read
 * at the page's device scale factor: 203 / 96 draws CSS pixels at a thermal head's dots.
 */
import { expect, type Page } from '@playwright/test';
import { readCode, type CodeKind } from './read-code.ts';

/** The device scale factor at which a screenshot has a 203 dpi thermal head's dots (CSS pixels are 1/96 inch). */
export const THERMAL_SCALE = 203 / 96;

/** The two printed documents that carry the label codes. */
export const LABEL_DOCUMENTS = ['packing-slip', 'invoice?size=80mm'] as const;

/** Reads both codes of both documents of order `id` as printed, expecting `text` from each. */
export async function expectDocumentsScan(page: Page, id: string, text: string): Promise<void> {
  for (const doc of LABEL_DOCUMENTS) {
    await page.emulateMedia({ media: 'screen' });
    const response = await page.goto(`/orders/${id}/${doc}`);
    expect(response?.status(), doc).toBe(200);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-label-codes]')).toHaveAttribute('data-label-codes', text);
    expect(await readBoth(page, 'code128'), `${doc}: Code 128`).toEqual([text, text]);
    expect(await readBoth(page, 'qr'), `${doc}: QR`).toEqual([text, text]);
  }
}

/** Both reads of one code on the printed page: its SVG at 203 dpi, and a screenshot of it. */
async function readBoth(page: Page, kind: CodeKind): Promise<[string, string]> {
  const figure = page.locator(`[data-code="${kind}"]`);
  const svg = /<svg[\s\S]*<\/svg>/.exec(await figure.innerHTML())?.[0];
  if (!svg) throw new Error(`no ${kind} SVG on ${page.url()}`);
  const shot = await figure.locator('svg').screenshot();
  return [await readCode(svg, kind), await readCode(shot, kind)];
}
