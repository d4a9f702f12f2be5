import { describe, expect, it } from 'vitest';
import { shallowEqual } from './use-editor-snapshot.ts';

describe('shallowEqual', () => {
  it('is true for the same flat values', () => {
    expect(shallowEqual({ bold: true, size: 'large', colour: null }, { bold: true, size: 'large', colour: null })).toBe(true);
  });

  it('is false when one value differs', () => {
    expect(shallowEqual({ bold: true, size: 'large' }, { bold: false, size: 'large' })).toBe(false);
  });

  it('is false when the keys differ', () => {
    expect(shallowEqual<Record<string, unknown>>({ bold: true }, { bold: true, italic: false })).toBe(false);
  });

  it('compares objects by identity, not content', () => {
    expect(shallowEqual({ value: {} }, { value: {} })).toBe(false);
  });
});
