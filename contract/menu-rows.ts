/**
 * The moves of a menu's flat rows (the tree as a list with 0-based depths): the no-JavaScript form and the menu
 * builder island share them. Kept free of zod so the island stays small; contract/menus.ts re-exports them.
 */

export const MAX_MENU_DEPTH = 3;

/** The index just past row `i`'s subtree. */
export function subtreeEnd(rows: readonly { depth: number }[], i: number): number {
  let end = i + 1;
  while (end < rows.length && rows[end]!.depth > rows[i]!.depth) end++;
  return end;
}

function previousSibling(rows: readonly { depth: number }[], i: number): number {
  for (let j = i - 1; j >= 0; j--) {
    if (rows[j]!.depth === rows[i]!.depth) return j;
    if (rows[j]!.depth < rows[i]!.depth) return -1;
  }
  return -1;
}

export type MenuMove = 'up' | 'down' | 'indent' | 'outdent' | 'remove';

/** Row `i` (with its sub-items) moved one step; a move that is not possible returns the rows unchanged. */
export function moveMenuRow<T extends { depth: number }>(rows: readonly T[], i: number, move: MenuMove): T[] {
  const copy = [...rows];
  if (i < 0 || i >= rows.length) return copy;
  const end = subtreeEnd(rows, i);
  const block = rows.slice(i, end);
  if (move === 'remove') return [...rows.slice(0, i), ...rows.slice(end)];
  if (move === 'up') {
    const prev = previousSibling(rows, i);
    if (prev < 0) return copy;
    return [...rows.slice(0, prev), ...block, ...rows.slice(prev, i), ...rows.slice(end)];
  }
  if (move === 'down') {
    if (end >= rows.length || rows[end]!.depth !== rows[i]!.depth) return copy;
    const nextEnd = subtreeEnd(rows, end);
    return [...rows.slice(0, i), ...rows.slice(end, nextEnd), ...block, ...rows.slice(nextEnd)];
  }
  if (move === 'indent') {
    const deepest = Math.max(...block.map((r) => r.depth));
    if (previousSibling(rows, i) < 0 || deepest + 1 >= MAX_MENU_DEPTH) return copy;
    return [...rows.slice(0, i), ...block.map((r) => ({ ...r, depth: r.depth + 1 })), ...rows.slice(end)];
  }
  // outdent: the item leaves its parent and follows it, after the parent's other sub-items.
  if (rows[i]!.depth === 0) return copy;
  let parent = i - 1;
  while (rows[parent]!.depth >= rows[i]!.depth) parent--;
  const parentEnd = subtreeEnd(rows, parent);
  const rest = [...rows.slice(0, i), ...rows.slice(end)];
  const at = parentEnd - block.length;
  return [...rest.slice(0, at), ...block.map((r) => ({ ...r, depth: r.depth - 1 })), ...rest.slice(at)];
}

/** Which moves row `i` allows (for disabling buttons). */
export function allowedMoves(rows: readonly { depth: number }[], i: number): Record<Exclude<MenuMove, 'remove'>, boolean> {
  const changed = (move: MenuMove) => moveMenuRow(rows, i, move).some((r, j) => r !== rows[j]);
  return { up: changed('up'), down: changed('down'), indent: changed('indent'), outdent: changed('outdent') };
}
