/**
 * The product form without JavaScript: the page renders a ProductDraft (product-draft.ts: strings, as typed),
 * the form posts flat field names (`options.0.name`, `variants.2.price` …), and these helpers turn a post or a
 * stored product into a draft and a draft into the Store API input. Field names equal the schema's error paths,
 * so an error lands beside its field. The non-save buttons are in product-draft-edits.ts.
 */
import { normaliseNumber } from '../../contract/normalise.ts';
import { MAX_OPTIONS, type ImageSizes, type ProductDetail, type ProductInput } from '../../contract/product.ts';
import { parseTaka, takaText } from '../../contract/money.ts';
import { richTextFromForm } from '../../contract/rich-text-plain.ts';
import { splitList, usableOptions, type ProductDraft } from './product-draft.ts';

/** Anything that reads like FormData (FormData itself, URLSearchParams). */
type FormLike = { get(name: string): unknown; getAll(name: string): unknown[] };

const str = (form: FormLike, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** How many indexed rows (`prefix.N.…`) a post carries. */
function countRows(form: FormLike & { keys?: () => Iterable<string> }, prefix: string): number {
  let n = 0;
  const keys = typeof form.keys === 'function' ? [...form.keys()] : [];
  for (const key of keys) {
    const match = new RegExp(`^${prefix}\\.(\\d+)\\.`).exec(key);
    if (match) n = Math.max(n, Number(match[1]) + 1);
  }
  return n;
}

function parseSizes(text: string): ImageSizes {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(Object.entries(value).filter(([, v]) => typeof v === 'string')) as ImageSizes;
  } catch {
    return {};
  }
}

/** The draft a post carries: exactly what the seller typed. */
export function draftFromForm(form: FormLike & { keys(): Iterable<string> }): ProductDraft {
  const optionRows = Math.min(countRows(form, 'options'), MAX_OPTIONS);
  const options = Array.from({ length: optionRows }, (_, i) => ({
    name: str(form, `options.${i}.name`),
    values: str(form, `options.${i}.values`),
  }));
  const variants = Array.from({ length: countRows(form, 'variants') }, (_, i) => {
    const opt = (n: number) => str(form, `variants.${i}.option${n}`) || null;
    return {
      option1: opt(1),
      option2: opt(2),
      option3: opt(3),
      price: str(form, `variants.${i}.price`),
      compareAtPrice: str(form, `variants.${i}.compareAtPrice`),
      sku: str(form, `variants.${i}.sku`),
      barcode: str(form, `variants.${i}.barcode`),
      quantity: str(form, `variants.${i}.quantity`),
      mediaIndex: str(form, `variants.${i}.mediaIndex`),
    };
  });
  const media = Array.from({ length: countRows(form, 'media') }, (_, i) => ({
    fileId: str(form, `media.${i}.fileId`),
    sizes: parseSizes(str(form, `media.${i}.sizes`)),
    alt: str(form, `media.${i}.alt`),
  }));
  return {
    title: str(form, 'title'),
    handle: str(form, 'handle'),
    descriptionHtml: richTextFromForm(form, 'descriptionHtml'),
    status: str(form, 'status') || 'draft',
    vendor: str(form, 'vendor'),
    productType: str(form, 'productType'),
    tags: str(form, 'tags'),
    price: str(form, 'price'),
    compareAtPrice: str(form, 'compareAtPrice'),
    cost: str(form, 'cost'),
    sku: str(form, 'sku'),
    barcode: str(form, 'barcode'),
    trackQuantity: form.get('trackQuantity') !== null,
    quantity: str(form, 'quantity'),
    continueSelling: form.get('continueSelling') !== null,
    weightGrams: str(form, 'weightGrams'),
    seoTitle: str(form, 'seoTitle'),
    seoDescription: str(form, 'seoDescription'),
    options,
    variants,
    media,
    collectionIds: form.getAll('collectionIds').filter((v): v is string => typeof v === 'string' && v !== ''),
    version: str(form, 'version'),
  };
}

/** The draft of a stored product (money back in taka). */
export function draftFromProduct(p: ProductDetail): ProductDraft {
  return {
    title: p.title,
    handle: p.handle,
    descriptionHtml: p.descriptionHtml,
    status: p.status,
    vendor: p.vendor,
    productType: p.productType,
    tags: p.tags.join(', '),
    price: takaText(p.price),
    compareAtPrice: takaText(p.compareAtPrice),
    cost: takaText(p.cost),
    sku: p.sku,
    barcode: p.barcode,
    trackQuantity: p.trackQuantity,
    quantity: String(p.quantity),
    continueSelling: p.continueSelling,
    weightGrams: p.weightGrams === null ? '' : String(p.weightGrams),
    seoTitle: p.seoTitle,
    seoDescription: p.seoDescription,
    options: p.options.map((o) => ({ name: o.name, values: o.values.join(', ') })),
    variants: p.variants.map((v) => ({
      option1: v.option1,
      option2: v.option2,
      option3: v.option3,
      price: takaText(v.price),
      compareAtPrice: takaText(v.compareAtPrice),
      sku: v.sku,
      barcode: v.barcode,
      quantity: String(v.quantity),
      mediaIndex: v.mediaIndex === null ? '' : String(v.mediaIndex),
    })),
    media: p.media.map((m) => ({ fileId: m.fileId ?? '', sizes: m.sizes, alt: m.alt })),
    collectionIds: p.collectionIds,
    version: String(p.version),
  };
}

const money = (text: string) => parseTaka(text);
const whole = (text: string, fallback: number | null) => {
  const t = normaliseNumber(text);
  if (t === '') return fallback;
  return /^-?\d+$/.test(t) ? Number(t) : Number.NaN;
};

/** The Store API input of a draft. Unparseable numbers become NaN so the shared schema names the field. */
export function draftToInput(draft: ProductDraft): ProductInput {
  const options = usableOptions(draft);
  return {
    title: draft.title,
    handle: draft.handle.trim(),
    descriptionHtml: draft.descriptionHtml,
    status: draft.status as ProductInput['status'],
    vendor: draft.vendor,
    productType: draft.productType,
    tags: [...new Set(splitList(draft.tags))],
    price: money(draft.price) ?? 0,
    compareAtPrice: money(draft.compareAtPrice),
    cost: money(draft.cost),
    sku: draft.sku,
    barcode: draft.barcode,
    trackQuantity: draft.trackQuantity,
    quantity: whole(draft.quantity, 0) as number,
    continueSelling: draft.continueSelling,
    weightGrams: whole(draft.weightGrams, null),
    seoTitle: draft.seoTitle,
    seoDescription: draft.seoDescription,
    options,
    variants: options.length
      ? draft.variants.map((v) => ({
          option1: v.option1,
          option2: v.option2,
          option3: v.option3,
          price: money(v.price) ?? Number.NaN,
          compareAtPrice: money(v.compareAtPrice),
          sku: v.sku,
          barcode: v.barcode,
          quantity: whole(v.quantity, 0) as number,
          mediaIndex: v.mediaIndex === '' ? null : Number(v.mediaIndex),
        }))
      : [],
    media: draft.media.map((m) => ({ fileId: m.fileId || null, sizes: m.sizes, alt: m.alt })),
    collectionIds: draft.collectionIds,
    ...(/^\d+$/.test(draft.version) ? { version: Number(draft.version) } : {}),
  };
}

/** A schema error path as the form's field name (`options.0.values.2` → `options.0.values`, `tags.3` → `tags`). */
export function fieldName(path: (string | number | symbol)[]): string {
  const parts = path.map(String);
  if (parts[0] === 'tags') return 'tags';
  if (parts[0] === 'options' && parts[2] === 'values') return parts.slice(0, 3).join('.');
  if (parts[0] === 'media' && parts.length > 2) return parts.slice(0, 2).join('.');
  return parts.join('.') || 'form';
}

/**
 * A typed draft shown again on the edit page with the stock as stored now: the edit form shows quantities but
 * does not send them (they change through inventory adjustments), so a re-rendered form takes them from the product.
 */
export function withStoredStock(draft: ProductDraft, product: ProductDetail): ProductDraft {
  const key = (v: { option1: string | null; option2: string | null; option3: string | null }) =>
    [v.option1, v.option2, v.option3].join('\u0001');
  const stored = new Map(product.variants.map((v) => [key(v), String(v.quantity)]));
  return {
    ...draft,
    quantity: String(product.quantity),
    variants: draft.variants.map((v) => ({ ...v, quantity: stored.get(key(v)) ?? '0' })),
  };
}
