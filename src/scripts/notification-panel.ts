/**
 * The bell's panel (issue 27 item 3), loaded on the first tap of the bell: the newest notifications from
 * /notifications/feed.json (already in the reader's language), each opening its record, and a link to the page.
 * Escape or a tap elsewhere closes it. Without JavaScript the bell is a link to /notifications instead.
 */
type Item = { id: string; title: string; body: string; open: string; read: boolean; time: string };

let panel: HTMLElement | null = null;

function close(): void {
  panel?.remove();
  panel = null;
  document.querySelector('[data-bell]')?.setAttribute('aria-expanded', 'false');
}

function node<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  made.className = className;
  made.textContent = text;
  return made;
}

/** Opens the panel under the bell in `root`, or closes it when it is open. */
export async function togglePanel(root: HTMLElement): Promise<void> {
  if (panel) return close();
  const box = node('div', 'absolute right-0 z-40 mt-1 w-[384px] max-w-[calc(100vw-1rem)] rounded border border-border bg-white shadow-lg');
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-label', root.dataset.title ?? '');
  box.id = 'notification-panel';
  panel = box;
  root.append(box);
  root.querySelector('[data-bell]')?.setAttribute('aria-expanded', 'true');
  const res = await fetch('/notifications/feed.json', { cache: 'no-store' }).catch(() => null);
  const feed = res?.ok ? ((await res.json()) as { items: Item[] }) : { items: [] };
  const list = node('ul', 'max-h-[60vh] divide-y divide-border overflow-y-auto');
  for (const item of feed.items) {
    const li = node('li', item.read ? 'p-3' : 'bg-primary-soft p-3');
    const link = node('a', 'block font-semibold break-words', item.title);
    link.href = item.open;
    li.append(link, node('p', 'break-words', item.body), node('p', 'text-ink-muted', item.time));
    list.append(li);
  }
  if (!feed.items.length) list.append(node('li', 'p-3', root.dataset.empty ?? ''));
  const all = node('a', 'block border-t border-border p-3 text-center', root.dataset.seeAll ?? '');
  all.href = '/notifications';
  box.append(list, all);
  all.focus();
}

document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') close();
});
document.addEventListener('click', (event) => {
  if (panel && !(event.target as Element).closest('[data-bell-root]')) close();
});
