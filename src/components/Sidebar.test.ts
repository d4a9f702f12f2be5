import { englishDisplay } from '../../contract/format.ts';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { findRoute } from '../lib/routes.ts';
import { summarise } from '../lib/subscription.ts';
import Sidebar from './Sidebar.astro';

/** The container runs no middleware, so the render passes the locals the middleware would set. */
async function render(pattern: string, activeShop: App.Locals['activeShop']) {
  const container = await AstroContainer.create();
  const locals: App.Locals = {
    token: 'token',
    user: null,
    shops: activeShop ? [activeShop] : [],
    activeShop,
    subscription: summarise(null),
    apps: [],
    route: findRoute(pattern) ?? null,
    flashes: [],
    display: englishDisplay,
  };
  return container.renderToString(Sidebar, { locals });
}

const links = (html: string) => [...html.matchAll(/<a href="(\/[^"]*)"/g)].map((match) => match[1]);
const shop = (isShopAdmin: boolean, permissions: string[] = []) => ({ shopId: 's1', name: 'Dhaka Crafts', isShopAdmin, permissions });

describe('Sidebar', () => {
  it('shows staff only the areas they may open, marking the current one', async () => {
    const html = await render('/orders/[id]', shop(false, ['orders', 'customers', 'products-and-collections']));
    // The brand link to Home, the plan (shown in the menu on phones), then one link per area.
    expect(links(html)).toEqual(['/', '/upgrade', '/', '/orders', '/products', '/collections', '/customers', '/analytics']);
    expect(html).toMatch(/<a href="\/orders" aria-current="page"/);
    expect(html).not.toMatch(/Settings|Earnings|Files|App store/);
  });

  it('shows the owner every group, with headings for Store and Settings', async () => {
    const html = await render('/', shop(true));
    expect(html).toMatch(/<a href="\/" aria-current="page"/);
    for (const heading of ['Store', 'Settings']) expect(html).toMatch(new RegExp(`<p[^>]*>${heading}</p>`));
    expect(links(html)).toContain('/settings/roles-access');
    expect(links(html)).toContain('/appstore');
  });
});
