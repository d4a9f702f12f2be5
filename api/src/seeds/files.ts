/** Demo files for Dhaka Crafts: a few generated images (coloured squares with a label) and a PDF price list. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { files, sellers } from '../db/schema/index.ts';
import { addFile } from '../domains/files/files.ts';
import { shopScope } from '../platform/shop-scope.ts';
import { loadSharp } from '../platform/storage/images.ts';
import { storage as defaultStorage, type Storage } from '../platform/storage/storage.ts';
import type { DemoShopIds } from './accounts.ts';

const DEMO_IMAGES = [
  { name: 'shop-banner.png', label: 'Dhaka Crafts', colour: '#F69157', width: 1600, height: 600 },
  { name: 'eid-sale.png', label: 'Eid Sale', colour: '#2E7A0C', width: 1080, height: 1080 },
  { name: 'new-arrivals.jpg', label: 'New arrivals', colour: '#1D4ED8', width: 1200, height: 900 },
  { name: 'logo-square.png', label: 'DC', colour: '#B4501A', width: 512, height: 512 },
] as const;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A coloured rectangle with centred white text, rendered by sharp from SVG. */
export async function labelImage(label: string, colour: string, width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const size = Math.round(Math.min(width, height) / 6);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="${colour}"/>
    <text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-weight="bold"
      font-size="${size}" fill="#ffffff">${escapeXml(label)}</text></svg>`;
  const image = (await loadSharp())(Buffer.from(svg));
  return new Uint8Array(await (format === 'jpeg' ? image.jpeg({ quality: 85 }) : image.png()).toBuffer());
}

/** A one-page PDF with a line of text (hand-written objects; offsets computed so readers accept it). */
export function simplePdf(text: string): Uint8Array {
  const content = `BT /F1 24 Tf 72 720 Td (${text.replace(/[()\\]/g, (ch) => `\\${ch}`)}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(pdf);
}

/** Adds the demo files Dhaka Crafts does not have yet (matched by name). */
export async function seedFiles(db: Db, shopIds: DemoShopIds, store: Storage = defaultStorage()): Promise<void> {
  const shopId = shopIds.get('dhaka-crafts');
  if (!shopId) return;
  const names = [...DEMO_IMAGES.map((image) => image.name), 'price-list.pdf'];
  const existing = await db
    .select({ name: files.name })
    .from(files)
    .where(and(eq(files.shopId, shopId), inArray(files.name, names)));
  const have = new Set(existing.map((row) => row.name));
  const shop = shopScope(db, shopId);
  const [owner] = await db.select({ id: sellers.id }).from(sellers).where(eq(sellers.email, 'owner@haat.test')).limit(1);
  for (const image of DEMO_IMAGES) {
    if (have.has(image.name)) continue;
    const bytes = await labelImage(image.label, image.colour, image.width, image.height, image.name.endsWith('.jpg') ? 'jpeg' : 'png');
    await addFile(shop, store, { name: image.name, bytes, createdBy: owner?.id ?? null });
  }
  if (!have.has('price-list.pdf')) {
    await addFile(shop, store, {
      name: 'price-list.pdf',
      bytes: simplePdf('Dhaka Crafts - wholesale price list'),
      createdBy: owner?.id ?? null,
    });
  }
}
