import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import type { Flash } from '../lib/flash.ts';
import Notifications from './Notifications.astro';

async function render(flashes: Flash[]) {
  const container = await AstroContainer.create();
  return container.renderToString(Notifications, { props: { flashes } });
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('Notifications', () => {
  it('renders an empty, labelled, polite region when there is no news', async () => {
    const html = await render([]);
    expect(html).toMatch(/role="region"/);
    expect(html).toMatch(/aria-label="Notifications"/);
    expect(html).toMatch(/aria-live="polite"/);
    expect(html).not.toContain('data-notification');
  });

  it('renders each notification with its title, text and a dismiss link (no JavaScript needed)', async () => {
    const html = await render([
      { kind: 'notification', title: 'Payment confirmed', message: 'Your plan is active.' },
      { kind: 'notification', title: 'Import finished', message: '120 products added.' },
    ]);
    expect(html.match(/data-notification/g)).toHaveLength(2);
    expect(text(html)).toBe('Payment confirmed Your plan is active. × Import finished 120 products added. ×');
  });

  it('titles a notification without a title "Notification"', async () => {
    expect(text(await render([{ kind: 'notification', message: 'Done' }]))).toBe('Notification Done ×');
  });

  it('escapes the message', async () => {
    const html = await render([{ kind: 'notification', title: '<b>x</b>', message: '<script>alert(1)</script>' }]);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('&lt;b&gt;');
  });

  it('sits 24 px from the top-right corner, 384 px wide (spec §9)', async () => {
    const html = await render([{ kind: 'notification', message: 'Done' }]);
    expect(html).toContain('top-[24px] right-[24px]');
    expect(html).toContain('w-[384px]');
  });
});
