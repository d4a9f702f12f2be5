/**
 * The collection form without JavaScript, like product-form.ts: the page renders a CollectionDraft, buttons
 * (add a rule, add / move / remove a product) post the form and come back with the changed draft.
 * Price rules are typed in taka and stored in poisha.
 */
import { parseTaka, takaText } from '../../contract/money.ts';
import { richTextFromForm } from '../../contract/rich-text-plain.ts';
import type { CollectionDetail, CollectionInput } from '../../contract/collection.ts';
import type { ImageSizes } from '../../contract/product.ts';

export type RuleDraft = { field: string; operator: string; value: string };
export type ProductRef = { id: string; title: string };

export type CollectionDraft = {
  title: string;
  handle: string;
  descriptionHtml: string;
  image: ImageSizes | null;
  /** The library file of the image ('' for none): the Store API takes the sizes from it. */
  imageFileId: string;
  imageAlt: string;
  seoTitle: string;
  seoDescription: string;
  published: boolean;
  kind: 'manual' | 'automatic';
  match: 'all' | 'any';
  rules: RuleDraft[];
  products: ProductRef[];
  search: string;
  /** The version the form was loaded at ('' for a new collection); sent back so a stale save is refused. */
  version: string;
};

type FormLike = { get(name: string): unknown; keys(): Iterable<string> };
const str = (form: FormLike, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const rowCount = (form: FormLike, prefix: string) => {
  let n = 0;
  for (const key of form.keys()) {
    const match = new RegExp(`^${prefix}\\.(\\d+)\\.`).exec(key);
    if (match) n = Math.max(n, Number(match[1]) + 1);
  }
  return n;
};

export function emptyCollectionDraft(): CollectionDraft {
  return {
    title: '',
    handle: '',
    descriptionHtml: '',
    image: null,
    imageFileId: '',
    imageAlt: '',
    seoTitle: '',
    seoDescription: '',
    published: true,
    kind: 'manual',
    match: 'all',
    rules: [{ field: 'tag', operator: 'equals', value: '' }],
    products: [],
    search: '',
    version: '',
  };
}

export function collectionDraftFromForm(form: FormLike): CollectionDraft {
  let image: ImageSizes | null = null;
  try {
    const parsed: unknown = JSON.parse(str(form, 'image') || 'null');
    if (parsed && typeof parsed === 'object') image = parsed as ImageSizes;
  } catch {
    image = null;
  }
  return {
    title: str(form, 'title'),
    handle: str(form, 'handle'),
    descriptionHtml: richTextFromForm(form, 'descriptionHtml'),
    image,
    imageFileId: image ? str(form, 'imageFileId') : '',
    imageAlt: str(form, 'imageAlt'),
    seoTitle: str(form, 'seoTitle'),
    seoDescription: str(form, 'seoDescription'),
    published: form.get('published') !== null,
    kind: str(form, 'kind') === 'automatic' ? 'automatic' : 'manual',
    match: str(form, 'match') === 'any' ? 'any' : 'all',
    rules: Array.from({ length: rowCount(form, 'rules') }, (_, i) => ({
      field: str(form, `rules.${i}.field`),
      operator: str(form, `rules.${i}.operator`),
      value: str(form, `rules.${i}.value`),
    })),
    products: Array.from({ length: rowCount(form, 'products') }, (_, i) => ({
      id: str(form, `products.${i}.id`),
      title: str(form, `products.${i}.title`),
    })).filter((p) => p.id),
    search: str(form, 'search'),
    version: str(form, 'version'),
  };
}

export function collectionDraftFromDetail(c: CollectionDetail): CollectionDraft {
  return {
    title: c.title,
    handle: c.handle,
    descriptionHtml: c.descriptionHtml,
    image: c.image,
    imageFileId: c.imageFileId ?? '',
    imageAlt: c.imageAlt,
    seoTitle: c.seoTitle,
    seoDescription: c.seoDescription,
    published: c.published,
    kind: c.kind,
    match: c.match,
    rules: c.rules.length
      ? c.rules.map((r) => ({ ...r, value: r.field === 'price' ? takaText(Number(r.value)) : r.value }))
      : [{ field: 'tag', operator: 'equals', value: '' }],
    products: c.kind === 'manual' ? c.products.map((p) => ({ id: p.id, title: p.title })) : [],
    search: '',
    version: String(c.version),
  };
}

/** Applies a button other than Save: add-rule, remove-rule:i, add:<id>|<title>, up:i, down:i, remove:i, remove-image. */
export function applyCollectionIntent(draft: CollectionDraft, intent: string): CollectionDraft {
  const [verb, ...rest] = intent.split(':');
  const arg = rest.join(':');
  const index = Number(arg);
  const products = [...draft.products];
  switch (verb) {
    case 'add-rule':
      return { ...draft, kind: 'automatic', rules: [...draft.rules, { field: 'tag', operator: 'equals', value: '' }] };
    case 'remove-rule':
      return { ...draft, rules: draft.rules.filter((_, i) => i !== index) };
    case 'add': {
      const [id, ...title] = arg.split('|');
      if (!id || products.some((p) => p.id === id)) return draft;
      return { ...draft, products: [...products, { id, title: title.join('|') }] };
    }
    case 'up':
    case 'down': {
      const to = verb === 'up' ? index - 1 : index + 1;
      if (index < 0 || to < 0 || index >= products.length || to >= products.length) return draft;
      [products[index], products[to]] = [products[to]!, products[index]!];
      return { ...draft, products };
    }
    case 'remove':
      return { ...draft, products: products.filter((_, i) => i !== index) };
    case 'remove-image':
      return { ...draft, image: null, imageFileId: '', imageAlt: '' };
    default:
      return draft;
  }
}

/** The Store API input of a draft; empty rule rows are dropped, price rules go to poisha. */
export function collectionDraftToInput(draft: CollectionDraft): CollectionInput {
  const rules = draft.rules
    .filter((r) => r.value.trim() !== '')
    .map((r) => {
      if (r.field !== 'price') return { field: r.field, operator: r.operator, value: r.value };
      const poisha = parseTaka(r.value);
      return { field: r.field, operator: r.operator, value: poisha === null || Number.isNaN(poisha) ? r.value : String(poisha) };
    }) as CollectionInput['rules'];
  return {
    title: draft.title,
    handle: draft.handle.trim(),
    descriptionHtml: draft.descriptionHtml,
    image: draft.image,
    imageFileId: draft.image && draft.imageFileId ? draft.imageFileId : null,
    imageAlt: draft.imageAlt,
    seoTitle: draft.seoTitle,
    seoDescription: draft.seoDescription,
    published: draft.published,
    kind: draft.kind,
    match: draft.match,
    rules: draft.kind === 'automatic' ? rules : [],
    productIds: draft.kind === 'manual' ? draft.products.map((p) => p.id) : [],
    ...(/^\d+$/.test(draft.version) ? { version: Number(draft.version) } : {}),
  };
}
