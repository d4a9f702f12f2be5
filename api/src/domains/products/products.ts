/**
 * Product queries, through the shop's accessor: the list with its filters and sorts in SQL, and products loaded with
 * their children. Saving is in product-changes.ts.
 */
import { and, asc, count, desc, eq, inArray, lte, gt, or, sql, type SQL } from 'drizzle-orm';
import { getSettings } from '../inventory/inventory.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import {
  collectionProducts,
  collectionRules,
  collections,
  productMedia,
  productOptions,
  products,
  variants,
  type ImageSizes,
} from '../../db/schema/index.ts';
import { notFound } from '../../platform/errors.ts';
import type { Rule } from '../../../../contract/collection.ts';
import { type ProductDetail, type ProductListItem, type ProductListQuery } from '../../../../contract/product.ts';
import { containsText, membershipCondition } from '../collections/rules.ts';

/** The answer shapes are the contract's (contract/product.ts), so the dashboard parses exactly what this builds. */
export type { ProductDetail, ProductListItem };

/** Loads a collection of the shop with its rules (for membership filters), or undefined. */
export async function findCollectionMembership(shop: ShopScope, collectionId: string) {
  const [row] = await shop
    .select({ id: collections.id, kind: collections.kind, match: collections.match })
    .from(collections)
    .where(eq(collections.id, collectionId))
    .limit(1);
  if (!row) return undefined;
  const rules = await shop
    .select({ field: collectionRules.field, operator: collectionRules.operator, value: collectionRules.value })
    .from(collectionRules)
    .where(eq(collectionRules.collectionId, row.id))
    .orderBy(asc(collectionRules.position));
  return { ...row, rules: rules as Rule[] };
}

/** The filters of the product list (search, status, collection and stock), for a query of the shop's products. */
export async function productConditions(shop: ShopScope, q: Partial<ProductListQuery>): Promise<SQL | undefined> {
  const conditions: SQL[] = [];
  if (q.q) {
    const search = or(containsText(products.title, q.q), containsText(products.vendor, q.q), containsText(products.sku, q.q));
    if (search) conditions.push(search);
  }
  if (q.status) conditions.push(eq(products.status, q.status));
  if (q.collection) {
    const collection = await findCollectionMembership(shop, q.collection);
    conditions.push(collection ? membershipCondition(shop.unscoped, collection) : sql`false`);
  }
  if (q.stock === 'out') conditions.push(and(eq(products.trackQuantity, true), lte(products.stockTotal, 0))!);
  if (q.stock === 'low') {
    // The shop's own threshold from the inventory settings.
    const { lowStockThreshold } = await getSettings(shop);
    conditions.push(and(eq(products.trackQuantity, true), gt(products.stockTotal, 0), lte(products.stockTotal, lowStockThreshold))!);
  }
  if (q.stock === 'in') conditions.push(or(eq(products.trackQuantity, false), gt(products.stockTotal, 0))!);
  return and(...conditions);
}

function orderBy(sort: string): SQL[] {
  const descending = sort.startsWith('-');
  const dir = descending ? desc : asc;
  const key = sort.replace(/^-/, '');
  const column =
    key === 'title'
      ? sql`lower(${products.title})`
      : key === 'price'
        ? products.priceMin
        : key === 'stock'
          ? products.stockTotal
          : products.createdAt;
  return [dir(column), dir(products.id)];
}

/** One page of the shop's products with the total count. */
export async function listProducts(shop: ShopScope, q: ProductListQuery) {
  const where = await productConditions(shop, q);
  // Written out with table names: drizzle leaves columns unqualified in a one-table select, which would
  // make `product_id = id` compare the subquery's own columns.
  const firstImage = sql<ImageSizes | null>`(select pm.sizes from product_media pm where pm.product_id = "products"."id" order by pm.position limit 1)`;
  const variantCount = sql<number>`(select count(*)::int from variants v where v.product_id = "products"."id")`;
  const [rows, [total]] = await Promise.all([
    shop
      .select({
        id: products.id,
        title: products.title,
        handle: products.handle,
        status: products.status,
        vendor: products.vendor,
        productType: products.productType,
        priceMin: products.priceMin,
        priceMax: products.priceMax,
        stockTotal: products.stockTotal,
        trackQuantity: products.trackQuantity,
        variantCount,
        image: firstImage,
        createdAt: products.createdAt,
      })
      .from(products)
      .where(where)
      .orderBy(...orderBy(q.sort))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    shop.select({ n: count() }).from(products).where(where),
  ]);
  return { response: rows as ProductListItem[], count: total?.n ?? 0 };
}

/** Full products (options, variants, media, collections) by id, in the order of `ids`. */
export async function loadProducts(shop: ShopScope, ids: string[]): Promise<ProductDetail[]> {
  if (ids.length === 0) return [];
  const rows = await shop.select().from(products).where(inArray(products.id, ids));
  if (rows.length === 0) return [];
  const found = rows.map((r) => r.id);
  const [options, variantRows, media, links] = await Promise.all([
    shop.select().from(productOptions).where(inArray(productOptions.productId, found)).orderBy(asc(productOptions.position)),
    shop.select().from(variants).where(inArray(variants.productId, found)).orderBy(asc(variants.position)),
    shop.select().from(productMedia).where(inArray(productMedia.productId, found)).orderBy(asc(productMedia.position)),
    shop.select().from(collectionProducts).where(inArray(collectionProducts.productId, found)),
  ]);
  const byId = new Map(
    rows.map((r) => {
      const mine = media.filter((m) => m.productId === r.id);
      const detail: ProductDetail = {
        id: r.id,
        title: r.title,
        handle: r.handle,
        descriptionHtml: r.descriptionHtml,
        status: r.status as ProductDetail['status'],
        vendor: r.vendor,
        productType: r.productType,
        tags: r.tags,
        price: r.price,
        compareAtPrice: r.compareAtPrice,
        cost: r.cost,
        sku: r.sku,
        barcode: r.barcode,
        trackQuantity: r.trackQuantity,
        quantity: r.quantity,
        continueSelling: r.continueSelling,
        weightGrams: r.weightGrams,
        seoTitle: r.seoTitle,
        seoDescription: r.seoDescription,
        priceMin: r.priceMin,
        priceMax: r.priceMax,
        stockTotal: r.stockTotal,
        version: r.version,
        createdAt: r.createdAt,
        updatedAt: r.updatedAt,
        options: options.filter((o) => o.productId === r.id).map((o) => ({ name: o.name, values: o.values })),
        media: mine.map((m) => ({ id: m.id, fileId: m.fileId, sizes: m.sizes, alt: m.alt })),
        variants: variantRows
          .filter((v) => v.productId === r.id)
          .map((v) => {
            const index = v.mediaId ? mine.findIndex((m) => m.id === v.mediaId) : -1;
            return {
              id: v.id,
              title: v.title,
              option1: v.option1,
              option2: v.option2,
              option3: v.option3,
              price: v.price,
              compareAtPrice: v.compareAtPrice,
              sku: v.sku,
              barcode: v.barcode,
              quantity: v.quantity,
              mediaIndex: index >= 0 ? index : null,
            };
          }),
        collectionIds: links.filter((l) => l.productId === r.id).map((l) => l.collectionId),
      };
      return [r.id, detail];
    }),
  );
  return ids.map((id) => byId.get(id)).filter((p): p is ProductDetail => !!p);
}

/** One product of the shop, or 404 (a product of another shop is not found, never forbidden). */
export async function getProduct(shop: ShopScope, id: string): Promise<ProductDetail> {
  const [product] = await loadProducts(shop, [id]);
  if (!product) throw notFound('Product not found', 'PRODUCT_NOT_FOUND');
  return product;
}
