import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearNotifications, showNotification } from '../../stores/notifications.ts';
import { clearToasts, showToast } from '../../stores/toasts.ts';
import { Notifications } from './Notifications.tsx';
import { Toasts } from './Toasts.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  clearToasts();
  clearNotifications();
  vi.useRealTimers();
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('Toasts (island renderer)', () => {
  it('renders an empty live region when there is nothing to say', () => {
    const html = renderToStaticMarkup(createElement(Toasts));
    expect(html).toContain('aria-live="polite"');
    expect(text(html)).toBe('');
  });

  it('renders each toast with its title, text and a dismiss button', () => {
    showToast('success', 'Product saved');
    showToast('error', 'Upload failed');
    const html = renderToStaticMarkup(createElement(Toasts));
    expect(text(html)).toBe('Success Product saved × Error Upload failed ×');
    expect(html.match(/aria-label="Dismiss"/g)).toHaveLength(2);
  });

  it('announces an error as an alert and a success as a status', () => {
    showToast('error', 'Upload failed');
    showToast('success', 'Saved');
    const roles = [...renderToStaticMarkup(createElement(Toasts)).matchAll(/role="(\w+)"/g)].map((match) => match[1]);
    expect(roles).toEqual(['alert', 'status']);
  });

  it('sits 8 px from the top (in px: the root font is 14 px, so rem steps would miss)', () => {
    expect(renderToStaticMarkup(createElement(Toasts))).toContain('top-[8px]');
  });
});

describe('Notifications (island renderer)', () => {
  it('renders its own labelled, polite region', () => {
    const html = renderToStaticMarkup(createElement(Notifications));
    expect(html).toContain('aria-label="Notifications"');
    expect(html).toContain('aria-live="polite"');
  });

  it('renders each notification with its title and description, 384 px wide and 24 px from the corner', () => {
    showNotification('Payment confirmed', 'Your plan is active.');
    const html = renderToStaticMarkup(createElement(Notifications));
    expect(text(html)).toBe('Payment confirmed Your plan is active. ×');
    expect(html).toContain('w-[384px]');
    expect(html).toContain('top-[24px] right-[24px]');
  });
});
