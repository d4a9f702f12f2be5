/**
 * Draws Haat's home-screen icons once (README "On the home screen"): the favicon's mark as PNG 192 and
 * 512, and a maskable 512 whose mark sits inside the safe zone (the inner 80 %) on a full orange square,
 * so Android's circle or squircle crop never cuts it. Run `node scripts/pwa-icons.ts`; the PNGs are committed.
 */
import sharp from 'sharp';

const ORANGE = '#F69157';
const MARK = 'M9 8h3v7h8V8h3v16h-3v-6h-8v6H9z'; // the "H" of public/favicon.svg, on a 32×32 grid

/** The favicon: rounded orange square with the mark filling it. */
const regular = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${ORANGE}"/><path d="${MARK}" fill="#000"/></svg>`;
/** Maskable: full-bleed square, the mark scaled to 60 % around the centre (well inside the 80 % safe zone). */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${ORANGE}"/><g transform="translate(16 16) scale(0.6) translate(-16 -16)"><path d="${MARK}" fill="#000"/></g></svg>`;

const out = new URL('../public/icons/', import.meta.url);
for (const [name, svg, size] of [
  ['icon-192.png', regular, 192],
  ['icon-512.png', regular, 512],
  ['icon-maskable-512.png', maskable, 512],
] as const) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(new URL(name, out).pathname);
  console.log(`public/icons/${name}`);
}
