/** The collection data layer: list with product counts, load with rules and products, save, delete. */
import { recordRedirect } from '../seo/redirects.ts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { ShopScope } from '../../platform/shop-scope.ts';
import { sanitizeHtml } from '../../../../contract/sanitize.ts';
import { slugify } from '../../platform/db/queries.ts';
import { publicUrl } from '../../platform/storage/storage.ts';
import { collectionProducts, collectionRules, collections, files, products, type ImageSizes } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import type { CollectionData, CollectionDetail, CollectionListItem, CollectionProduct, Rule } from '../../../../contract/collection.ts';
import type { ListQuery } from '../../../../contract/list.ts';
import { containsText, membershipCondition } from './rules.ts';
import { nextVersion, staleVersion, versionIs } from '../../platform/versions.ts';

/** The answer shapes are the contract's (contract/collection.ts), so the dashboard parses exactly what this builds. */
export type { CollectionDetail, CollectionListItem, CollectionProduct };

/** The first image of a product row (table names written out: drizzle leaves one-table selects unqualified). */
const firstImage = sql<ImageSizes | null>`(select pm.sizes from product_media pm where pm.product_id = "products"."id" order by pm.position limit 1)`;

async function rulesOf(shop: ShopScope, collectionId: string): Promise<Rule[]> {
  const rows = await shop
    .select({ field: collectionRules.field, operator: collectionRules.operator, value: collectionRules.value })
    .from(collectionRules)
    .where(eq(collectionRules.collectionId, collectionId))
    .orderBy(asc(collectionRules.position));
  return rows as Rule[];
}

/** How many products of the shop a collection holds (manual links, or rule matches). */
export async function productCount(shop: ShopScope, c: { id: string; kind: string; match: string; rules: Rule[] }) {
  const [row] = await shop.select({ n: count() }).from(products).where(membershipCondition(shop.unscoped, c));
  return row?.n ?? 0;
}

export async function listCollections(shop: ShopScope, q: ListQuery & { sort: string; counts?: 'yes' | 'no' }) {
  const where = q.q ? containsText(collections.title, q.q) : undefined;
  const dir = q.sort.startsWith('-') ? desc : asc;
  const column = q.sort.replace(/^-/, '') === 'newest' ? collections.createdAt : sql`lower(${collections.title})`;
  const [rows, [total]] = await Promise.all([
    shop
      .select()
      .from(collections)
      .where(where)
      .orderBy(dir(column), dir(collections.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    shop.select({ n: count() }).from(collections).where(where),
  ]);
  const response: CollectionListItem[] = await Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      title: r.title,
      handle: r.handle,
      kind: r.kind,
      match: r.match,
      published: r.published,
      image: r.image,
      productCount:
        q.counts === 'no' ? -1 : await productCount(shop, { ...r, rules: r.kind === 'automatic' ? await rulesOf(shop, r.id) : [] }),
      createdAt: r.createdAt,
    })),
  );
  return { response, count: total?.n ?? 0 };
}

/** One collection of the shop with its rules and products, or 404. */
export async function getCollection(shop: ShopScope, id: string): Promise<CollectionDetail> {
  const [row] = await shop.select().from(collections).where(eq(collections.id, id)).limit(1);
  if (!row) throw notFound('Collection not found', 'COLLECTION_NOT_FOUND');
  const rules = await rulesOf(shop, row.id);
  const membership = { id: row.id, kind: row.kind, match: row.match, rules };
  const select = { id: products.id, title: products.title, status: products.status, image: firstImage };
  const list =
    row.kind === 'manual'
      ? await shop
          .select(select)
          .from(collectionProducts)
          .innerJoin(products, eq(products.id, collectionProducts.productId))
          .where(eq(collectionProducts.collectionId, row.id))
          .orderBy(asc(collectionProducts.position))
      : await shop
          .select(select)
          .from(products)
          .where(membershipCondition(shop.unscoped, membership))
          .orderBy(asc(sql`lower(${products.title})`), asc(products.id))
          .limit(50);
  return {
    id: row.id,
    title: row.title,
    handle: row.handle,
    descriptionHtml: row.descriptionHtml,
    image: row.image,
    imageFileId: row.imageFileId,
    imageAlt: row.imageAlt,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    published: row.published,
    kind: row.kind as CollectionData['kind'],
    match: row.match as CollectionData['match'],
    rules,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    productCount: row.kind === 'manual' ? list.length : await productCount(shop, membership),
    products: list as CollectionProduct[],
    productIds: row.kind === 'manual' ? list.map((p) => p.id) : [],
  };
}

async function resolveHandle(shop: ShopScope, wanted: string, title: string, exceptId?: string) {
  const taken = async (handle: string) => {
    const [r] = await shop.select({ id: collections.id }).from(collections).where(eq(collections.handle, handle)).limit(1);
    return !!r && r.id !== exceptId;
  };
  if (wanted) {
    if (await taken(wanted)) {
      throw conflict('That URL handle is already used by another collection', 'HANDLE_TAKEN', {
        handle: 'This URL handle is already used by another collection',
      });
    }
    return wanted;
  }
  const base = slugify(title).slice(0, 90) || 'collection';
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}

/**
 * An image that names a file of the library gets its sizes from the stored file (never from the client), as
 * product media do; a file of another shop, or a PDF, is a 400 on `image`.
 */
async function resolveImage(shop: ShopScope, data: CollectionData): Promise<ImageSizes | null> {
  if (!data.imageFileId) return data.image;
  const [file] = await shop.select({ kind: files.kind, keys: files.keys }).from(files).where(eq(files.id, data.imageFileId));
  if (!file || file.kind !== 'image')
    throw badRequest('The image is not in your files', 'VALIDATION_FAILED', { image: 'Choose an image from your files' });
  return Object.fromEntries(Object.entries(file.keys).map(([size, key]) => [size, publicUrl(key as string)])) as ImageSizes;
}

/**
 * Creates (no `id`) or updates a collection; manual product ids of other shops are ignored. Changing the handle of
 * a published collection records a redirect from its old storefront address.
 */
export async function saveCollection(shop: ShopScope, data: CollectionData, id?: string): Promise<string> {
  const before = id ? await getCollection(shop, id) : null;
  const image = await resolveImage(shop, data);
  const handle = await resolveHandle(shop, data.handle, data.title, id);
  const valid = data.productIds.length
    ? new Set((await shop.select({ id: products.id }).from(products).where(inArray(products.id, data.productIds))).map((r) => r.id))
    : new Set<string>();
  return shop.transaction(async (tx) => {
    const values = {
      title: data.title,
      handle,
      descriptionHtml: sanitizeHtml(data.descriptionHtml),
      image,
      imageFileId: data.imageFileId,
      imageAlt: data.imageAlt,
      seoTitle: data.seoTitle,
      seoDescription: data.seoDescription,
      published: data.published,
      kind: data.kind,
      match: data.match,
    };
    let collectionId: string;
    if (id) {
      const [updated] = await tx
        .update(collections)
        .set({ ...values, version: nextVersion(collections.version), updatedAt: new Date() })
        .where(and(eq(collections.id, id), versionIs(collections.version, data.version)))
        .returning({ id: collections.id });
      if (!updated) throw staleVersion('collection');
      // A published collection's old address keeps working after its handle changes (as pages and posts do).
      if (before && before.published && before.handle !== handle)
        await recordRedirect(tx, `/collections/${before.handle}`, `/collections/${handle}`);
      collectionId = id;
    } else {
      const [row] = await tx.insert(collections).values(values).returning({ id: collections.id });
      collectionId = row!.id;
    }
    await tx.delete(collectionRules).where(eq(collectionRules.collectionId, collectionId));
    await tx.delete(collectionProducts).where(eq(collectionProducts.collectionId, collectionId));
    if (data.kind === 'automatic' && data.rules.length) {
      await tx.insertChildren(
        collectionRules,
        data.rules.map((r, position) => ({ collectionId, position, ...r })),
      );
    }
    const ordered = data.productIds.filter((p) => valid.has(p));
    if (data.kind === 'manual' && ordered.length) {
      await tx.insertChildren(
        collectionProducts,
        ordered.map((productId, position) => ({ collectionId, productId, position })),
      );
    }
    return collectionId;
  });
}

export async function deleteCollection(shop: ShopScope, id: string) {
  const gone = await shop.delete(collections).where(eq(collections.id, id)).returning({ id: collections.id });
  if (gone.length === 0) throw notFound('Collection not found', 'COLLECTION_NOT_FOUND');
}

/**
 * The collections of the shop each of `productIds` belongs to: manual links and automated collections whose rules
 * the product matches today (the same membership the collection pages show). For the pricing engine: promo code
 * scopes, custom shipping plans and VAT overrides name collections of either kind.
 */
export async function collectionsOfProducts(db: Db, shopId: string, productIds: readonly string[]): Promise<Map<string, string[]>> {
  const shop = new ShopScope(db, shopId);
  const found = new Map<string, string[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return found;
  const ids = [...productIds];
  const [manual, automatic] = await Promise.all([
    shop
      .select({ productId: collectionProducts.productId, collectionId: collectionProducts.collectionId })
      .from(collectionProducts)
      .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
      .where(and(eq(collections.kind, 'manual'), inArray(collectionProducts.productId, ids))),
    shop
      .select({ id: collections.id, kind: collections.kind, match: collections.match })
      .from(collections)
      .where(eq(collections.kind, 'automatic')),
  ]);
  for (const m of manual) found.get(m.productId)?.push(m.collectionId);
  const matches = await Promise.all(
    automatic.map(async (c) => {
      const membership = { ...c, rules: await rulesOf(shop, c.id) };
      const rows = await shop
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), membershipCondition(db, membership)));
      return rows.map((r) => [r.id, c.id] as const);
    }),
  );
  for (const [productId, collectionId] of matches.flat()) found.get(productId)?.push(collectionId);
  return found;
}
