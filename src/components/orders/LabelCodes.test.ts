import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { englishDisplay } from '../../../contract/format.ts';
import { PrintableOrderSchema } from '../../../contract/order-answers.ts';
import { readCode, svgPixels } from '../../../tests/helpers/read-code.ts';
import type { DocumentShop, PrintableOrder } from '../../lib/api/orders.ts';
import { DOT_MM, labelCodes } from '../../lib/label-codes.ts';
import OrderDocument from './OrderDocument.astro';

const SHOP: DocumentShop = {
  ...{ id: 's1', name: 'Dhaka Crafts', handle: 'dhaka-crafts', legalName: null, logoUrl: null, addressLines: [] },
  ...{ phone: null, email: null, tradeLicence: null, bin: null },
};
const address = {
  name: 'Rahim Uddin',
  phone: '01711000001',
  line1: 'House 4, Road 27',
  area: 'Dhanmondi',
  district: 'Dhaka',
  country: 'Bangladesh',
};
const ORDER: PrintableOrder = PrintableOrderSchema.parse({
  ...{ id: 'o1', number: 1042, customerId: null, customerName: 'Rahim Uddin', customerPhone: '01711000001', customerEmail: null },
  ...{ status: 'confirmed', paymentStatus: 'cod_pending', paymentMethod: 'cod', transactionId: null, itemsCount: 1 },
  ...{ subtotal: 120000, discount: 0, promoCode: null, shipping: 6000, tax: 0, total: 126000, paidAmount: 0, refundedAmount: 0 },
  ...{ shippingAddress: address, billingAddress: address, courier: null, trackingNumber: null, customerNote: null },
  ...{ cancelReason: null, placedAt: '2026-11-27T08:00:00Z', confirmedAt: null, shippedAt: null, deliveredAt: null },
  ...{ cancelledAt: null, paidAt: null },
  items: [{ id: 'i1', productId: null, variantId: null, title: 'Nakshi kantha', variantTitle: null, sku: null, imageUrl: null }].map(
    (item) => ({ ...item, unitPrice: 120000, quantity: 1, total: 120000 }),
  ),
});
const BOOKED = { ...ORDER, status: 'shipped' as const, courier: 'Pathao', trackingNumber: 'DL121224VS8TXX' };

async function render(order: PrintableOrder, doc: 'invoice' | 'packing-slip') {
  const container = await AstroContainer.create();
  return container.renderToString(OrderDocument, {
    props: { shop: SHOP, order, doc },
    locals: { display: englishDisplay } as unknown as App.Locals,
  });
}

/** The `<svg>` inside the figure marked data-code=kind. */
function svgOf(html: string, kind: 'code128' | 'qr'): string {
  const figure = new RegExp(`data-code="${kind}"[^>]*>\\s*(<svg[\\s\\S]*?</svg>)`).exec(html);
  if (!figure) throw new Error(`no ${kind} in the rendered document`);
  return figure[1]!;
}

describe('the codes on packing slips and receipts', () => {
  for (const doc of ['packing-slip', 'invoice'] as const) {
    it(`${doc}: carries the order number before booking, readable back from both codes at 203 dpi`, async () => {
      const html = await render(ORDER, doc);
      expect(await readCode(svgOf(html, 'code128'), 'code128')).toBe('1042');
      expect(await readCode(svgOf(html, 'qr'), 'qr')).toBe('1042');
      expect(html).toContain('Scan: the order number');
    });

    it(`${doc}: carries the consignment id once booked`, async () => {
      const html = await render(BOOKED, doc);
      expect(await readCode(svgOf(html, 'code128'), 'code128')).toBe('DL121224VS8TXX');
      expect(await readCode(svgOf(html, 'qr'), 'qr')).toBe('DL121224VS8TXX');
      expect(html).toContain("Scan: the courier's consignment ID");
    });
  }
});

describe('labelCodes', () => {
  const names = { barcode: 'Barcode', qr: 'QR' };

  it('draws bars of whole 203 dpi dots (2 or 3) and fits the 80 mm roll', async () => {
    for (const text of ['7', '1042', 'DL121224VS8TXX', 'RDX-2611-27-000123456']) {
      const { code128 } = labelCodes(text, names);
      const widthMm = Number(/width="([\d.]+)mm"/.exec(code128)![1]);
      const modules = Number(/viewBox="0 0 (\d+)/.exec(code128)![1]);
      const dots = widthMm / modules / DOT_MM;
      expect([2, 3]).toContain(Math.round(dots * 1000) / 1000);
      expect(widthMm).toBeLessThanOrEqual(66);
      expect(await readCode(code128, 'code128')).toBe(text);
    }
  });

  it('keeps a quiet zone of ten modules either side of the bars', () => {
    const { code128 } = labelCodes('1042', names);
    const starts = [...code128.matchAll(/M([\d.]+) /g)].map((match) => Number(match[1]));
    // The first bar's centre sits past the 10-module quiet zone.
    expect(Math.min(...starts)).toBeGreaterThanOrEqual(10);
  });

  it('is drawn at the size a 203 dpi head prints', async () => {
    const { qr } = labelCodes('1042', names);
    const px = await svgPixels(qr);
    // Version 1 QR: 21 modules + 2 × 4 quiet = 29 modules of 3 dots.
    expect(px.width).toBe(87);
  });
});
