import { describe, expect, it } from 'vitest';
import { dropRows } from './MenuBuilder.tsx';

const rows = (spec: string) => spec.split(' ').map((s) => ({ label: s.replace(/^-+/, ''), depth: s.length - s.replace(/^-+/, '').length }));
const show = (list: { label: string; depth: number }[]) => list.map((r) => `${'-'.repeat(r.depth)}${r.label}`).join(' ');

describe('dropping a dragged row', () => {
  it.each([
    ['A -A1 B C', 3, 0, 0, 'C A -A1 B'],
    ['A -A1 B C', 0, 4, 0, 'B C A -A1'],
    ['A B C', 2, 1, 1, 'A -C B'],
    ['A -B --C D', 3, 4, 5, 'A -B --C --D'],
    ['A B', 0, 1, 0, 'A B'],
  ])('%s: row %i dropped before %i at level %i → %s', (spec, from, to, depth, expected) => {
    // A dropped row never nests deeper than three levels nor deeper than one below the row above it.
    expect(show(dropRows(rows(spec), from, to, depth))).toBe(expected);
  });
});
