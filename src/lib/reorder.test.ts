import { describe, expect, it } from 'vitest';
import { moveItem, newIndexOf, remapChoice, renumberMedia, renumberProductRow } from './reorder.ts';

describe('moveItem', () => {
  it('moves an item down and up', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  });
  it('leaves the order alone for out-of-range or equal indices, and never mutates', () => {
    const items = ['a', 'b'];
    expect(moveItem(items, 0, 5)).toEqual(['a', 'b']);
    expect(moveItem(items, -1, 0)).toEqual(['a', 'b']);
    expect(moveItem(items, 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(items, 1, 0)).toEqual(['b', 'a']);
    expect(items).toEqual(['a', 'b']);
  });
});

describe('newIndexOf / remapChoice', () => {
  it('maps every old index to its new position', () => {
    // Image 2 (index 2) dragged to the top.
    expect(newIndexOf([2, 0, 1])).toEqual([1, 2, 0]);
  });
  it('keeps a variant on its image after a reorder', () => {
    expect(remapChoice('2', [2, 0, 1])).toBe('0');
    expect(remapChoice('0', [2, 0, 1])).toBe('1');
    expect(remapChoice('', [2, 0, 1])).toBe('');
    expect(remapChoice('9', [2, 0, 1])).toBe('9');
  });
});

describe('renumberMedia', () => {
  it('renumbers field names, ids, button values and labels', () => {
    expect(renumberMedia('media.2.fileId', 0)).toBe('media.0.fileId');
    expect(renumberMedia('media.10.alt', 3)).toBe('media.3.alt');
    expect(renumberMedia('media-2-alt', 1)).toBe('media-1-alt');
    expect(renumberMedia('media-up:2', 0)).toBe('media-up:0');
    expect(renumberMedia('media-remove:0', 4)).toBe('media-remove:4');
    expect(renumberMedia('Move image 3 down', 0)).toBe('Move image 1 down');
    expect(renumberMedia('Alt text for image 1', 2)).toBe('Alt text for image 3');
    expect(renumberMedia('ছবি ৩ উপরে নিন', 0)).toBe('ছবি ১ উপরে নিন');
    expect(renumberMedia('ছবি ২-এর বর্ণনা', 11)).toBe('ছবি ১২-এর বর্ণনা');
    expect(renumberMedia('ছবি 2-এর বর্ণনা', 0)).toBe('ছবি 1-এর বর্ণনা');
  });
  it('leaves other text alone', () => {
    expect(renumberMedia('intent', 2)).toBe('intent');
    expect(renumberMedia('variants.1.mediaIndex', 0)).toBe('variants.1.mediaIndex');
  });
});

describe('renumberProductRow', () => {
  it('renumbers field names and button values', () => {
    expect(renumberProductRow('products.2.id', 0)).toBe('products.0.id');
    expect(renumberProductRow('products.10.title', 3)).toBe('products.3.title');
    expect(renumberProductRow('up:1', 0)).toBe('up:0');
    expect(renumberProductRow('down:0', 1)).toBe('down:1');
    expect(renumberProductRow('remove:4', 2)).toBe('remove:2');
  });
  it('leaves other text alone', () => {
    expect(renumberProductRow('Move up:1 up', 0)).toBe('Move up:1 up');
    expect(renumberProductRow('add:3|Mat', 0)).toBe('add:3|Mat');
    expect(renumberProductRow('rules.1.value', 0)).toBe('rules.1.value');
  });
});
