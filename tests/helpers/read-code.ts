/**
 * Reads a Code 128 barcode or a QR code back from an image (an SVG the dashboard drew, or a screenshot of it), the
 * way a scanner would: rasterised by sharp, binarised and decoded by ZXing. Used by the label tests.
 */
import { BinaryBitmap, Code128Reader, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import sharp from 'sharp';

export type CodeKind = 'code128' | 'qr';

/** Decodes `image` (SVG or PNG bytes); an SVG is drawn at `dpi` dots per inch, as a thermal head would print it. */
export async function readCode(image: Buffer | string, kind: CodeKind, dpi = 203): Promise<string> {
  const input = typeof image === 'string' ? atDpi(image, dpi) : image;
  const { data, info } = await sharp(input).flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  // RGBA → one luminance byte per pixel.
  const pixels = info.width * info.height;
  const luminance = new Uint8ClampedArray(pixels);
  for (let i = 0; i < pixels; i++) {
    const o = i * info.channels;
    luminance[i] = (data[o]! * 299 + data[o + 1]! * 587 + data[o + 2]! * 114) / 1000;
  }
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, info.width, info.height)));
  const reader = kind === 'qr' ? new QRCodeReader() : new Code128Reader();
  return reader.decode(bitmap).getText();
}

/**
 * The SVG with its mm sizes turned into the pixels of a `dpi` printer (rounded to whole dots, as a head prints), so
 * sharp draws it pixel for pixel (its own density option scales mm by more than the dpi asked).
 */
function atDpi(svg: string, dpi: number): Buffer {
  return Buffer.from(
    svg.replace(/(width|height)="([\d.]+)mm"/g, (_, side: string, mm: string) => `${side}="${Math.round((Number(mm) * dpi) / 25.4)}"`),
  );
}

/** The pixel size of an SVG drawn at `dpi` (a check that the drawn size is what a label needs). */
export async function svgPixels(svg: string, dpi = 203): Promise<{ width: number; height: number }> {
  const meta = await sharp(atDpi(svg, dpi)).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0 };
}
