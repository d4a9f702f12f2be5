/**
 * Inventory data layer: the shop's defaults, the stock table (every variant, plus each product without
 * variants as one row), and adjustments that change a quantity inside one transaction.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { inventoryAdjustments, inventorySettings, products, sellers, variants } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import type { Adjustment, AdjustmentReason, InventorySettings, StockItem, StockQuery } from '../../../../contract/inventory.ts';
import { containsPattern } from '../../../../contract/like.ts';

export const DEFAULT_SETTINGS: InventorySettings = { trackInventory: true, lowStockThreshold: 5, allowOverselling: false };

/** The shop's defaults (the column defaults until the shop saves its own). */
export async function getSettings(shop: ShopScope): Promise<InventorySettings> {
  const [row] = await shop.select().from(inventorySettings).limit(1);
  if (!row) return { ...DEFAULT_SETTINGS };
  return { trackInventory: row.trackInventory, lowStockThreshold: row.lowStockThreshold, allowOverselling: row.allowOverselling };
}

export async function saveSettings(shop: ShopScope, settings: InventorySettings): Promise<InventorySettings> {
  await shop
    .insert(inventorySettings)
    .values(settings)
    .onConflictDoUpdate({ target: inventorySettings.shopId, set: { ...settings, updatedAt: new Date() } });
  return settings;
}

/** Rows of the stock table as one SQL relation (variants ∪ products without variants). */
const stockRows = (shopId: string) => sql`(
  select p.id as product_id, v.id as variant_id, p.title as product_title, v.title as variant_title,
         v.sku as sku, v.quantity as quantity, p.track_quantity as track_quantity, v.position as position
  from ${variants} v join ${products} p on p.id = v.product_id
  where v.shop_id = ${shopId}
  union all
  select p.id, null, p.title, null, p.sku, p.quantity, p.track_quantity, 0
  from ${products} p
  where p.shop_id = ${shopId} and not exists (select 1 from ${variants} v2 where v2.product_id = p.id)
) as stock`;

const ORDER: Record<StockQuery['sort'], SQL> = {
  title: sql`lower(product_title) asc, position asc, variant_id asc nulls first`,
  '-title': sql`lower(product_title) desc, position desc, variant_id desc nulls last`,
  quantity: sql`quantity asc, lower(product_title) asc, position asc`,
  '-quantity': sql`quantity desc, lower(product_title) asc, position asc`,
};

type StockRow = {
  product_id: string;
  variant_id: string | null;
  product_title: string;
  variant_title: string | null;
  sku: string;
  quantity: number;
  track_quantity: boolean;
};

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

export function stockLevel(quantity: number, tracked: boolean, threshold: number): StockItem['level'] {
  if (!tracked) return 'untracked';
  if (quantity <= 0) return 'out';
  return quantity <= threshold ? 'low' : 'ok';
}

/** One page of the stock table with the total, filtered and sorted in SQL. */
export async function listStock(shop: ShopScope, query: StockQuery): Promise<{ response: StockItem[]; count: number }> {
  const { lowStockThreshold } = await getSettings(shop);
  const { unscoped: db, shopId } = shop; // one raw union query: stockRows names the shop in both halves
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(sql`(product_title ilike ${like} or coalesce(variant_title, '') ilike ${like} or sku ilike ${like})`);
  }
  if (query.stock === 'low') conditions.push(sql`track_quantity and quantity > 0 and quantity <= ${lowStockThreshold}`);
  if (query.stock === 'out') conditions.push(sql`track_quantity and quantity <= 0`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const offset = (query.page - 1) * query.limit;
  const [page, total] = await Promise.all([
    db.execute(sql`select * from ${stockRows(shopId)} ${where} order by ${ORDER[query.sort]} limit ${query.limit} offset ${offset}`),
    db.execute(sql`select count(*)::int as n from ${stockRows(shopId)} ${where}`),
  ]);
  const response = rowsOf<StockRow>(page).map((row) => ({
    productId: row.product_id,
    variantId: row.variant_id,
    productTitle: row.product_title,
    variantTitle: row.variant_title,
    sku: row.sku,
    quantity: Number(row.quantity),
    trackQuantity: row.track_quantity,
    level: stockLevel(Number(row.quantity), row.track_quantity, lowStockThreshold),
  }));
  return { response, count: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0) };
}

export type AdjustInput = {
  productId: string;
  variantId?: string | null | undefined;
  change: number;
  reason: AdjustmentReason;
  note?: string;
  createdBy: string | null;
};

/**
 * Changes one item's quantity and records it, in one transaction with the row locked. Below zero only when the
 * shop allows overselling or the product keeps selling when out of stock; else 409 with a field error.
 * The product's derived stock_total follows.
 */
export async function adjustStock(shop: ShopScope, input: AdjustInput) {
  const { allowOverselling } = await getSettings(shop);
  return shop.transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, input.productId)).for('update').limit(1);
    if (!product) throw notFound('Product not found');
    const [variant] = input.variantId
      ? await tx
          .select()
          .from(variants)
          .where(and(eq(variants.id, input.variantId), eq(variants.productId, product.id)))
          .for('update')
          .limit(1)
      : [];
    if (input.variantId && !variant) throw notFound('Variant not found');
    if (!variant) {
      const [anyVariant] = await tx.select({ id: variants.id }).from(variants).where(eq(variants.productId, product.id)).limit(1);
      if (anyVariant) throw notFound('Choose one of the product’s variants');
    }

    const before = variant ? variant.quantity : product.quantity;
    const after = before + input.change;
    if (after < 0 && !allowOverselling && !product.continueSelling) {
      const most = Math.max(0, before);
      throw conflict(`Only ${before} in stock: you can remove at most ${most}.`, 'INSUFFICIENT_STOCK', {
        change: `Stock cannot go below zero (${before} in stock).`,
      });
    }
    if (variant) await tx.update(variants).set({ quantity: after }).where(eq(variants.id, variant.id));
    else await tx.update(products).set({ quantity: after }).where(eq(products.id, product.id));
    await tx
      .update(products)
      .set({
        stockTotal: sql`case when exists (select 1 from ${variants} where ${variants.productId} = ${product.id})
          then (select coalesce(sum(${variants.quantity}), 0) from ${variants} where ${variants.productId} = ${product.id})
          else ${products.quantity} end`,
        updatedAt: new Date(),
      })
      .where(eq(products.id, product.id));
    const [row] = await tx
      .insert(inventoryAdjustments)
      .values({
        productId: product.id,
        variantId: variant?.id ?? null,
        itemTitle: variant ? `${product.title} — ${variant.title}` : product.title,
        sku: variant ? variant.sku : product.sku,
        change: input.change,
        reason: input.reason,
        note: input.note ?? '',
        quantityBefore: before,
        quantityAfter: after,
        createdBy: input.createdBy,
      })
      .returning();
    return row!;
  });
}

type AdjustmentRow = typeof inventoryAdjustments.$inferSelect;

export const toAdjustment = (row: AdjustmentRow, createdBy: string | null): Adjustment => ({
  id: row.id,
  productId: row.productId,
  variantId: row.variantId,
  itemTitle: row.itemTitle,
  sku: row.sku,
  change: row.change,
  reason: row.reason as AdjustmentReason,
  note: row.note,
  quantityBefore: row.quantityBefore,
  quantityAfter: row.quantityAfter,
  createdAt: row.createdAt.toISOString(),
  createdBy,
});

/** The adjustment history, newest first, optionally for one product or variant. */
export async function listAdjustments(
  shop: ShopScope,
  query: { page: number; limit: number; productId?: string | undefined; variantId?: string | undefined },
) {
  const conditions: SQL[] = [];
  if (query.productId) conditions.push(eq(inventoryAdjustments.productId, query.productId));
  if (query.variantId) conditions.push(eq(inventoryAdjustments.variantId, query.variantId));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    shop
      .select({ adjustment: inventoryAdjustments, by: sellers.name })
      .from(inventoryAdjustments)
      .leftJoin(sellers, eq(sellers.id, inventoryAdjustments.createdBy))
      .where(where)
      .orderBy(desc(inventoryAdjustments.createdAt), desc(inventoryAdjustments.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    shop.select({ n: count() }).from(inventoryAdjustments).where(where),
  ]);
  return { response: rows.map((row) => toAdjustment(row.adjustment, row.by)), count: total?.n ?? 0 };
}
