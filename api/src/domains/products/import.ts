/** CSV import: a dry run reports what would be created, updated or left alone; commit then saves it. */
import { inArray } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { products } from '../../db/schema/index.ts';
import { variantKey, type ImportPreviewItem, type ImportReport, type ProductData } from '../../../../contract/product.ts';
import { parseProductCsv } from './product-csv.ts';
import { saveProduct, toInput } from './product-changes.ts';
import { loadProducts, type ProductDetail } from './products.ts';

export type { ImportPreviewItem, ImportReport };

const imageUrls = (p: ProductDetail) =>
  p.media.map((m) => m.sizes.original ?? m.sizes.large ?? m.sizes.medium ?? m.sizes.small ?? m.sizes.thumbnail ?? '');

/** JSON with object keys sorted, so two equal values compare equal whatever their key order (jsonb reorders keys). */
export const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** What the CSV does not carry (collections, image sizes, variant images) comes from the stored product. */
function mergeWithExisting(data: ProductData, urls: string[], existing: ProductDetail): ProductData {
  const sameImages = JSON.stringify(urls) === JSON.stringify(imageUrls(existing));
  const oldVariants = new Map(existing.variants.map((v) => [variantKey([v.option1, v.option2, v.option3]), v]));
  return {
    ...data,
    media: sameImages ? existing.media.map(({ id: _id, ...m }) => m) : data.media,
    collectionIds: existing.collectionIds,
    variants: data.variants.map((v) => ({
      ...v,
      mediaIndex: sameImages ? (oldVariants.get(variantKey([v.option1, v.option2, v.option3]))?.mediaIndex ?? null) : null,
    })),
  };
}

/** Checks (dryRun) or applies a product CSV for the shop. Nothing is written when any row has an error. */
export async function importProducts(shop: ShopScope, csv: string, dryRun: boolean): Promise<ImportReport> {
  const { products: parsed, errors } = await parseProductCsv(csv);
  const handles = parsed.map((p) => p.handle);
  const idRows = handles.length
    ? await shop.select({ id: products.id, handle: products.handle }).from(products).where(inArray(products.handle, handles))
    : [];
  const existing = new Map(
    (
      await loadProducts(
        shop,
        idRows.map((r) => r.id),
      )
    ).map((p) => [p.handle, p]),
  );

  const items: ImportPreviewItem[] = [];
  const work: { data: ProductData; id?: string }[] = [];
  for (const p of parsed) {
    const old = existing.get(p.handle);
    if (!old) {
      items.push({ row: p.row, handle: p.handle, title: p.data.title, action: 'create' });
      work.push({ data: p.data });
      continue;
    }
    const data = mergeWithExisting(p.data, p.imageUrls, old);
    const same = stableJson(data) === stableJson(toInput(old));
    items.push({ row: p.row, handle: p.handle, title: p.data.title, action: same ? 'unchanged' : 'update' });
    if (!same) work.push({ data, id: old.id });
  }
  const report: ImportReport = {
    dryRun,
    created: items.filter((i) => i.action === 'create').length,
    updated: items.filter((i) => i.action === 'update').length,
    unchanged: items.filter((i) => i.action === 'unchanged').length,
    items,
    errors,
  };
  if (dryRun || errors.length) return { ...report, dryRun: true };
  // The file's Quantity columns set stock, as they always have (a form's update keeps it: products.ts).
  for (const { data, id } of work) await saveProduct(shop, data, id, { setStock: true });
  return report;
}
