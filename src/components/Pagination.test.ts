import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { displayFor, englishDisplay, type DisplayPrefs } from '../../contract/format.ts';
import Pagination from './Pagination.astro';

async function render(page: number, pages: number, display: DisplayPrefs = englishDisplay) {
  const container = await AstroContainer.create();
  // The container runs no middleware: pass the display prefs it would set.
  const locals = { display } as App.Locals;
  return container.renderToString(Pagination, { locals, props: { page, pages, hrefFor: (n: number) => `/orders?page=${n}` } });
}

/** Each link as "text → href". */
const links = (html: string) =>
  [...html.matchAll(/<a[^>]*href="([^"]+)"[^>]*>\s*([^<]*?)\s*<\/a>/g)].map((match) => `${match[2]} → ${match[1]}`);

describe('Pagination', () => {
  it('renders nothing for a single page', async () => {
    expect((await render(1, 1)).trim()).toBe('');
  });

  it('offers next and last from the first page', async () => {
    expect(links(await render(1, 100))).toEqual(['Next → /orders?page=2', 'Last → /orders?page=100']);
  });

  it('offers all four links in the middle, with grouped numbers', async () => {
    const html = await render(50, 1200);
    expect(links(html)).toEqual([
      'First → /orders?page=1',
      'Previous → /orders?page=49',
      'Next → /orders?page=51',
      'Last → /orders?page=1200',
    ]);
    expect(html).toContain('Page 50 of 1,200');
  });

  it('writes the page numbers in the reader’s digits', async () => {
    expect(await render(50, 1200, displayFor('bn'))).toContain('Page ৫০ of ১,২০০');
  });

  it('does not repeat a link that Previous or Next already gives', async () => {
    expect(links(await render(2, 3))).toEqual(['Previous → /orders?page=1', 'Next → /orders?page=3']);
  });
});
