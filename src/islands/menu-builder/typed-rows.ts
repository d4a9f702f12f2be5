/**
 * What the seller typed into the menu form without JavaScript before the builder island loaded (a slow phone types
 * while the island is on its way; issue 25): the menu's name and its rows, read from the form at the moment the
 * island takes its place, so nothing typed is lost. A row whose target is unchanged keeps the builder's label for it;
 * a label typed into the form's "new item" row becomes an item at the end (to the home page until a target is chosen).
 */
import type { RecordTargetType } from '../../../contract/menus.ts';
import { targetWord } from './target-word.ts';
import type { MenuBuilderWords } from './words.ts';

// contract/menus.ts's RECORD_TARGETS, spelt here so the island does not bundle zod with it.
const RECORD_TARGETS: readonly RecordTargetType[] = ['collection', 'product', 'page', 'post'];

export type TypedRow = { label: string; target: { value: string; label: string }; url: string; depth: number; broken: boolean };

const valueOf = (form: HTMLFormElement, name: string): string | null => {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : null;
};

/** The target a select of the form holds, named as the builder's combobox names it ("Collection: Sarees"). */
function chosenTarget(form: HTMLFormElement, name: string, words: MenuBuilderWords) {
  const select = form.elements.namedItem(name);
  if (!(select instanceof HTMLSelectElement) || !select.value) return null;
  const text = select.selectedOptions[0]?.text.trim() ?? select.value;
  const type = select.value.split(':')[0] as RecordTargetType;
  const label = select.value.includes(':') && RECORD_TARGETS.includes(type) ? `${targetWord(words, type)}: ${text}` : text;
  return { value: select.value, label };
}

export function typedRows(
  form: HTMLFormElement,
  saved: readonly TypedRow[],
  words: MenuBuilderWords,
): { name: string | null; rows: TypedRow[]; changed: boolean } {
  const rows: TypedRow[] = [];
  for (let i = 0; valueOf(form, `items.${i}.label`) !== null; i++) {
    const before = saved[i];
    const chosen = chosenTarget(form, `items.${i}.target`, words);
    const target = before && (!chosen || chosen.value === before.target.value) ? before.target : (chosen ?? { value: 'home', label: '' });
    rows.push({
      label: valueOf(form, `items.${i}.label`) ?? '',
      target,
      url: valueOf(form, `items.${i}.url`) ?? '',
      depth: Number(valueOf(form, `items.${i}.depth`)) || 0,
      broken: before !== undefined && target === before.target ? before.broken : false,
    });
  }
  const added = valueOf(form, 'new.label')?.trim();
  // No target chosen yet: the home page, as the builder's own new items start.
  const addedTarget = chosenTarget(form, 'new.target', words) ?? { value: 'home', label: targetWord(words, 'home') };
  if (added) rows.push({ label: added, target: addedTarget, url: valueOf(form, 'new.url') ?? '', depth: 0, broken: false });
  const name = valueOf(form, 'name');
  const same = (a: TypedRow, b: TypedRow | undefined) =>
    b !== undefined && a.label === b.label && a.target.value === b.target.value && a.url === b.url && a.depth === b.depth;
  const changed = rows.length !== saved.length || rows.some((row, i) => !same(row, saved[i]));
  return { name, rows, changed };
}
