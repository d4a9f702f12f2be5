import { englishDisplay } from '../../contract/format.ts';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../lib/routes.ts';
import { summarise } from '../lib/subscription.ts';
import Breadcrumb from './Breadcrumb.astro';

/** The container runs no middleware, so each render passes the locals the middleware would set. */
async function render(pattern: string, props: { current?: string } = {}) {
  const container = await AstroContainer.create();
  const locals: App.Locals = {
    token: 'token',
    user: null,
    shops: [],
    activeShop: null,
    subscription: summarise(null),
    apps: [],
    route: findRoute(pattern) ?? null,
    flashes: [],
    display: englishDisplay,
  };
  return container.renderToString(Breadcrumb, { locals, props });
}

/** The visible text of each crumb, without the aria-hidden ">" separators. */
const items = (html: string) =>
  [...html.matchAll(/<li[^>]*>(.*?)<\/li>/gs)].map((match) =>
    match[1]!
      .replace(/<span aria-hidden="true">&gt;<\/span>/g, '')
      .replace(/<[^>]+>/g, '')
      .trim(),
  );
const separators = (html: string) => html.match(/<span aria-hidden="true">&gt;<\/span>/g)?.length ?? 0;

describe('Breadcrumb', () => {
  it('shows Home > Orders on the orders list, linking Home', async () => {
    const html = await render('/orders');
    expect(html).toContain('aria-label="Breadcrumb"');
    expect(items(html)).toEqual(['Home', 'Orders']);
    expect(separators(html)).toBe(1);
    expect(html).toMatch(/<a href="\/"[^>]*>Home<\/a>/);
    expect(html).toMatch(/<span aria-current="page"[^>]*>Orders<\/span>/);
  });

  it('replaces the last label with the current prop on a detail page', async () => {
    const html = await render('/orders/[id]', { current: 'Order #1001' });
    expect(items(html)).toEqual(['Home', 'Orders', 'Order #1001']);
    expect(separators(html)).toBe(2);
    expect(html).toMatch(/<a href="\/orders"[^>]*>Orders<\/a>/);
  });

  it('does not link a parent whose pattern has a parameter', async () => {
    const html = await render('/store/pages/update/[id]');
    expect(html).toMatch(/<a href="\/store\/pages"[^>]*>Pages<\/a>/);
    expect(html).not.toContain('[id]');
  });

  it.each([
    ['Home itself', '/'],
    ['a page outside the routes table', '/nowhere'],
  ])('renders nothing on %s', async (_label, pattern) => {
    const html = await render(pattern);
    expect(html).not.toContain('<nav');
  });
});
