import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DURATION_MS, TOAST_DURATION_MS } from '../lib/flash.ts';
import { $notifications, NOTIFICATION_LIMIT, clearNotifications, dismissNotification, showNotification } from './notifications.ts';
import { $toasts, clearToasts, showToast } from './toasts.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  clearNotifications();
  clearToasts();
  vi.useRealTimers();
});

describe('$notifications', () => {
  it('starts empty', () => {
    expect($notifications.get()).toEqual([]);
  });

  it('holds a title and a description of their own', () => {
    const id = showNotification('Payment confirmed', 'Your Growth plan runs until 21 Dec 2026.');
    expect($notifications.get()).toEqual([{ id, title: 'Payment confirmed', description: 'Your Growth plan runs until 21 Dec 2026.' }]);
  });

  it('lasts 4.5 seconds (spec §9), longer than a toast', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(4500);
    expect(NOTIFICATION_DURATION_MS).toBeGreaterThan(TOAST_DURATION_MS);
    showNotification('Import finished', '120 products added');
    vi.advanceTimersByTime(4499);
    expect($notifications.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($notifications.get()).toEqual([]);
  });

  it('closes one with dismissNotification', () => {
    const first = showNotification('Import finished', '120 products added');
    showNotification('Bulk action finished', '12 orders shipped');
    dismissNotification(first);
    expect($notifications.get().map((item) => item.title)).toEqual(['Bulk action finished']);
  });

  it(`shows at most ${NOTIFICATION_LIMIT} at once, dropping the oldest`, () => {
    for (let index = 0; index < NOTIFICATION_LIMIT + 1; index += 1) showNotification(`n${index}`, 'x');
    expect($notifications.get().map((item) => item.title)).toEqual(['n1', 'n2', 'n3']);
  });

  it('is a separate list from the toasts', () => {
    showToast('success', 'Saved');
    showNotification('Payment confirmed', 'Paid');
    expect($toasts.get()).toHaveLength(1);
    expect($notifications.get()).toHaveLength(1);
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect($toasts.get()).toEqual([]);
    expect($notifications.get()).toHaveLength(1);
  });
});
