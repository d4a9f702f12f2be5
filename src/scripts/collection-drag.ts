/**
 * Drag-reorder of a manual collection's products (src/scripts/row-drag.ts): field names, button values and
 * the shown position are renumbered so the form posts the new order.
 */
import { renumberProductRow } from '../lib/reorder.ts';
import { enableRowDrag, renumberAttributes } from './row-drag.ts';

function renumberRow(row: HTMLElement, index: number, count: number): void {
  renumberAttributes(row, (text) => renumberProductRow(text, index));
  for (const button of row.querySelectorAll('button')) {
    if (button.value.startsWith('up:')) button.disabled = index === 0;
    if (button.value.startsWith('down:')) button.disabled = index === count - 1;
  }
  const position = row.querySelector('[data-position]');
  // In the digits the page shows (Bangla ০–৯ or Latin), as the server wrote them.
  const bangla = /[০-৯]/.test(position?.textContent ?? '');
  const shown = String(index + 1);
  if (position) position.textContent = bangla ? shown.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d))) : shown;
}

for (const list of document.querySelectorAll<HTMLElement>('[data-collection-products]'))
  enableRowDrag(list, { item: '[data-product-item]', renumber: renumberRow });
