/**
 * `$toasts` on screen, for islands that report through the store: the same markup and classes as
 * the server-rendered flash toasts (src/components/Toasts.astro), so both look alike; titled by kind in the island's
 * words (`toastWords`, ./words.ts), which the page resolved in the reader's language.
 */
import { useStore } from '@nanostores/react';
import { TOASTS_CLASS } from '../../lib/toast-layout.ts';
import { $toasts, dismissToast } from '../../stores/toasts.ts';
import type { ToastWords } from './words.ts';

export function Toasts({ words }: { words: ToastWords }) {
  const toasts = useStore($toasts);
  return (
    <div className={TOASTS_CLASS} aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded border bg-white p-3 shadow-lg ${toast.kind === 'error' ? 'border-error' : 'border-success'}`}
        >
          <span aria-hidden="true" className={`mt-1 size-3 shrink-0 rounded-full ${toast.kind === 'error' ? 'bg-error' : 'bg-success'}`} />
          <div className="flex-1">
            <p className="font-semibold">{words[toast.kind]}</p>
            <p>{toast.description}</p>
          </div>
          <button
            type="button"
            className="rounded px-2 text-lg leading-none"
            aria-label={words.dismiss}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
