import { describe, expect, it } from 'vitest';
import { buildMenuTree, flattenMenu, moveMenuRow, allowedMoves, MenuTargetSchema, type MenuRow } from './menus.ts';

const row = (label: string, depth: number): MenuRow => ({ label, target: { type: 'home' }, depth });
const show = (rows: MenuRow[]) => rows.map((r) => `${'-'.repeat(r.depth)}${r.label}`).join(' ');
const rows = [row('A', 0), row('A1', 1), row('A2', 1), row('A2x', 2), row('B', 0), row('C', 0)];

describe('menu rows', () => {
  it.each([
    [2, 'up', 'A -A2 --A2x -A1 B C'],
    [1, 'down', 'A -A2 --A2x -A1 B C'],
    [4, 'up', 'B A -A1 -A2 --A2x C'],
    [0, 'down', 'B A -A1 -A2 --A2x C'],
    [1, 'up', 'A -A1 -A2 --A2x B C'],
    [4, 'indent', 'A -A1 -A2 --A2x -B C'],
    [2, 'indent', 'A -A1 -A2 --A2x B C'],
    [1, 'outdent', 'A -A2 --A2x A1 B C'],
    [3, 'outdent', 'A -A1 -A2 -A2x B C'],
    [2, 'remove', 'A -A1 B C'],
  ] as const)('row %i %s → %s', (i, move, expected) => {
    expect(show(moveMenuRow(rows, i, move))).toBe(expected);
  });

  it('keeps a tree the same through rows and back', () => {
    const tree = buildMenuTree(rows);
    expect(show(flattenMenu(tree))).toBe(show(rows));
    expect(tree[0]!.children[1]!.children[0]!.label).toBe('A2x');
  });

  it('lifts rows deeper than allowed', () => {
    expect(show(flattenMenu(buildMenuTree([row('A', 1), row('B', 3), row('C', 5)])))).toBe('A -B --C');
  });

  it('says which moves a row allows', () => {
    expect(allowedMoves(rows, 0)).toEqual({ up: false, down: true, indent: false, outdent: false });
    expect(allowedMoves(rows, 3)).toEqual({ up: false, down: false, indent: false, outdent: true });
  });
});

describe('web address targets', () => {
  it.each([
    ['https://example.com/sale', true],
    ['/collections/eid', true],
    ['/', true],
    ['mailto:hello@example.com', true],
    ['tel:+8801712345678', true],
    ['//evil.example/phish', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['example.com', false],
  ])('%s → %s', (url, ok) => {
    expect(MenuTargetSchema.safeParse({ type: 'url', url }).success).toBe(ok);
  });
});
