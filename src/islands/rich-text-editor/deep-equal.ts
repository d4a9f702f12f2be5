/**
 * Structural equality of plain data (objects, arrays, primitives, dates), safe on cycles: what `useEditorState`
 * compares a selector's answers with. It stands in for fast-equals' `circularDeepEqual` when the editor is built
 * (src/server/island-dependencies.ts), so the island does not ship that library for one comparison.
 */
export function circularDeepEqual(a: unknown, b: unknown, seen = new WeakMap<object, object>()): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (seen.get(a) === b) return true;
  seen.set(a, b);
  if (a instanceof Date) return a.getTime() === (b as Date).getTime();
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => circularDeepEqual(item, other[i], seen));
  }
  const keys = Object.keys(a);
  const record = b as Record<string, unknown>;
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && circularDeepEqual((a as Record<string, unknown>)[key], record[key], seen))
  );
}
