/**
 * Product changes: save (handle, media, collections, variants, stock), duplicate and delete, every one through the
 * shop's accessor (options, media, variants and collection links are reached through the shop's products and
 * collections). Queries are in products.ts.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { publicUrl } from '../../platform/storage/storage.ts';
import { sanitizeHtml } from '../../../../contract/sanitize.ts';
import { slugify } from '../../platform/db/queries.ts';
import {
  collectionProducts,
  collections,
  files,
  productMedia,
  productOptions,
  products,
  variants,
  type ImageSizes,
} from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { variantKey, type ProductData, type ProductDetail } from '../../../../contract/product.ts';
import { nextVersion, staleVersion, versionIs } from '../../platform/versions.ts';
import { variantTitle } from '../../../../contract/variants.ts';
import { getProduct } from './products.ts';
import { recordRedirect } from '../seo/redirects.ts';

/** Price range and stock, derived from the variants when there are any. */
export function derived(data: ProductData) {
  if (data.variants.length === 0) return { priceMin: data.price, priceMax: data.price, stockTotal: data.quantity };
  const prices = data.variants.map((v) => v.price);
  return {
    priceMin: Math.min(...prices),
    priceMax: Math.max(...prices),
    stockTotal: data.variants.reduce((sum, v) => sum + v.quantity, 0),
  };
}

async function handleTaken(shop: ShopScope, handle: string, exceptId?: string) {
  const [row] = await shop.select({ id: products.id }).from(products).where(eq(products.handle, handle)).limit(1);
  return !!row && row.id !== exceptId;
}

/** The handle to store: the one asked for (409 when another product has it), or a free one made from the title. */
export async function resolveHandle(shop: ShopScope, wanted: string, title: string, exceptId?: string): Promise<string> {
  if (wanted) {
    if (await handleTaken(shop, wanted, exceptId)) {
      throw conflict('That URL handle is already used by another product', 'HANDLE_TAKEN', {
        handle: 'This URL handle is already used by another product',
      });
    }
    return wanted;
  }
  const base = slugify(title).slice(0, 90) || 'product';
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await handleTaken(shop, candidate, exceptId))) return candidate;
  }
}

/** Keeps only collection ids of this shop (others are ignored, never linked across shops). */
async function shopCollectionIds(shop: ShopScope, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await shop.select({ id: collections.id }).from(collections).where(inArray(collections.id, ids));
  const valid = new Set(rows.map((r) => r.id));
  return [...new Set(ids)].filter((id) => valid.has(id));
}

/**
 * Media that name a file of the library get their sizes from the stored file (never from the client); a file
 * of another shop, or a PDF, is a 400 on that image.
 */
async function resolveMedia(shop: ShopScope, media: ProductData['media']): Promise<ProductData['media']> {
  const fileIds = media.map((m) => m.fileId).filter((f): f is string => !!f);
  if (fileIds.length === 0) return media;
  const rows = await shop.select({ id: files.id, kind: files.kind, keys: files.keys }).from(files).where(inArray(files.id, fileIds));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const fields: Record<string, string> = {};
  const resolved = media.map((m, i) => {
    if (!m.fileId) return m;
    const file = byId.get(m.fileId);
    if (!file || file.kind !== 'image') {
      fields[`media.${i}`] = 'Choose an image from your files';
      return m;
    }
    const sizes = Object.fromEntries(Object.entries(file.keys).map(([size, key]) => [size, publicUrl(key as string)])) as ImageSizes;
    return { ...m, sizes };
  });
  if (Object.keys(fields).length) throw badRequest('Some images are not in your files', 'VALIDATION_FAILED', fields);
  return resolved;
}

/**
 * Creates (no `id`) or updates a product with its options, media, variants and manual collections. An update
 * keeps the stored quantities (they change through inventory adjustments) unless `setStock` (the CSV import).
 * Changing the handle of an active product records a redirect from its old storefront address.
 */
export async function saveProduct(shop: ShopScope, input: ProductData, id?: string, { setStock = false } = {}): Promise<string> {
  const before = id ? await getProduct(shop, id) : null;
  const data = { ...input, media: await resolveMedia(shop, input.media) };
  const handle = await resolveHandle(shop, data.handle, data.title, id);
  const collectionIds = await shopCollectionIds(shop, data.collectionIds);
  return shop.transaction(async (tx) => {
    const values = {
      title: data.title,
      handle,
      descriptionHtml: sanitizeHtml(data.descriptionHtml),
      status: data.status,
      vendor: data.vendor,
      productType: data.productType,
      tags: [...new Set(data.tags)],
      price: data.price,
      compareAtPrice: data.compareAtPrice,
      cost: data.cost,
      sku: data.sku,
      barcode: data.barcode,
      trackQuantity: data.trackQuantity,
      quantity: data.quantity,
      continueSelling: data.continueSelling,
      weightGrams: data.weightGrams,
      seoTitle: data.seoTitle,
      seoDescription: data.seoDescription,
      ...derived(data),
    };
    let productId: string;
    if (id) {
      // Quantities change only through inventory adjustments (with their history): an update keeps them, and
      // only applies while the product still has the version the form was loaded at (platform/versions.ts).
      const { quantity: _quantity, stockTotal: _stockTotal, ...unchanged } = values;
      const [updated] = await tx
        .update(products)
        .set({ ...(setStock ? values : unchanged), version: nextVersion(products.version), updatedAt: new Date() })
        .where(and(eq(products.id, id), versionIs(products.version, data.version)))
        .returning({ id: products.id });
      if (!updated) throw staleVersion('product');
      // A live product's old address keeps working after its handle changes (as pages and posts do).
      if (before && before.status === 'active' && before.handle !== handle)
        await recordRedirect(tx, `/products/${before.handle}`, `/products/${handle}`);
      productId = id;
    } else {
      const [row] = await tx.insert(products).values(values).returning({ id: products.id });
      productId = row!.id;
    }

    await tx.delete(productOptions).where(eq(productOptions.productId, productId));
    if (data.options.length) {
      await tx.insertChildren(
        productOptions,
        data.options.map((o, position) => ({ productId, position, name: o.name, values: o.values })),
      );
    }

    // Media rows are replaced; variants point at them again by position.
    await tx.update(variants).set({ mediaId: null }).where(eq(variants.productId, productId));
    await tx.delete(productMedia).where(eq(productMedia.productId, productId));
    const mediaIds = data.media.length
      ? (
          await tx
            .insert(productMedia)
            .values(data.media.map((m, position) => ({ productId, position, alt: m.alt, fileId: m.fileId, sizes: m.sizes })))
            .returning({ id: productMedia.id, position: productMedia.position })
        )
          .sort((a, b) => a.position - b.position)
          .map((m) => m.id)
      : [];

    // Variants keep their ids when their option values stay the same (stock history refers to them).
    const existing = await tx
      .select({ id: variants.id, o1: variants.option1, o2: variants.option2, o3: variants.option3 })
      .from(variants)
      .where(eq(variants.productId, productId));
    const byKey = new Map(existing.map((v) => [variantKey([v.o1, v.o2, v.o3]), v.id]));
    const kept = new Set<string>();
    for (const [position, v] of data.variants.entries()) {
      const row = {
        productId,
        position,
        title: variantTitle(v),
        option1: v.option1,
        option2: v.option2,
        option3: v.option3,
        price: v.price,
        compareAtPrice: v.compareAtPrice,
        sku: v.sku,
        barcode: v.barcode,
        quantity: v.quantity,
        mediaId: v.mediaIndex !== null ? (mediaIds[v.mediaIndex] ?? null) : null,
      };
      const oldId = byKey.get(variantKey([v.option1, v.option2, v.option3]));
      if (oldId && !kept.has(oldId)) {
        kept.add(oldId);
        const { quantity: _quantity, ...unchangedStock } = row; // a kept variant keeps its stock
        await tx
          .update(variants)
          .set(setStock ? row : unchangedStock)
          .where(eq(variants.id, oldId));
      } else {
        await tx.insert(variants).values(row);
      }
    }
    const gone = existing.filter((v) => !kept.has(v.id)).map((v) => v.id);
    if (gone.length) await tx.delete(variants).where(inArray(variants.id, gone));
    if (id && !setStock) {
      // The stock total from the quantities as stored (the update did not send them).
      await tx
        .update(products)
        .set({
          stockTotal: sql`case when exists (select 1 from ${variants} where ${variants.productId} = ${productId})
            then (select coalesce(sum(${variants.quantity}), 0) from ${variants} where ${variants.productId} = ${productId})
            else ${products.quantity} end`,
        })
        .where(eq(products.id, productId));
    }

    // Manual collections: add new links at the end, drop removed ones, keep the order of the rest.
    const manual = await tx.select({ id: collections.id }).from(collections).where(eq(collections.kind, 'manual'));
    const manualIds = new Set(manual.map((c) => c.id));
    const current = await tx
      .select({ collectionId: collectionProducts.collectionId })
      .from(collectionProducts)
      .where(eq(collectionProducts.productId, productId));
    const currentIds = new Set(current.map((c) => c.collectionId));
    const wanted = new Set(collectionIds.filter((c) => manualIds.has(c)));
    const removed = [...currentIds].filter((c) => !wanted.has(c));
    if (removed.length) {
      await tx
        .delete(collectionProducts)
        .where(and(eq(collectionProducts.productId, productId), inArray(collectionProducts.collectionId, removed)));
    }
    for (const collectionId of wanted) {
      if (currentIds.has(collectionId)) continue;
      await appendToCollection(tx, collectionId, [productId]);
    }
    return productId;
  });
}

/**
 * Adds products at the end of a manual collection of the shop (already-present ones are left where they are); 404
 * for a collection or a product that is not the shop's (the accessor checks both; nothing is added then).
 */
export async function appendToCollection(shop: ShopScope, collectionId: string, productIds: string[]) {
  if (productIds.length === 0) return;
  const [last] = await shop
    .select({ max: sql<number | null>`max(${collectionProducts.position})` })
    .from(collectionProducts)
    .where(eq(collectionProducts.collectionId, collectionId));
  const start = (last?.max ?? -1) + 1;
  await shop.insertChildren(
    collectionProducts,
    productIds.map((productId, i) => ({ collectionId, productId, position: start + i })),
    { what: 'Collection not found', code: 'COLLECTION_NOT_FOUND', onConflictDoNothing: true },
  );
}

/** The input that would save `product` unchanged (used by duplicate and the CSV comparison). */
export function toInput(product: ProductDetail): ProductData {
  return {
    title: product.title,
    handle: product.handle,
    descriptionHtml: product.descriptionHtml,
    status: product.status,
    vendor: product.vendor,
    productType: product.productType,
    tags: product.tags,
    price: product.price,
    compareAtPrice: product.compareAtPrice,
    cost: product.cost,
    sku: product.sku,
    barcode: product.barcode,
    trackQuantity: product.trackQuantity,
    quantity: product.quantity,
    continueSelling: product.continueSelling,
    weightGrams: product.weightGrams,
    seoTitle: product.seoTitle,
    seoDescription: product.seoDescription,
    options: product.options,
    variants: product.variants.map(({ id: _id, title: _title, ...v }) => v),
    media: product.media.map(({ id: _id, ...m }) => m),
    collectionIds: product.collectionIds,
  };
}

/** A copy as a draft titled "Copy of …" with a fresh handle. */
export async function duplicateProduct(shop: ShopScope, id: string): Promise<string> {
  const product = await getProduct(shop, id);
  const input = toInput(product);
  return saveProduct(shop, { ...input, title: `Copy of ${product.title}`.slice(0, 255), handle: '', status: 'draft' });
}

/** Deletes products of the shop; returns how many went. */
export async function deleteProducts(shop: ShopScope, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const gone = await shop.delete(products).where(inArray(products.id, ids)).returning({ id: products.id });
  return gone.length;
}
