import { describe, expect, it } from 'vitest';
import { CollectionInputSchema } from '../../contract/collection.ts';
import { applyCollectionIntent, collectionDraftFromForm, collectionDraftToInput, emptyCollectionDraft } from './collection-form.ts';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe('collectionDraftFromForm', () => {
  it('reads rules, products and the toggles', () => {
    const draft = collectionDraftFromForm(
      form([
        ['title', 'Eid'],
        ['kind', 'automatic'],
        ['match', 'any'],
        ['rules.0.field', 'price'],
        ['rules.0.operator', 'less_than'],
        ['rules.0.value', '1,000'],
        ['products.0.id', 'p1'],
        ['products.0.title', 'Mug'],
      ]),
    );
    expect(draft).toMatchObject({
      title: 'Eid',
      kind: 'automatic',
      match: 'any',
      published: false,
      products: [{ id: 'p1', title: 'Mug' }],
    });
    expect(collectionDraftToInput(draft).rules).toEqual([{ field: 'price', operator: 'less_than', value: '100000' }]);
  });
});

describe('applyCollectionIntent', () => {
  const draft = { ...emptyCollectionDraft(), products: ['a', 'b', 'c'].map((id) => ({ id, title: id.toUpperCase() })) };

  it.each([
    ['up:1', ['b', 'a', 'c']],
    ['down:1', ['a', 'c', 'b']],
    ['up:0', ['a', 'b', 'c']],
    ['remove:2', ['a', 'b']],
    ['add:d|D, with|pipe', ['a', 'b', 'c', 'd']],
    ['add:a|A', ['a', 'b', 'c']],
  ])('%s', (intent, ids) => {
    expect(applyCollectionIntent(draft, intent).products.map((p) => p.id)).toEqual(ids);
  });

  it('adds and removes rule rows', () => {
    const more = applyCollectionIntent(draft, 'add-rule');
    expect(more.rules).toHaveLength(2);
    expect(more.kind).toBe('automatic');
    expect(applyCollectionIntent(more, 'remove-rule:0').rules).toHaveLength(1);
  });
});

describe('collectionDraftToInput', () => {
  it('drops empty rule rows and keeps manual products in order', () => {
    const input = collectionDraftToInput({ ...emptyCollectionDraft(), title: 'Picks', products: [{ id: 'x', title: 'X' }] });
    expect(input).toMatchObject({ kind: 'manual', rules: [], productIds: ['x'] });
    expect(CollectionInputSchema.safeParse(input).success).toBe(true);
  });
});

describe('collection image file', () => {
  it('sends the library file of the image, and drops it with the image', () => {
    const sizes = { original: 'https://files.example/a.png' };
    const draft = collectionDraftFromForm(
      form([
        ['title', 'Eid'],
        ['image', JSON.stringify(sizes)],
        ['imageFileId', 'file_1'],
      ]),
    );
    expect(draft.imageFileId).toBe('file_1');
    expect(collectionDraftToInput(draft)).toMatchObject({ image: sizes, imageFileId: 'file_1' });
    const removed = applyCollectionIntent(draft, 'remove-image');
    expect(collectionDraftToInput(removed)).toMatchObject({ image: null, imageFileId: null });
    expect(collectionDraftFromForm(form([['imageFileId', 'file_1']])).imageFileId).toBe('');
  });
});
