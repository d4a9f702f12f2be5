import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { englishDisplay } from '../../contract/format.ts';
import FilterForm from './FilterForm.astro';
import SearchField from './SearchField.astro';

/** The attributes of the rendered <input>s. */
const inputs = (html: string) => [...html.matchAll(/<input[^>]*>/g)].map((match) => match[0]);

describe('SearchField', () => {
  const render = async (props: Record<string, unknown>) =>
    (await AstroContainer.create()).renderToString(SearchField, { props: { label: 'Search', ...props } });

  it('is a labelled search box named q that keeps what was searched for', async () => {
    const html = await render({ id: 'orders-q', value: 'রহিম', placeholder: 'Number, name or phone' });
    expect(html).toMatch(/<label for="orders-q" class="label">\s*Search\s*<\/label>/);
    const [tag] = inputs(html);
    for (const attribute of ['id="orders-q"', 'name="q"', 'type="search"', 'value="রহিম"', 'placeholder="Number, name or phone"'])
      expect(tag).toContain(attribute);
    expect(tag).toContain('enterkeyhint="search"');
  });

  it('takes another name, its id following it as any field', async () => {
    const [tag] = inputs(await render({ name: 'productQuery' }));
    expect(tag).toContain('name="productQuery"');
    expect(tag).toContain('id="productQuery"');
  });
});

describe('FilterForm', () => {
  const render = async (props: Record<string, unknown>) =>
    (await AstroContainer.create()).renderToString(FilterForm, {
      locals: { display: englishDisplay } as App.Locals,
      props: { action: '/orders', label: 'Filter orders', class: 'card', search: { id: 'orders-q', label: 'Search', value: '' }, ...props },
      slots: { default: '<select name="sort"></select>', actions: '<button type="submit">Apply</button>' },
    });

  it('is a GET search form: the search box, the filters, then the actions', async () => {
    const html = await render({});
    expect(html).toMatch(/<form method="GET" action="\/orders" class="card" role="search" aria-label="Filter orders">/);
    expect(html.indexOf('name="q"')).toBeLessThan(html.indexOf('name="sort"'));
    expect(html.indexOf('name="sort"')).toBeLessThan(html.indexOf('Apply'));
    expect(html).not.toContain('<details');
  });

  it('folds the filters behind "Filters" when told how many are set, open when one is', async () => {
    expect(await render({ active: 0 })).toMatch(/<details class="filter-fold sm:col-span-2">[\s\S]*name="sort"[\s\S]*<\/details>/);
    expect(await render({ active: 1 })).toMatch(/<details class="filter-fold sm:col-span-2" open>/);
  });

  it('carries the kept parameters that have a value as hidden inputs', async () => {
    const hidden = inputs(await render({ keep: { status: 'pending', view: undefined } })).filter((tag) => tag.includes('hidden'));
    expect(hidden).toEqual(['<input type="hidden" name="status" value="pending">']);
  });
});
