/** Pure helpers for drag-reordering form rows whose order is encoded by the index in their field names. */

/** A copy of `items` with the item at `from` moved to `to` (indices out of range leave it unchanged). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length || from === to) return copy;
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item as T);
  return copy;
}

/**
 * Where each old index ended up: `order` lists, for every new position, the index the row had before.
 * `newIndexOf(order)[old]` is the row's new index.
 */
export function newIndexOf(order: readonly number[]): number[] {
  const map: number[] = [];
  order.forEach((old, position) => (map[old] = position));
  return map;
}

/** A variant's image choice (`''` or an old image index) after the images were reordered. */
export function remapChoice(value: string, order: readonly number[]): string {
  if (value === '') return '';
  const position = newIndexOf(order)[Number(value)];
  return position === undefined ? value : String(position);
}

/**
 * One media row's attribute or label text, renumbered for its new position `index`:
 * `media.2.alt` → `media.0.alt`, `media-2-alt` → `media-0-alt`, `media-up:2` → `media-up:0`,
 * `Move image 3 up` / `Alt text for image 3` → `… image 1 …`, and in Bangla `ছবি ৩ উপরে নিন` → `ছবি ১ …` (in the
 * digits the label was written in).
 */
export function renumberMedia(text: string, index: number): string {
  return text
    .replace(/^media\.\d+\./, `media.${index}.`)
    .replace(/^media-\d+-/, `media-${index}-`)
    .replace(/^(media-(?:up|down|remove)):\d+$/, `$1:${index}`)
    .replace(/(\bimage|ছবি) ([0-9]+|[০-৯]+)(?![0-9০-৯])/, (_, word: string, digits: string) => `${word} ${inDigitsOf(digits, index + 1)}`);
}

/** `n` in the digits `like` is written in (Bangla ০–৯ or Latin). */
const inDigitsOf = (like: string, n: number): string =>
  /[০-৯]/.test(like) ? String(n).replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d))) : String(n);

/**
 * One manual collection product row's field name or button value, renumbered for its new position `index`:
 * `products.2.id` → `products.0.id`, `up:2` → `up:0` (also `down:`, `remove:`).
 */
export function renumberProductRow(text: string, index: number): string {
  return text.replace(/^products\.\d+\./, `products.${index}.`).replace(/^(up|down|remove):\d+$/, `$1:${index}`);
}
