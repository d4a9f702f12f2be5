/**
 * The few lines of script every page carries: dismissing toasts, remembering the active shop,
 * noticing unsaved edits, the search box's keyboard shortcut, the notifications bell, reloading on a new build or a failed chunk (spec §4),
 * and registering the service worker (public/sw.js).
 */
import { RELOAD_WINDOW_MS, isChunkLoadFailure, isDueForBuildCheck, isNewBuild, mayReload } from '../lib/reload-guard.ts';
import { NOTIFICATION_DURATION_MS, TOAST_DURATION_MS } from '../lib/flash.ts';
import { watchNotifications } from './notification-poll.ts';

const RELOAD_KEY = 'haat:reloadedAt';
const root = document.documentElement;

function reloadOnce(): void {
  const last = Number(sessionStorage.getItem(RELOAD_KEY)) || null;
  if (!mayReload(Date.now(), last)) return;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  location.reload();
}

// Toasts and notifications: close button, and they go after 3 s and 4.5 s.
for (const [selector, duration] of [
  ['[data-toast]', TOAST_DURATION_MS],
  ['[data-notification]', NOTIFICATION_DURATION_MS],
] as const) {
  for (const message of document.querySelectorAll<HTMLElement>(selector)) {
    const close = () => message.remove();
    message.querySelector('button, [data-dismiss]')?.addEventListener('click', (event) => {
      event.preventDefault(); // the × of a toast is a link to #toasts-closed for pages without JavaScript
      close();
    });
    setTimeout(close, duration);
  }
}

// A refused form: its first invalid field gets the focus, which brings it on screen (without JavaScript the
// form's #fragment does the scrolling). After load: going to the #fragment moves the focus to the page itself.
const invalid = document.querySelector<HTMLElement>('[aria-invalid="true"]');
if (invalid) window.addEventListener('load', () => requestAnimationFrame(() => invalid.focus()), { once: true });

// The active shop, mirrored to localStorage under activeShopId (spec §4).
const shopId = root.dataset.shop;
if (shopId) localStorage.setItem('activeShopId', shopId);

// Unsaved edits: a form the seller typed into and has not submitted.
document.addEventListener('input', (event) => {
  const form = (event.target as Element | null)?.closest('form');
  // getAttribute: a field named "method" (the orders filter's <select>) shadows form.method.
  if (form && form.getAttribute('method')?.toLowerCase() === 'post') form.dataset.dirty = 'true';
});
document.addEventListener('submit', (event) => {
  delete (event.target as HTMLFormElement).dataset.dirty;
});
const hasUnsavedEdits = () => document.querySelector('form[data-dirty="true"]') !== null;

// A newer build: checked on focus, at most once a minute.
let lastCheck: number | null = null;
async function checkBuild(): Promise<void> {
  if (!isDueForBuildCheck(Date.now(), lastCheck)) return;
  lastCheck = Date.now();
  try {
    const response = await fetch('/build.json', { cache: 'no-store' });
    const { buildId } = (await response.json()) as { buildId?: unknown };
    if (isNewBuild(root.dataset.build, buildId) && !hasUnsavedEdits()) reloadOnce();
  } catch {
    // Offline or the server is restarting: try again on the next focus.
  }
}
window.addEventListener('focus', () => void checkBuild());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') void checkBuild();
});

// The top bar's search box (issue 27): "/" (when not typing elsewhere) or Ctrl/⌘K puts the cursor in it.
document.addEventListener('keydown', (event) => {
  const field = document.querySelector<HTMLInputElement>('#top-search');
  const typing = (event.target as Element | null)?.closest('input, textarea, select, [contenteditable]');
  const slash = event.key === '/' && !typing && !event.ctrlKey && !event.metaKey && !event.altKey;
  if (!field || !(slash || (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)))) return;
  event.preventDefault(); // Firefox's own Ctrl+K search, a "/" typed into the field
  field.focus();
  field.select();
});

// A search box inside a record's form (a collection's "Find products to add"): Enter presses its own button, not the
// form's first one, the hidden Save (SearchField's enterPresses). isComposing: Enter that ends an IME word stays.
document.addEventListener('keydown', (event) => {
  const id = (event.target as HTMLElement | null)?.dataset?.enterPresses;
  if (event.key !== 'Enter' || event.isComposing || !id) return;
  const button = document.getElementById(id);
  if (!(button instanceof HTMLButtonElement)) return;
  event.preventDefault();
  button.click();
});

// Notifications (issue 27): the bell's count follows the feed; a tap opens the panel, loaded on first use.
const bell = document.querySelector<HTMLElement>('[data-bell-root]');
if (bell) {
  watchNotifications(bell);
  bell.querySelector('[data-bell]')?.addEventListener('click', (event) => {
    event.preventDefault();
    void import('./notification-panel.ts').then((panel) => panel.togglePanel(bell));
  });
}

// A script or island chunk that failed to load.
window.addEventListener(
  'error',
  (event) => {
    const target = event.target as HTMLElement | null;
    if (target && target.tagName === 'SCRIPT') reloadOnce();
  },
  true,
);
window.addEventListener('unhandledrejection', (event) => {
  if (isChunkLoadFailure(event.reason)) reloadOnce();
});

// The service worker (README "On the home screen"): its URL carries the build id, so a deploy installs a new
// worker that drops the old build's cache. Not in `astro dev`, whose unhashed modules must never be cached.
if (import.meta.env.PROD && 'serviceWorker' in navigator && root.dataset.build) {
  const url = `/sw.js?v=${encodeURIComponent(root.dataset.build)}`;
  const register = () => void navigator.serviceWorker.register(url).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

export { RELOAD_WINDOW_MS };
