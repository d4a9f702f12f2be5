/**
 * Drag-reorder of form rows (progressive enhancement: without JavaScript the up/down buttons post the form).
 * A dropped row moves in the DOM; `renumber` gives every row its new index so the form posts the new order,
 * then `onReorder` gets `order` (for every new position, the index the row had before).
 */
export interface RowDragOptions {
  /** Selector of the list's direct child rows. */
  item: string;
  renumber: (row: HTMLElement, index: number, count: number) => void;
  onReorder?: (order: number[]) => void;
}

export function enableRowDrag(list: HTMLElement, { item, renumber, onReorder }: RowDragOptions): void {
  const rows = () => [...list.querySelectorAll<HTMLElement>(`:scope > ${item}`)];
  let dragged: HTMLElement | null = null;

  for (const row of rows()) {
    row.draggable = true;
    row.classList.add('cursor-move');
  }

  list.addEventListener('dragstart', (event) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>(item);
    // A drag that starts in a text field selects text, it does not move the row.
    if (!row || (event.target as HTMLElement).closest('input, textarea, button')) return;
    dragged = row;
    rows().forEach((r, i) => (r.dataset.dragIndex = String(i)));
    row.classList.add('opacity-50');
    if (event.dataTransfer) {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', row.dataset.dragIndex ?? '');
    }
  });

  list.addEventListener('dragover', (event) => {
    if (!dragged) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
    const over = (event.target as HTMLElement).closest<HTMLElement>(item);
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
    const order = now.map((r) => Number(r.dataset.dragIndex));
    if (order.every((old, position) => old === position)) return;
    now.forEach((row, i) => renumber(row, i, now.length));
    onReorder?.(order);
    // Marks the form as edited (unsaved-changes warning).
    list.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Renumbers every `name`, `id`, `for`, `aria-label` and button value of a row with `rename`. */
export function renumberAttributes(row: HTMLElement, rename: (text: string) => string): void {
  for (const el of row.querySelectorAll<HTMLElement>('[name], [id], [for], [aria-label]')) {
    for (const attr of ['name', 'id', 'for', 'aria-label']) {
      const value = el.getAttribute(attr);
      if (value !== null) el.setAttribute(attr, rename(value));
    }
    if (el instanceof HTMLButtonElement) el.value = rename(el.value);
  }
}
