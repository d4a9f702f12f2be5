/**
 * `$toasts` on screen, for islands that report through the store: the same markup and classes as
 * the server-rendered flash toasts (src/components/Toasts.astro), so both look alike.
 */
import { useStore } from '@nanostores/react';
import { TOASTS_CLASS } from '../../lib/toast-layout.ts';
import { $toasts, dismissToast } from '../../stores/toasts.ts';

export function Toasts() {
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
            <p className="font-semibold">{toast.title}</p>
            <p>{toast.description}</p>
          </div>
          <button type="button" className="rounded px-2 text-lg leading-none" aria-label="Dismiss" onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
