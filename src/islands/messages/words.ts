/**
 * The island toasts' words for the request's language (server side): each island that shows `$toasts` carries them
 * in its own words (`toasts: toastWords()`) and gives them to Toasts.tsx or toasts-dom.ts, so a toast is titled by
 * its kind in the reader's language, as the server's flash toasts are (src/components/Toasts.astro), and no island
 * ships the message catalogue (src/i18n/island-words.ts).
 */
import { islandWords } from '../../i18n/island-words.ts';
import { m } from '../../paraglide/messages.js';

export const toastWords = () =>
  islandWords({
    success: m.layout_toast_success,
    error: m.layout_toast_error,
    dismiss: m.layout_dismiss,
  });

export type ToastWords = ReturnType<typeof toastWords>;
