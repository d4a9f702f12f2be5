import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '../lib/flash.ts';
import { $toasts, TOAST_LIMIT, clearToasts, dismissToast, showToast } from './toasts.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('$toasts', () => {
  it('starts empty', () => {
    expect($toasts.get()).toEqual([]);
  });

  // The title ('Success' or 'Error', spec §8) is the renderer's, in the reader's words (toastWords): the store keeps the kind.
  it.each(['success', 'error'] as const)('keeps a %s toast by its kind, with the text as its description', (kind) => {
    const id = showToast(kind, 'Product saved');
    expect($toasts.get()).toEqual([{ id, kind, description: 'Product saved' }]);
  });

  it('lasts 3 seconds (spec §9)', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    showToast('success', 'Saved');
    vi.advanceTimersByTime(2999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('closes one toast with dismissToast and keeps the others', () => {
    const first = showToast('error', 'Could not upload');
    showToast('success', 'Saved');
    dismissToast(first);
    expect($toasts.get().map((toast) => toast.description)).toEqual(['Saved']);
  });

  it(`shows at most ${TOAST_LIMIT} at once, dropping the oldest`, () => {
    for (let index = 0; index < TOAST_LIMIT + 2; index += 1) showToast('success', `m${index}`);
    expect($toasts.get().map((toast) => toast.description)).toEqual(['m2', 'm3', 'm4', 'm5', 'm6']);
  });

  it('tells a subscribed island about each change', () => {
    const seen: number[] = [];
    const unbind = $toasts.subscribe((toasts) => seen.push(toasts.length));
    const id = showToast('success', 'Saved');
    dismissToast(id);
    unbind();
    expect(seen).toEqual([0, 1, 0]);
  });
});
