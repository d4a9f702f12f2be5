/**
 * Demo catalogue: crafts for Dhaka Crafts, teas for Sylhet Tea House, with Size/Colour variants, one generated
 * image per category (stored through the file library) and four collections per shop. Deterministic names, so
 * a second run adds only what is missing; `seed --products N` fills each shop up to N products in batches.
 */
import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import { slugify } from '../platform/db/queries.ts';
import {
  collectionProducts,
  collectionRules,
  collections,
  productMedia,
  productOptions,
  products,
  variants,
  type ImageSizes,
} from '../db/schema/index.ts';
import { addFile } from '../domains/files/files.ts';
import { shopScope } from '../platform/shop-scope.ts';
import { loadSharp } from '../platform/storage/images.ts';
import { publicUrl, storage } from '../platform/storage/storage.ts';
import type { DemoShopIds } from './accounts.ts';

export type CatalogSeedOptions = {
  /** Products each demo shop ends up with (default 110: 220 in all). */
  productsPerShop?: number | undefined;
};

export const DEFAULT_PRODUCTS_PER_SHOP = 110;
const BATCH = 500;

type Category = {
  type: string;
  nouns: string[];
  vendors: string[];
  price: [number, number];
  options: 'size' | 'colour' | 'both' | 'weight' | 'none';
  tags: string[];
  colour: string;
};
type ShopCatalog = { handle: string; adjectives: string[]; categories: Category[]; collections: CollectionSeed[] };
type CollectionSeed = {
  title: string;
  kind: 'manual' | 'automatic';
  match?: 'all' | 'any';
  rules?: { field: string; operator: string; value: string }[];
  manualType?: string;
};

const SIZES = ['S', 'M', 'L', 'XL'];
const COLOURS = ['Red', 'Indigo', 'Mustard', 'Green', 'Cream'];
const WEIGHTS = ['100 g', '250 g', '500 g'];

const CATALOGS: ShopCatalog[] = [
  {
    handle: 'dhaka-crafts',
    adjectives: [
      'Hand-stitched',
      'Heritage',
      'Village',
      'Festive',
      'Classic',
      'Royal',
      'Riverside',
      'Monsoon',
      'Indigo',
      'Boishakhi',
      'Minimal',
    ],
    categories: [
      {
        type: 'Nakshi Kantha',
        nouns: ['Nakshi Kantha Quilt', 'Kantha Throw', 'Kantha Cushion Cover'],
        vendors: ['Jessore Stitch Collective', 'Kumudini Handicrafts'],
        price: [1_200, 9_500],
        options: 'colour',
        tags: ['kantha', 'handmade', 'home'],
        colour: '#b4501a',
      },
      {
        type: 'Saree',
        nouns: ['Jamdani Saree', 'Tangail Cotton Saree', 'Rajshahi Silk Saree'],
        vendors: ['Tangail Weavers', 'Rajshahi Silk House'],
        price: [2_500, 28_000],
        options: 'colour',
        tags: ['saree', 'handloom', 'eid'],
        colour: '#7a1f5c',
      },
      {
        type: 'Panjabi',
        nouns: ['Khadi Panjabi', 'Cotton Panjabi', 'Embroidered Panjabi'],
        vendors: ['Aarong Artisans', 'Comilla Khadi House'],
        price: [1_400, 6_500],
        options: 'both',
        tags: ['panjabi', 'menswear', 'eid'],
        colour: '#2f5d8a',
      },
      {
        type: 'Terracotta',
        nouns: ['Terracotta Vase', 'Terracotta Wall Plaque', 'Clay Diya Set'],
        vendors: ['Bogura Potters', 'Dhamrai Clay Works'],
        price: [350, 3_200],
        options: 'size',
        tags: ['terracotta', 'decor'],
        colour: '#c0643a',
      },
      {
        type: 'Jute',
        nouns: ['Jute Tote Bag', 'Jute Table Runner', 'Jute Planter'],
        vendors: ['Golden Fibre Co-op', 'Aarong Artisans'],
        price: [250, 1_800],
        options: 'size',
        tags: ['jute', 'eco'],
        colour: '#a68a4b',
      },
      {
        type: 'Brass',
        nouns: ['Kansa Dinner Plate', 'Brass Lota', 'Dhamrai Brass Figurine'],
        vendors: ['Dhamrai Metalworks'],
        price: [900, 12_000],
        options: 'none',
        tags: ['brass', 'kitchen'],
        colour: '#c79a2b',
      },
      {
        type: 'Cane & Bamboo',
        nouns: ['Cane Basket', 'Bamboo Lamp', 'Shital Pati Mat'],
        vendors: ['Sylhet Cane Works', 'Moulvibazar Pati Makers'],
        price: [400, 4_800],
        options: 'size',
        tags: ['bamboo', 'home'],
        colour: '#6b8e23',
      },
      {
        type: 'Rickshaw Art',
        nouns: ['Rickshaw Art Tray', 'Rickshaw Art Kettle', 'Painted Tin Box'],
        vendors: ['Old Dhaka Painters'],
        price: [300, 2_200],
        options: 'none',
        tags: ['rickshaw-art', 'gift'],
        colour: '#d4373b',
      },
    ],
    collections: [
      { title: 'Eid Collection', kind: 'automatic', match: 'all', rules: [{ field: 'tag', operator: 'equals', value: 'eid' }] },
      {
        title: 'Home & Living',
        kind: 'automatic',
        match: 'any',
        rules: [
          { field: 'tag', operator: 'equals', value: 'home' },
          { field: 'tag', operator: 'equals', value: 'decor' },
        ],
      },
      { title: 'Gifts under ৳1,000', kind: 'automatic', match: 'all', rules: [{ field: 'price', operator: 'less_than', value: '100000' }] },
      { title: 'Best Sellers', kind: 'manual', manualType: 'Nakshi Kantha' },
    ],
  },
  {
    handle: 'sylhet-tea-house',
    adjectives: [
      'Srimangal',
      'Malnicherra',
      'Lakkatura',
      'Sylhet',
      'First Flush',
      'Second Flush',
      'Golden',
      'Morning',
      'Hill Garden',
      'Monsoon',
    ],
    categories: [
      {
        type: 'Black Tea',
        nouns: ['Orthodox Black Tea', 'CTC Strong Tea', 'Breakfast Blend'],
        vendors: ['Malnicherra Tea Estate', 'Srimangal Gardens'],
        price: [180, 1_200],
        options: 'weight',
        tags: ['black-tea', 'loose-leaf'],
        colour: '#5a2e0e',
      },
      {
        type: 'Green Tea',
        nouns: ['Green Tea', 'Jasmine Green Tea', 'Tulsi Green Tea'],
        vendors: ['Lakkatura Estate', 'Srimangal Gardens'],
        price: [220, 1_500],
        options: 'weight',
        tags: ['green-tea', 'healthy'],
        colour: '#4f7a28',
      },
      {
        type: 'White Tea',
        nouns: ['White Tip Tea', 'Silver Needle'],
        vendors: ['Hill Garden Estate'],
        price: [900, 4_500],
        options: 'weight',
        tags: ['white-tea', 'premium'],
        colour: '#d8c9a3',
      },
      {
        type: 'Herbal',
        nouns: ['Lemongrass Infusion', 'Ginger Tulsi Blend', 'Masala Chai'],
        vendors: ['Sylhet Herbal Co.'],
        price: [150, 900],
        options: 'weight',
        tags: ['herbal', 'caffeine-free'],
        colour: '#9c6b30',
      },
      {
        type: 'Teaware',
        nouns: ['Clay Teapot', 'Glass Teacup Set', 'Bamboo Tea Tray', 'Seven-layer Tea Glass'],
        vendors: ['Bogura Potters', 'Sylhet Cane Works'],
        price: [350, 3_500],
        options: 'colour',
        tags: ['teaware', 'gift'],
        colour: '#8a4b2f',
      },
      {
        type: 'Gift Box',
        nouns: ['Tea Sampler Box', 'Festive Tea Hamper'],
        vendors: ['Sylhet Tea House'],
        price: [900, 5_000],
        options: 'none',
        tags: ['gift', 'premium'],
        colour: '#a83232',
      },
    ],
    collections: [
      { title: 'Premium Teas', kind: 'automatic', match: 'all', rules: [{ field: 'tag', operator: 'equals', value: 'premium' }] },
      {
        title: 'Healthy Choices',
        kind: 'automatic',
        match: 'any',
        rules: [
          { field: 'tag', operator: 'equals', value: 'healthy' },
          { field: 'product_type', operator: 'equals', value: 'Herbal' },
        ],
      },
      { title: 'Tea Gifts', kind: 'automatic', match: 'all', rules: [{ field: 'tag', operator: 'equals', value: 'gift' }] },
      { title: 'Staff Picks', kind: 'manual', manualType: 'Black Tea' },
    ],
  },
];

/** A small deterministic generator, so every run names the same products. */
const pick = <T>(list: T[], n: number): T => list[Math.abs(n) % list.length]!;
const hashInt = (i: number, salt: number) => {
  let x = (i + 1) * 2654435761 + salt * 40503;
  x = ((x >>> 16) ^ x) * 0x45d9f3b;
  return Math.abs((x >>> 16) ^ x);
};

/** A 600×600 image in the category's colour with a simple motif, as PNG bytes. */
async function categoryImage(colour: string, n: number): Promise<Uint8Array> {
  const motif =
    n % 2 === 0
      ? '<circle cx="300" cy="300" r="170" fill="none" stroke="#fff" stroke-width="24" opacity=".7"/>'
      : '<rect x="150" y="150" width="300" height="300" rx="40" fill="none" stroke="#fff" stroke-width="24" opacity=".7"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><rect width="600" height="600" fill="${colour}"/>${motif}<circle cx="300" cy="300" r="40" fill="#fff" opacity=".8"/></svg>`;
  const sharp = await loadSharp();
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

type Built = {
  product: typeof products.$inferInsert;
  options: (typeof productOptions.$inferInsert)[];
  variants: (typeof variants.$inferInsert)[];
  media: typeof productMedia.$inferInsert;
};

function buildProduct(
  shopId: string,
  catalog: ShopCatalog,
  i: number,
  images: Map<string, { fileId: string; sizes: ImageSizes }>,
  now: number,
): Built {
  const category = pick(catalog.categories, i);
  const round = Math.floor(i / catalog.categories.length);
  const noun = pick(category.nouns, round);
  const adjective = pick(catalog.adjectives, Math.floor(round / category.nouns.length));
  const cycle = Math.floor(i / (catalog.categories.length * category.nouns.length * catalog.adjectives.length));
  const title = `${adjective} ${noun}${cycle ? ` No. ${cycle + 1}` : ''}`;
  const handle = `${slugify(title)}-${i + 1}`;
  const id = randomUUID();
  const [low, high] = category.price;
  const price = Math.round((low + (hashInt(i, 1) % (high - low))) / 10) * 1000; // whole taka, ending in 0
  const names =
    category.options === 'both'
      ? ['Size', 'Colour']
      : category.options === 'size'
        ? ['Size']
        : category.options === 'colour'
          ? ['Colour']
          : category.options === 'weight'
            ? ['Size']
            : [];
  const valuesOf = (name: string, k: number) =>
    category.options === 'weight' ? WEIGHTS : name === 'Size' ? SIZES.slice(0, 2 + (k % 3)) : COLOURS.slice(k % 2, (k % 2) + 2 + (k % 3));
  const optionValues = names.map((name, o) => ({ name, values: valuesOf(name, hashInt(i, 2 + o)) }));
  const combos = optionValues.reduce<string[][]>((rows, o) => rows.flatMap((row) => o.values.map((v) => [...row, v])), [[]]);
  const image = images.get(category.type)!;
  const mediaId = randomUUID();
  const variantRows = names.length
    ? combos.map((combo, position) => {
        const step = category.options === 'weight' ? WEIGHTS.indexOf(combo[0]!) : SIZES.indexOf(combo[0]!);
        return {
          id: randomUUID(),
          shopId,
          productId: id,
          position,
          title: combo.join(' / '),
          option1: combo[0] ?? null,
          option2: combo[1] ?? null,
          option3: null,
          price:
            category.options === 'weight' ? Math.round((price * [1, 2, 4][step]! * 0.9) / 100) * 100 : price + Math.max(0, step) * 10_000,
          compareAtPrice: null,
          sku: `${slugify(category.type).slice(0, 3).toUpperCase()}-${i + 1}-${position + 1}`,
          barcode: '',
          quantity: hashInt(i, 10 + position) % 9 === 0 ? 0 : hashInt(i, 20 + position) % 40,
          mediaId,
        };
      })
    : [];
  const quantity = hashInt(i, 5) % 7 === 0 ? 0 : hashInt(i, 6) % 60;
  const prices = variantRows.map((v) => v.price);
  const onSale = hashInt(i, 7) % 4 === 0;
  return {
    product: {
      id,
      shopId,
      title,
      handle,
      descriptionHtml: `<p>${title} from ${pick(category.vendors, i)}: ${category.type.toLowerCase()} made in Bangladesh.</p>`,
      status: hashInt(i, 8) % 10 === 0 ? 'draft' : hashInt(i, 8) % 10 === 1 ? 'archived' : 'active',
      vendor: pick(category.vendors, i),
      productType: category.type,
      tags: category.tags,
      price,
      compareAtPrice: onSale && !variantRows.length ? Math.round(price * 1.2) : null,
      cost: Math.round(price * 0.55),
      sku: variantRows.length ? '' : `${slugify(category.type).slice(0, 3).toUpperCase()}-${i + 1}`,
      trackQuantity: true,
      quantity: variantRows.length ? 0 : quantity,
      weightGrams: 100 + (hashInt(i, 9) % 1900),
      seoTitle: title.slice(0, 70),
      seoDescription: `Buy ${title} online in Bangladesh.`,
      priceMin: variantRows.length ? Math.min(...prices) : price,
      priceMax: variantRows.length ? Math.max(...prices) : price,
      stockTotal: variantRows.length ? variantRows.reduce((s, v) => s + v.quantity, 0) : quantity,
      // Spread over the last year, newest first by index.
      createdAt: new Date(now - i * 3_600_000),
      updatedAt: new Date(now - i * 3_600_000),
    },
    options: optionValues.map((o, position) => ({ id: randomUUID(), productId: id, position, name: o.name, values: o.values })),
    variants: variantRows,
    media: { id: mediaId, shopId, productId: id, position: 0, alt: title, fileId: image.fileId, sizes: image.sizes },
  };
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** One stored image per category, added to the shop's file library (so Files shows them too). */
async function categoryImages(db: Db, shopId: string, catalog: ShopCatalog) {
  const images = new Map<string, { fileId: string; sizes: ImageSizes }>();
  for (const [n, category] of catalog.categories.entries()) {
    const row = await addFile(shopScope(db, shopId), storage(), {
      name: `${slugify(category.type)}.png`,
      bytes: await categoryImage(category.colour, n),
    });
    const sizes = Object.fromEntries(Object.entries(row.keys).map(([size, key]) => [size, publicUrl(key as string)])) as ImageSizes;
    images.set(category.type, { fileId: row.id, sizes });
  }
  return images;
}

async function seedShop(db: Db, shopId: string, catalog: ShopCatalog, target: number) {
  const [existing] = await db.select({ n: count() }).from(products).where(eq(products.shopId, shopId));
  const have = existing?.n ?? 0;
  if (have < target) {
    const images = await categoryImages(db, shopId, catalog);
    const now = Date.now();
    for (let start = have; start < target; start += BATCH) {
      const built = Array.from({ length: Math.min(BATCH, target - start) }, (_, k) =>
        buildProduct(shopId, catalog, start + k, images, now),
      );
      await db
        .insert(products)
        .values(built.map((b) => b.product))
        .onConflictDoNothing();
      await insertInBatches(
        built.flatMap((b) => b.options),
        (rows) => db.insert(productOptions).values(rows),
      );
      await insertInBatches(
        built.map((b) => b.media),
        (rows) => db.insert(productMedia).values(rows),
      );
      await insertInBatches(
        built.flatMap((b) => b.variants),
        (rows) => db.insert(variants).values(rows),
      );
    }
    // Fresh statistics and visibility map after a bulk load: the planner picks the list indexes and the
    // list's count can be an index-only scan (PGlite runs no autovacuum).
    for (const table of ['products', 'variants', 'product_media', 'product_options']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  }

  const [haveCollections] = await db.select({ n: count() }).from(collections).where(eq(collections.shopId, shopId));
  if ((haveCollections?.n ?? 0) > 0) return;
  for (const seed of catalog.collections) {
    const [row] = await db
      .insert(collections)
      .values({
        shopId,
        title: seed.title,
        handle: slugify(seed.title),
        kind: seed.kind,
        match: seed.match ?? 'all',
        descriptionHtml: `<p>${seed.title} from our shop.</p>`,
      })
      .returning({ id: collections.id });
    const collectionId = row!.id;
    if (seed.rules) await db.insert(collectionRules).values(seed.rules.map((r, position) => ({ collectionId, position, ...r })));
    if (seed.manualType) {
      const picks = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.shopId, shopId), eq(products.productType, seed.manualType), eq(products.status, 'active')))
        .orderBy(products.createdAt)
        .limit(12);
      if (picks.length)
        await db.insert(collectionProducts).values(picks.map((p, position) => ({ collectionId, productId: p.id, position })));
    }
  }
}

/** Fills Dhaka Crafts and Sylhet Tea House up to `productsPerShop` products each and adds their collections. */
export async function seedCatalog(db: Db, shopIds: DemoShopIds, options: CatalogSeedOptions = {}): Promise<void> {
  const target = options.productsPerShop ?? DEFAULT_PRODUCTS_PER_SHOP;
  for (const catalog of CATALOGS) {
    const shopId = shopIds.get(catalog.handle);
    if (shopId) await seedShop(db, shopId, catalog, target);
  }
}
