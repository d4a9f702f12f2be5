import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import SelectField from './SelectField.astro';

type Props = {
  name: string;
  label: string;
  options: { value: string | number; label: string }[];
  value: string | number;
  any?: string;
  id?: string;
  hideLabel?: boolean;
  class?: string;
};

const SORTS = [
  { value: '-newest', label: 'Newest first' },
  { value: 'title', label: 'Title A–Z' },
];

async function render(props: Props) {
  const container = await AstroContainer.create();
  return container.renderToString(SelectField, { props });
}

/** Each option as "value=label", with a trailing "*" on the selected ones. */
const options = (html: string) =>
  [...html.matchAll(/<option value(?:="([^"]*)")?( selected)?>\s*([^<]*?)\s*<\/option>/g)].map(
    (match) => `${match[1] ?? ''}=${match[3]}${match[2] ? '*' : ''}`,
  );

describe('SelectField', () => {
  it('ties the label to the select through the id', async () => {
    const html = await render({ id: 'products-sort', name: 'sort', label: 'Sort', options: SORTS, value: 'title' });
    expect(html).toMatch(/<label for="products-sort" class="label">\s*Sort\s*<\/label>/);
    expect(html).toContain('<select id="products-sort" name="sort" class="input">');
  });

  it('uses the name as the id when no id is given', async () => {
    const html = await render({ name: 'sort', label: 'Sort', options: SORTS, value: 'title' });
    expect(html).toMatch(/<label for="sort"/);
    expect(html).toContain('<select id="sort" name="sort"');
  });

  it('selects exactly the option whose value matches', async () => {
    expect(options(await render({ name: 'sort', label: 'Sort', options: SORTS, value: 'title' }))).toEqual([
      '-newest=Newest first',
      'title=Title A–Z*',
    ]);
  });

  it('matches numeric values, as the page-size select gives them', async () => {
    const sizes = [10, 25, 50].map((n) => ({ value: n, label: String(n) }));
    expect(options(await render({ name: 'limit', label: 'Per page', options: sizes, value: 50 }))).toEqual(['10=10', '25=25', '50=50*']);
  });

  it('puts the "any" option first and selects it when no filter is set', async () => {
    expect(options(await render({ name: 'sort', label: 'Sort', options: SORTS, value: '', any: 'Any' }))).toEqual([
      '=Any*',
      '-newest=Newest first',
      'title=Title A–Z',
    ]);
  });

  it('leaves the "any" option unselected when a filter is set', async () => {
    expect(options(await render({ name: 'sort', label: 'Sort', options: SORTS, value: '-newest', any: 'Any' }))).toEqual([
      '=Any',
      '-newest=Newest first*',
      'title=Title A–Z',
    ]);
  });

  it('selects nothing when the value matches no option, so the browser shows the first', async () => {
    expect(options(await render({ name: 'sort', label: 'Sort', options: SORTS, value: 'gone' })).filter((o) => o.endsWith('*'))).toEqual(
      [],
    );
  });

  it('keeps a hidden label for screen readers when told to hide it, and takes a class in place of its own', async () => {
    const html = await render({
      id: 'adjust-0-reason',
      name: 'reason',
      label: 'Reason',
      options: SORTS,
      value: '',
      hideLabel: true,
      class: 'input px-2',
    });
    expect(html).toMatch(/<label for="adjust-0-reason" class="sr-only">\s*Reason\s*<\/label>/);
    expect(html).toContain('<select id="adjust-0-reason" name="reason" class="input px-2">');
  });
});
