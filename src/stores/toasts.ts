/**
 * `$toasts`: what an island says about the action the seller just took (spec §8, §9): its kind, the description,
 * 3 seconds, 8 px from the top. Same timing as the server-rendered flash toasts (src/components/Toasts.astro); the
 * renderers (src/islands/messages/) title each toast by its kind in the reader's words (`toastWords`).
 */
import { TOAST_DURATION_MS, type ToastKind } from '../lib/flash.ts';
import { createTimedList } from './timed-list.ts';

export type { ToastKind };

export interface Toast {
  id: number;
  kind: ToastKind;
  description: string;
}

/** At most this many toasts at once; a new one pushes the oldest out. */
export const TOAST_LIMIT = 5;

const list = createTimedList<Omit<Toast, 'id'>>(TOAST_DURATION_MS, TOAST_LIMIT);

export const $toasts = list.$list;

/** Shows a toast for 3 seconds; returns its id (for `dismissToast`). */
export function showToast(kind: ToastKind, text: string): number {
  return list.show({ kind, description: text });
}

/** Closes a toast before its time (the × button). */
export const dismissToast = list.dismiss;

/** Removes every toast (tests, or an island that unmounts). */
export const clearToasts = list.clear;
