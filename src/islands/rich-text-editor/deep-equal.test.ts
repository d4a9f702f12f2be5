import { describe, expect, it } from 'vitest';
import { circularDeepEqual } from './deep-equal.ts';

describe('circularDeepEqual', () => {
  it.each([
    [1, 1, true],
    [Number.NaN, Number.NaN, true],
    ['a', 'b', false],
    [null, undefined, false],
    [{ bold: true, heading: 2 }, { bold: true, heading: 2 }, true],
    [{ bold: true }, { bold: false }, false],
    [{ bold: true }, { bold: true, italic: false }, false],
    [{ a: undefined }, { b: undefined }, false],
    [[1, [2, 3]], [1, [2, 3]], true],
    [[1, 2], [1, 2, 3], false],
    [[1], { 0: 1 }, false],
    [new Date(5), new Date(5), true],
    [new Date(5), new Date(6), false],
  ])('compares %j with %j as %s', (a, b, same) => {
    expect(circularDeepEqual(a, b)).toBe(same);
  });

  it('compares objects that refer to themselves without looping', () => {
    const a: Record<string, unknown> = { name: 'x' };
    a.self = a;
    const b: Record<string, unknown> = { name: 'x' };
    b.self = b;
    expect(circularDeepEqual(a, b)).toBe(true);
    b.name = 'y';
    expect(circularDeepEqual(a, b)).toBe(false);
  });
});
