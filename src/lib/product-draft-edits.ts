/**
 * The product form's buttons that change the draft without saving it (generate variants, move or remove an
 * image): each takes a draft and answers the next one, so the page re-renders without JavaScript.
 */
import { mergeMatrix } from '../../contract/variants.ts';
import { usableOptions, type ProductDraft } from './product-draft.ts';

/**
 * Rebuilds the variant matrix from the options, keeping what was typed for combinations that remain. A new
 * variant takes the price, compare-at price and quantity typed for the product above (issue 25: a first
 * product went live out of stock when its variants started at 0).
 */
export function generateVariants(draft: ProductDraft): ProductDraft {
  const options = usableOptions(draft);
  const defaults = {
    price: draft.price,
    compareAtPrice: draft.compareAtPrice,
    sku: '',
    barcode: '',
    quantity: draft.quantity.trim() || '0',
    mediaIndex: '',
  };
  return { ...draft, variants: mergeMatrix(options, draft.variants, defaults) };
}

/** Moves image `from` one place up or down; variant image choices follow their image. */
export function moveMedia(draft: ProductDraft, from: number, by: -1 | 1): ProductDraft {
  const to = from + by;
  if (from < 0 || to < 0 || from >= draft.media.length || to >= draft.media.length) return draft;
  const media = [...draft.media];
  [media[from], media[to]] = [media[to]!, media[from]!];
  const remap = (i: string) => (i === String(from) ? String(to) : i === String(to) ? String(from) : i);
  return { ...draft, media, variants: draft.variants.map((v) => ({ ...v, mediaIndex: remap(v.mediaIndex) })) };
}

/** Removes image `index`; variants showing it lose their image, later ones shift. */
export function removeMedia(draft: ProductDraft, index: number): ProductDraft {
  if (index < 0 || index >= draft.media.length) return draft;
  const remap = (i: string) => {
    if (i === '') return '';
    const n = Number(i);
    return n === index ? '' : n > index ? String(n - 1) : i;
  };
  return {
    ...draft,
    media: draft.media.filter((_, i) => i !== index),
    variants: draft.variants.map((v) => ({ ...v, mediaIndex: remap(v.mediaIndex) })),
  };
}

/** Applies a non-save button (`generate`, `media-up:2`, `media-down:0`, `media-remove:1`) to the draft. */
export function applyIntent(draft: ProductDraft, intent: string): ProductDraft {
  if (intent === 'generate') return generateVariants(draft);
  const [verb, at] = intent.split(':');
  const index = Number(at);
  if (verb === 'media-up') return moveMedia(draft, index, -1);
  if (verb === 'media-down') return moveMedia(draft, index, 1);
  if (verb === 'media-remove') return removeMedia(draft, index);
  return draft;
}
