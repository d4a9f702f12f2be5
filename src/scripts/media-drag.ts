/**
 * Drag-reorder of product images (src/scripts/row-drag.ts): every row's field names, ids, labels and buttons
 * are renumbered so the form posts the new order, and variants keep showing the image they showed.
 */
import { remapChoice, renumberMedia } from '../lib/reorder.ts';
import { enableRowDrag, renumberAttributes } from './row-drag.ts';

function renumberRow(row: HTMLElement, index: number, count: number): void {
  renumberAttributes(row, (text) => renumberMedia(text, index));
  for (const button of row.querySelectorAll('button')) {
    if (button.value.startsWith('media-up:')) button.disabled = index === 0;
    if (button.value.startsWith('media-down:')) button.disabled = index === count - 1;
  }
  for (const label of row.querySelectorAll('label')) label.textContent = renumberMedia(label.textContent ?? '', index);
}

for (const list of document.querySelectorAll<HTMLElement>('[data-media-list]')) {
  enableRowDrag(list, {
    item: '[data-media-item]',
    renumber: renumberRow,
    onReorder: (order) => {
      for (const select of list.closest('form')?.querySelectorAll<HTMLSelectElement>('select[name$=".mediaIndex"]') ?? [])
        select.value = remapChoice(select.value, order);
    },
  });
}
