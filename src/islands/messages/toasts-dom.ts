/**
 * `$toasts` on screen for the islands written without React (the theme customiser, the app host): the same markup and
 * classes as Toasts.tsx and the server's flash toasts (src/components/Toasts.astro), drawn into a container of its own
 * appended to `host`. A few lines of DOM instead of React keep those pages' script small (Lighthouse, issue 25).
 */
import { TOASTS_CLASS } from '../../lib/toast-layout.ts';
import { $toasts, dismissToast, type Toast } from '../../stores/toasts.ts';
import type { ToastWords } from './words.ts';

function toastElement(toast: Toast, words: ToastWords): HTMLElement {
  const error = toast.kind === 'error';
  const box = document.createElement('div');
  box.setAttribute('role', error ? 'alert' : 'status');
  box.className = `pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded border bg-white p-3 shadow-lg ${error ? 'border-error' : 'border-success'}`;
  const dot = document.createElement('span');
  dot.setAttribute('aria-hidden', 'true');
  dot.className = `mt-1 size-3 shrink-0 rounded-full ${error ? 'bg-error' : 'bg-success'}`;
  const text = document.createElement('div');
  text.className = 'flex-1';
  const title = document.createElement('p');
  title.className = 'font-semibold';
  title.textContent = words[toast.kind];
  const description = document.createElement('p');
  description.textContent = toast.description;
  text.append(title, description);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'rounded px-2 text-lg leading-none';
  close.setAttribute('aria-label', words.dismiss);
  close.textContent = '×';
  close.addEventListener('click', () => dismissToast(toast.id));
  box.append(dot, text, close);
  return box;
}

/** Shows `$toasts` in `host` from now on, in the island's words; returns the function that stops (and removes the container). */
export function mountToasts(host: HTMLElement, words: ToastWords): () => void {
  const list = document.createElement('div');
  list.className = TOASTS_CLASS;
  list.setAttribute('aria-live', 'polite');
  host.append(list);
  const stop = $toasts.subscribe((toasts) => list.replaceChildren(...toasts.map((toast) => toastElement(toast, words))));
  return () => {
    stop();
    list.remove();
  };
}
