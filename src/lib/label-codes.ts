/**
 * The codes a scanner reads off a packing slip or an 80 mm receipt: the consignment id (the order number before the
 * parcel is booked) as a Code 128 barcode and a QR code, drawn on the server as SVG by bwip-js.
 *
 * Sized for 203 dpi thermal printers (8 dots per mm): a bar module is a whole number of dots, 3 dots (0.375 mm) when
 * the code fits the width, else 2 dots (0.25 mm, the smallest a 203 dpi head prints cleanly); a QR module is 3 dots.
 * Quiet zones: 10 modules either side of the Code 128 (ISO/IEC 15417), 4 modules round the QR (ISO/IEC 18004).
 */
import bwipjs from 'bwip-js/node';

/** One dot of a 203 dpi head, in mm. */
export const DOT_MM = 25.4 / 203;
/** The width a code may take on an 80 mm roll (72 mm printable, less the receipt's padding). */
export const LABEL_MAX_WIDTH_MM = 66;
const BAR_HEIGHT_MM = 12;
const QR_MODULE_DOTS = 3;

export interface LabelCode {
  /** The text the codes carry. */
  text: string;
  /** `<svg>` markup of the Code 128 barcode, with its width and height in mm. */
  code128: string;
  /** `<svg>` markup of the QR code, with its width and height in mm. */
  qr: string;
}

/** What a label's codes carry: the consignment id once booked, else the order number. */
export const labelText = (order: { number: number; trackingNumber: string | null }) => order.trackingNumber?.trim() || String(order.number);

/** Gives bwip-js's SVG (whose user units are modules) a size in mm and an accessible name. */
function sized(svg: string, moduleMm: number, name: string): string {
  const box = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  if (!box) throw new Error('bwip-js answered an SVG without a viewBox');
  const width = (Number(box[1]) * moduleMm).toFixed(3);
  const height = (Number(box[2]) * moduleMm).toFixed(3);
  // crispEdges: the renderer (a browser printing, a driver rasterising) snaps each bar's edges to whole dots rather
  // than shading them. The label's position on the page is rarely a whole number of dots: anti-aliased, a 2-dot bar
  // at a half-dot offset prints as grey-black-grey, and a scanner cannot tell its width from its neighbour's.
  const attributes = `width="${width}mm" height="${height}mm" shape-rendering="crispEdges" role="img" aria-label="${escape(name)}"`;
  return svg.replace('<svg ', `<svg ${attributes} `);
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Draws both codes for `text` (printable ASCII: a consignment id or an order number). */
export function labelCodes(text: string, names: { barcode: string; qr: string }): LabelCode {
  // Bar height in bwip-js is in points at scale 1 (72 per inch); one user unit is one module.
  const bars = (moduleMm: number) =>
    bwipjs.toSVG({
      bcid: 'code128',
      text,
      scale: 1,
      height: (BAR_HEIGHT_MM / moduleMm) * (25.4 / 72),
      paddingwidth: 10,
      paddingheight: 0,
    });
  let moduleMm = 3 * DOT_MM;
  let svg = bars(moduleMm);
  const modules = Number(/viewBox="0 0 (\d+)/.exec(svg)?.[1] ?? 0);
  if (modules * moduleMm > LABEL_MAX_WIDTH_MM) {
    moduleMm = 2 * DOT_MM;
    svg = bars(moduleMm);
  }
  // BWIPP draws a 2-D symbol's module as 2 user units at scale 1 (a 1-D bar module as 1): 8 units of padding are the
  // QR's 4-module quiet zone.
  // eclevel is BWIPP's own option, passed through by bwip-js though its RenderOptions type does not list it.
  const qrOptions = { bcid: 'qrcode', text, scale: 1, eclevel: 'M', paddingwidth: 8, paddingheight: 8 };
  const qr = bwipjs.toSVG(qrOptions);
  return { text, code128: sized(svg, moduleMm, names.barcode), qr: sized(qr, (QR_MODULE_DOTS * DOT_MM) / 2, names.qr) };
}
