/**
 * The product form's draft: what the seller typed, as strings, so a failed save re-renders exactly that.
 * product-form.ts turns posts and stored products into drafts and drafts into Store API input;
 * product-draft-edits.ts applies the form's non-save buttons.
 */
import type { ImageSizes } from '../../contract/product.ts';

export type VariantDraft = {
  option1: string | null;
  option2: string | null;
  option3: string | null;
  price: string;
  compareAtPrice: string;
  sku: string;
  barcode: string;
  quantity: string;
  mediaIndex: string;
};
export type MediaDraft = { fileId: string; sizes: ImageSizes; alt: string };
export type OptionDraft = { name: string; values: string };

export type ProductDraft = {
  title: string;
  handle: string;
  descriptionHtml: string;
  status: string;
  vendor: string;
  productType: string;
  tags: string;
  price: string;
  compareAtPrice: string;
  cost: string;
  sku: string;
  barcode: string;
  trackQuantity: boolean;
  quantity: string;
  continueSelling: boolean;
  weightGrams: string;
  seoTitle: string;
  seoDescription: string;
  options: OptionDraft[];
  variants: VariantDraft[];
  media: MediaDraft[];
  collectionIds: string[];
  /** The version the form was loaded at ('' for a new product); sent back so a stale save is refused. */
  version: string;
};

/** Comma-separated text → trimmed, non-empty parts. */
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

export function emptyDraft(): ProductDraft {
  return {
    title: '',
    handle: '',
    descriptionHtml: '',
    status: 'draft',
    vendor: '',
    productType: '',
    tags: '',
    price: '',
    compareAtPrice: '',
    cost: '',
    sku: '',
    barcode: '',
    trackQuantity: true,
    quantity: '0',
    continueSelling: false,
    weightGrams: '',
    seoTitle: '',
    seoDescription: '',
    options: [],
    variants: [],
    media: [],
    collectionIds: [],
    version: '',
  };
}

/** The options that have a name and at least one value, values trimmed and deduplicated. */
export const usableOptions = (draft: ProductDraft) =>
  draft.options.map((o) => ({ name: o.name.trim(), values: [...new Set(splitList(o.values))] })).filter((o) => o.name && o.values.length);
