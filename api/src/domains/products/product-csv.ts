/**
 * Products ↔ CSV rows: one row per variant (one row for a product without variants), the product's
 * own fields repeated on each row. Money is written in taka with two decimals. Import groups rows by
 * Handle and validates each product with ProductInputSchema, naming the row and column of each error.
 */
import { ProductInputSchema, type ProductData, type RowError } from '../../../../contract/product.ts';
import type { ProductDetail } from './products.ts';
import { CsvSyntaxError, readCsv, type CsvCell } from '../../../../contract/csv.ts';
import { parseTaka, takaText } from '../../../../contract/money.ts';
import { normaliseNumber } from '../../../../contract/normalise.ts';
import { importRowError, type ImportRowReason } from '../../../../contract/import-errors.ts';

export const CSV_COLUMNS = [
  'Handle',
  'Title',
  'Status',
  'Vendor',
  'Type',
  'Tags',
  'Description',
  'Price',
  'Compare-at price',
  'Cost',
  'SKU',
  'Barcode',
  'Track quantity',
  'Quantity',
  'Continue selling',
  'Weight (g)',
  'SEO title',
  'SEO description',
  'Option1 name',
  'Option1 value',
  'Option2 name',
  'Option2 value',
  'Option3 name',
  'Option3 value',
  'Variant price',
  'Variant compare-at price',
  'Variant SKU',
  'Variant barcode',
  'Variant quantity',
  'Image URLs',
] as const;
type Column = (typeof CSV_COLUMNS)[number];

const yes = (b: boolean) => (b ? 'yes' : 'no');
const imageUrl = (sizes: Record<string, string | undefined>) =>
  sizes.original ?? sizes.large ?? sizes.medium ?? sizes.small ?? sizes.thumbnail ?? '';

/** The CSV rows (after the header, CSV_COLUMNS) of the given products. */
export function productsToRows(list: ProductDetail[]): CsvCell[][] {
  const rows: CsvCell[][] = [];
  for (const p of list) {
    const base: Record<Column, CsvCell> = {
      Handle: p.handle,
      Title: p.title,
      Status: p.status,
      Vendor: p.vendor,
      Type: p.productType,
      Tags: p.tags.join(', '),
      Description: p.descriptionHtml,
      Price: takaText(p.price),
      'Compare-at price': takaText(p.compareAtPrice),
      Cost: takaText(p.cost),
      SKU: p.sku,
      Barcode: p.barcode,
      'Track quantity': yes(p.trackQuantity),
      Quantity: p.quantity,
      'Continue selling': yes(p.continueSelling),
      'Weight (g)': p.weightGrams,
      'SEO title': p.seoTitle,
      'SEO description': p.seoDescription,
      'Option1 name': p.options[0]?.name ?? '',
      'Option1 value': '',
      'Option2 name': p.options[1]?.name ?? '',
      'Option2 value': '',
      'Option3 name': p.options[2]?.name ?? '',
      'Option3 value': '',
      'Variant price': '',
      'Variant compare-at price': '',
      'Variant SKU': '',
      'Variant barcode': '',
      'Variant quantity': '',
      'Image URLs': p.media.map((m) => imageUrl(m.sizes)).join(' '),
    };
    if (p.variants.length === 0) rows.push(CSV_COLUMNS.map((c) => base[c]));
    for (const v of p.variants) {
      const row: Record<Column, CsvCell> = {
        ...base,
        'Option1 value': v.option1 ?? '',
        'Option2 value': v.option2 ?? '',
        'Option3 value': v.option3 ?? '',
        'Variant price': takaText(v.price),
        'Variant compare-at price': takaText(v.compareAtPrice),
        'Variant SKU': v.sku,
        'Variant barcode': v.barcode,
        'Variant quantity': v.quantity,
      };
      rows.push(CSV_COLUMNS.map((c) => row[c]));
    }
  }
  return rows;
}

export type { RowError };

export type ParsedProduct = { handle: string; row: number; data: ProductData; imageUrls: string[] };

/** Where a schema path lands in the CSV: a product field on its first row, a variant field on the variant's row. */
function locate(path: string, rows: number[]): { row: number; column: string } {
  const parts = path.split('.');
  const productColumns: Record<string, Column> = {
    title: 'Title',
    handle: 'Handle',
    status: 'Status',
    vendor: 'Vendor',
    productType: 'Type',
    tags: 'Tags',
    descriptionHtml: 'Description',
    price: 'Price',
    compareAtPrice: 'Compare-at price',
    cost: 'Cost',
    sku: 'SKU',
    barcode: 'Barcode',
    trackQuantity: 'Track quantity',
    quantity: 'Quantity',
    continueSelling: 'Continue selling',
    weightGrams: 'Weight (g)',
    seoTitle: 'SEO title',
    seoDescription: 'SEO description',
    media: 'Image URLs',
  };
  if (parts[0] === 'variants' && parts[1] !== undefined) {
    const i = Number(parts[1]);
    const variantColumns: Record<string, Column> = {
      price: 'Variant price',
      compareAtPrice: 'Variant compare-at price',
      sku: 'Variant SKU',
      barcode: 'Variant barcode',
      quantity: 'Variant quantity',
      option1: 'Option1 value',
      option2: 'Option2 value',
      option3: 'Option3 value',
    };
    return { row: rows[i] ?? rows[0]!, column: variantColumns[parts[2] ?? ''] ?? 'Option1 value' };
  }
  if (parts[0] === 'options') return { row: rows[0]!, column: `Option${Number(parts[1] ?? 0) + 1} name` };
  return { row: rows[0]!, column: productColumns[parts[0] ?? ''] ?? 'Title' };
}

const bool = (text: string, fallback: boolean) => {
  const t = text.trim().toLowerCase();
  if (['yes', 'true', '1', 'y'].includes(t)) return true;
  if (['no', 'false', '0', 'n'].includes(t)) return false;
  return t === '' ? fallback : (text as unknown as boolean);
};

/** A whole number in Bangla or Latin digits, with or without (lakh) commas: "১,০০০", "1,000" (issue 23). */
const int = (text: string, fallback: number | null) => {
  const t = normaliseNumber(text);
  if (t === '') return fallback;
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
};

type Group = { line: number; cells: (c: Column) => string }[];

/** A row error with its reason as data beside the English (contract/import-errors.ts). */
const rowError = (reason: ImportRowReason & { params: { column: string } }): RowError => ({
  row: reason.params.row,
  column: reason.params.column,
  ...importRowError(reason),
});

/** The file's rows grouped by Handle (read through csv-parse, yielding to other requests), or the errors that stop it. */
async function groupRows(text: string): Promise<{ groups: Map<string, Group>; errors: RowError[] }> {
  const groups = new Map<string, Group>();
  const errors: RowError[] = [];
  let index: Map<string, number> | undefined;
  let line = 1;
  try {
    for await (const cells of readCsv(text)) {
      if (!index) {
        index = new Map(cells.map((h, i) => [h.trim().toLowerCase(), i]));
        for (const required of ['Handle', 'Title'] as const) {
          if (!index.has(required.toLowerCase())) errors.push(rowError({ kind: 'missing_column', params: { row: 1, column: required } }));
        }
        if (errors.length) return { groups, errors };
        continue;
      }
      line += 1;
      const at = index;
      const cell = (c: Column) => {
        const i = at.get(c.toLowerCase());
        return i === undefined ? '' : (cells[i] ?? '');
      };
      const handle = cell('Handle').trim().toLowerCase();
      if (!handle) {
        errors.push(rowError({ kind: 'required', params: { row: line, column: 'Handle' } }));
        continue;
      }
      const group = groups.get(handle) ?? [];
      group.push({ line, cells: cell });
      groups.set(handle, group);
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    const reason = { kind: 'not_csv', params: { row: error.line, column: 'Handle', problem: error.problem } } as const;
    return { groups, errors: [rowError(reason)] };
  }
  if (!index) errors.push(rowError({ kind: 'empty_file', params: { row: 1, column: 'Handle' } }));
  return { groups, errors };
}

/** A turn of the event loop every this many products, so validating a large file does not hold up other requests. */
const PRODUCTS_PER_TURN = 50;

/** Parses and validates a product CSV. Rows of one Handle form one product. */
export async function parseProductCsv(text: string): Promise<{ products: ParsedProduct[]; errors: RowError[] }> {
  const { groups, errors } = await groupRows(text);
  if (errors.length && groups.size === 0) return { products: [], errors };

  const parsed: ParsedProduct[] = [];
  let done = 0;
  for (const [handle, group] of groups) {
    if (++done % PRODUCTS_PER_TURN === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const first = group[0]!.cells;
    const optionNames = ['Option1 name', 'Option2 name', 'Option3 name'] as const;
    const valueColumns = ['Option1 value', 'Option2 value', 'Option3 value'] as const;
    const options = optionNames
      .map((col, o) => ({
        name: first(col).trim(),
        values: [...new Set(group.map((g) => g.cells(valueColumns[o]!).trim()).filter(Boolean))],
      }))
      .filter((o) => o.name);
    const variantRows = options.length ? group : [];
    const imageUrls = first('Image URLs').split(/\s+/).filter(Boolean);
    const input = {
      title: first('Title'),
      handle,
      descriptionHtml: first('Description'),
      status: first('Status').trim().toLowerCase() || 'draft',
      vendor: first('Vendor'),
      productType: first('Type'),
      tags: first('Tags')
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
      price: parseTaka(first('Price')) ?? 0,
      compareAtPrice: parseTaka(first('Compare-at price')),
      cost: parseTaka(first('Cost')),
      sku: first('SKU'),
      barcode: first('Barcode'),
      trackQuantity: bool(first('Track quantity'), true),
      quantity: int(first('Quantity'), 0),
      continueSelling: bool(first('Continue selling'), false),
      weightGrams: int(first('Weight (g)'), null),
      seoTitle: first('SEO title'),
      seoDescription: first('SEO description'),
      options,
      variants: variantRows.map((g) => ({
        option1: options[0] ? g.cells('Option1 value').trim() || null : null,
        option2: options[1] ? g.cells('Option2 value').trim() || null : null,
        option3: options[2] ? g.cells('Option3 value').trim() || null : null,
        price: parseTaka(g.cells('Variant price')) ?? parseTaka(first('Price')) ?? 0,
        compareAtPrice: parseTaka(g.cells('Variant compare-at price')),
        sku: g.cells('Variant SKU'),
        barcode: g.cells('Variant barcode'),
        quantity: int(g.cells('Variant quantity'), 0),
      })),
      media: imageUrls.map((url) => ({ sizes: { original: url } })),
    };
    const result = ProductInputSchema.safeParse(input);
    if (!result.success) {
      const seen = new Set<string>();
      for (const issue of result.error.issues) {
        const path = issue.path.map(String).join('.');
        const where = locate(
          path,
          group.map((g) => g.line),
        );
        const key = `${where.row}:${where.column}`;
        if (seen.has(key)) continue;
        seen.add(key);
        // A yes/no column's odd word names itself; any other issue is the contract's field message.
        const yesNo = (path === 'trackQuantity' || path === 'continueSelling') && typeof input[path] === 'string';
        errors.push(
          rowError(
            yesNo
              ? { kind: 'yes_no', params: { ...where, value: String(input[path]) } }
              : { kind: 'field', params: { ...where, messages: [issue.message] } },
          ),
        );
      }
      continue;
    }
    parsed.push({ handle, row: group[0]!.line, data: result.data, imageUrls });
  }
  errors.sort((a, b) => a.row - b.row);
  return { products: parsed, errors };
}
