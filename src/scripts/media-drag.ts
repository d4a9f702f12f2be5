/**
 * Drag-reorder of product images (progressive enhancement: without JavaScript the up/down buttons post
 * the form). A dropped row moves in the DOM; every row's field names, ids, labels and buttons are renumbered
 * so the form posts the new order, and variants keep showing the image they showed.
 */
import { remapChoice, renumberMedia } from '../lib/reorder.ts';

const RENUMBERED = ['name', 'id', 'for', 'aria-label'] as const;

function renumberRow(row: HTMLElement, index: number, count: number): void {
  row.dataset.mediaIndex = String(index);
  for (const el of row.querySelectorAll<HTMLElement>('[name], [id], [for], [aria-label]')) {
    for (const attr of RENUMBERED) {
      const value = el.getAttribute(attr);
      if (value !== null) el.setAttribute(attr, renumberMedia(value, index));
    }
    if (el instanceof HTMLButtonElement) {
      el.value = renumberMedia(el.value, index);
      if (el.value.startsWith('media-up:')) el.disabled = index === 0;
      if (el.value.startsWith('media-down:')) el.disabled = index === count - 1;
    }
  }
  for (const label of row.querySelectorAll('label')) label.textContent = renumberMedia(label.textContent ?? '', index);
}

function enable(list: HTMLElement): void {
  const rows = () => [...list.querySelectorAll<HTMLElement>(':scope > [data-media-item]')];
  let dragged: HTMLElement | null = null;

  for (const row of rows()) {
    row.draggable = true;
    row.classList.add('cursor-move');
  }

  list.addEventListener('dragstart', (event) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-media-item]');
    // A drag that starts in a text field selects text, it does not move the row.
    if (!row || (event.target as HTMLElement).closest('input, textarea, button')) return;
    dragged = row;
    rows().forEach((r, i) => (r.dataset.mediaIndex = String(i)));
    row.classList.add('opacity-50');
    if (event.dataTransfer) {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', row.dataset.mediaIndex ?? '');
    }
  });

  list.addEventListener('dragover', (event) => {
    if (!dragged) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
    const over = (event.target as HTMLElement).closest<HTMLElement>('[data-media-item]');
    if (!over || over === dragged) return;
    const box = over.getBoundingClientRect();
    const before = event.clientY < box.top + box.height / 2;
    list.insertBefore(dragged, before ? over : over.nextElementSibling);
  });

  list.addEventListener('drop', (event) => {
    if (dragged) event.preventDefault();
  });

  list.addEventListener('dragend', () => {
    if (!dragged) return;
    dragged.classList.remove('opacity-50');
    dragged = null;
    const now = rows();
    const order = now.map((r) => Number(r.dataset.mediaIndex));
    if (order.every((old, position) => old === position)) return;
    now.forEach((row, i) => renumberRow(row, i, now.length));
    const form = list.closest('form');
    for (const select of form?.querySelectorAll<HTMLSelectElement>('select[name$=".mediaIndex"]') ?? [])
      select.value = remapChoice(select.value, order);
    // Marks the form as edited (unsaved-changes warning).
    list.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

for (const list of document.querySelectorAll<HTMLElement>('[data-media-list]')) enable(list);
