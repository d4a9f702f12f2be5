/**
 * The bell's live count (issue 27 item 3): polls /notifications/feed.json for what came after the newest one the
 * page knew, updates the count and shows each new one as a notification (spec §9: 4.5 s, 24 px, 384 px).
 *
 * Polling, not a stream: the dashboard and the Store API are stateless behind any load balancer, and the Store API
 * has no way to wake a held connection when another node writes (PGlite is one process; PostgreSQL would need a
 * LISTEN connection per node). A poll is one indexed count per member, every 10 s while the tab is visible, backing
 * off by half again each quiet or failed poll up to 2 minutes, paused in a hidden tab and resumed at once on return.
 */
import { NOTIFICATION_DURATION_MS } from '../lib/flash.ts';

export const POLL_BASE_MS = 10_000;
export const POLL_MAX_MS = 120_000;

/** The wait before the next poll: back to the base after news, else half again as long, capped. */
export const nextDelay = (current: number, news: boolean): number =>
  news ? POLL_BASE_MS : Math.min(POLL_MAX_MS, Math.round(current * 1.5));

type Item = { id: string; title: string; body: string; open: string };

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text = ''): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

/** One new notification in the page's notifications region, as Notifications.astro renders them. */
function show(item: Item, dismissLabel: string): void {
  const region = document.querySelector('.notifications');
  if (!region) return;
  const box = el('div', 'pointer-events-auto flex w-[384px] max-w-full items-start gap-3 rounded bg-white p-4 shadow-lg');
  box.setAttribute('role', 'status');
  const text = el('div', 'min-w-0 flex-1');
  const title = el('a', 'font-semibold break-words', item.title);
  title.href = item.open;
  text.append(title, el('p', 'break-words', item.body));
  const close = el('button', 'rounded px-2 text-lg leading-none', '×');
  close.type = 'button';
  close.setAttribute('aria-label', dismissLabel);
  close.addEventListener('click', () => box.remove());
  box.append(text, close);
  region.append(box);
  setTimeout(() => box.remove(), NOTIFICATION_DURATION_MS);
}

/** Starts polling for the bell in `root` (NotificationBell.astro). */
export function watchNotifications(root: HTMLElement): void {
  const count = root.querySelector<HTMLElement>('[data-bell-count]');
  let after = root.dataset.latest ?? '';
  let delay = POLL_BASE_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const poll = async (): Promise<void> => {
    clearTimeout(timer);
    if (document.visibilityState !== 'visible') return;
    let news = false;
    try {
      const res = await fetch(`/notifications/feed.json${after ? `?after=${encodeURIComponent(after)}` : ''}`, { cache: 'no-store' });
      if (!res.ok || !res.headers.get('content-type')?.includes('json')) throw new Error(String(res.status));
      const feed = (await res.json()) as { unread: number; unreadText: string; label: string; items: Item[] };
      if (count) {
        count.textContent = feed.unreadText;
        count.classList.toggle('hidden', feed.unread === 0);
      }
      root.querySelector('[data-bell]')?.setAttribute('aria-label', feed.label);
      for (const item of feed.items.slice(0, 3).reverse()) show(item, root.dataset.dismissLabel ?? '×');
      if (feed.items[0]) {
        after = feed.items[0].id;
        news = true;
      }
    } catch {
      // Offline, signed out or a deploy in progress: the next poll comes later.
    }
    delay = nextDelay(delay, news);
    timer = setTimeout(() => void poll(), delay);
  };
  document.addEventListener('visibilitychange', () => {
    delay = POLL_BASE_MS;
    void poll();
  });
  timer = setTimeout(() => void poll(), delay);
}
