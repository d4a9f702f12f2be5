import { describe, expect, it } from 'vitest';
import { ProductInputSchema } from '../../contract/product.ts';
import { applyIntent, generateVariants, moveMedia, removeMedia } from './product-draft-edits.ts';
import { emptyDraft } from './product-draft.ts';
import { draftFromForm, draftToInput, fieldName } from './product-form.ts';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe('draftFromForm', () => {
  it('reads the description typed without JavaScript as paragraphs, and unchanged text as the stored HTML', () => {
    const stored = '<p><strong>Care</strong></p>';
    const post = (text: string) =>
      draftFromForm(
        form([
          ['descriptionHtml', text],
          ['descriptionHtml.format', 'text'],
          ['descriptionHtml.original', stored],
        ]),
      ).descriptionHtml;
    expect(post('Care')).toBe(stored);
    expect(post('Care\r\nDry <flat>')).toBe('<p>Care<br>Dry &lt;flat&gt;</p>');
    expect(draftFromForm(form([['descriptionHtml', '<p>From the editor</p>']])).descriptionHtml).toBe('<p>From the editor</p>');
  });

  it('reads flat field names back into options, variants and media', () => {
    const draft = draftFromForm(
      form([
        ['title', 'Jamdani'],
        ['price', '1,250.50'],
        ['trackQuantity', 'on'],
        ['options.0.name', 'Size'],
        ['options.0.values', 'S, M'],
        ['variants.0.option1', 'S'],
        ['variants.0.price', '100'],
        ['variants.1.option1', 'M'],
        ['variants.1.price', '120'],
        ['media.0.sizes', '{"small":"/media/a/small.webp"}'],
        ['media.0.alt', 'Red saree'],
        ['collectionIds', 'c1'],
        ['collectionIds', 'c2'],
      ]),
    );
    expect(draft.options).toEqual([{ name: 'Size', values: 'S, M' }]);
    expect(draft.variants.map((v) => [v.option1, v.price])).toEqual([
      ['S', '100'],
      ['M', '120'],
    ]);
    expect(draft.media).toEqual([{ fileId: '', sizes: { small: '/media/a/small.webp' }, alt: 'Red saree' }]);
    expect(draft.collectionIds).toEqual(['c1', 'c2']);
    expect(draft.trackQuantity).toBe(true);
    expect(draft.continueSelling).toBe(false);
  });
});

describe('generateVariants', () => {
  it('builds the matrix from two options and keeps typed prices', () => {
    const draft = {
      ...emptyDraft(),
      price: '500',
      options: [
        { name: 'Size', values: 'S, M' },
        { name: 'Colour', values: 'Red, Blue' },
        { name: '', values: '' },
      ],
      variants: [
        {
          option1: 'S',
          option2: 'Red',
          option3: null,
          price: '650',
          compareAtPrice: '',
          sku: 'X',
          barcode: '',
          quantity: '2',
          mediaIndex: '',
        },
      ],
    };
    const next = generateVariants(draft);
    expect(next.variants.map((v) => `${v.option1}/${v.option2}:${v.price}`)).toEqual([
      'S/Red:650',
      'S/Blue:500',
      'M/Red:500',
      'M/Blue:500',
    ]);
    expect(applyIntent(draft, 'generate').variants).toHaveLength(4);
  });

  it('gives new variants the quantity, price and compare-at price typed for the product (issue 25)', () => {
    const draft = {
      ...emptyDraft(),
      price: '4800',
      compareAtPrice: '5200',
      quantity: '10',
      options: [{ name: 'Colour', values: 'Red, Blue' }],
    };
    const next = generateVariants(draft);
    expect(next.variants.map((v) => [v.option1, v.quantity, v.price, v.compareAtPrice])).toEqual([
      ['Red', '10', '4800', '5200'],
      ['Blue', '10', '4800', '5200'],
    ]);
    // A variant the seller already changed keeps its own figures.
    const edited = { ...next, variants: [{ ...next.variants[0]!, quantity: '3' }, next.variants[1]!] };
    expect(generateVariants(edited).variants.map((v) => v.quantity)).toEqual(['3', '10']);
  });
});

describe('media moves', () => {
  const draft = {
    ...emptyDraft(),
    media: ['a', 'b', 'c'].map((x) => ({ fileId: x, sizes: { original: x }, alt: x })),
    variants: [
      { option1: 'S', option2: null, option3: null, price: '1', compareAtPrice: '', sku: '', barcode: '', quantity: '0', mediaIndex: '0' },
    ],
  };

  it('moves an image and the variant choice follows it', () => {
    const next = moveMedia(draft, 0, 1);
    expect(next.media.map((m) => m.fileId)).toEqual(['b', 'a', 'c']);
    expect(next.variants[0]!.mediaIndex).toBe('1');
    expect(moveMedia(draft, 0, -1)).toBe(draft);
  });

  it('removes an image and clears variants that showed it', () => {
    const next = removeMedia(draft, 0);
    expect(next.media.map((m) => m.fileId)).toEqual(['b', 'c']);
    expect(next.variants[0]!.mediaIndex).toBe('');
    expect(applyIntent(draft, 'media-down:1').media.map((m) => m.fileId)).toEqual(['a', 'c', 'b']);
  });
});

describe('draftToInput', () => {
  it('turns taka into poisha and passes the shared schema', () => {
    const input = draftToInput({ ...emptyDraft(), title: 'Mug', price: '1,250.50', compareAtPrice: '1500', tags: 'clay, gift, clay' });
    expect(input).toMatchObject({ price: 125_050, compareAtPrice: 150_000, tags: ['clay', 'gift'] });
    expect(ProductInputSchema.safeParse(input).success).toBe(true);
  });

  it('lets the schema name a price that is not a number', () => {
    const result = ProductInputSchema.safeParse(draftToInput({ ...emptyDraft(), title: 'Mug', price: 'ten' }));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [fieldName(i.path), i.message])).toEqual([['price', 'Price must be a number']]);
  });
});

describe('fieldName', () => {
  it.each([
    [['options', 0, 'values', 2], 'options.0.values'],
    [['tags', 3], 'tags'],
    [['variants', 1, 'price'], 'variants.1.price'],
    [['media', 0, 'sizes', 'original'], 'media.0'],
  ])('maps %j to %s', (path, name) => {
    expect(fieldName(path)).toBe(name);
  });
});
