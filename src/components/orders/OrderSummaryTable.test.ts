import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import OrderSummaryTable from './OrderSummaryTable.astro';

type Order = { id: string; number: number; customer: string; items: number };

const ORDERS: Order[] = [
  { id: 'a/1', number: 3000, customer: 'Rahima', items: 5 },
  { id: 'b', number: 2999, customer: 'Karim', items: 1 },
];
const COLUMNS = [
  { label: 'Customer', cell: (order: Order) => order.customer },
  { label: 'Items', numeric: true, cell: (order: Order) => order.items },
];

async function render(linked: boolean) {
  const container = await AstroContainer.create();
  return container.renderToString(OrderSummaryTable, { props: { orders: ORDERS, columns: COLUMNS, linked } });
}

/** The text of each cell of a kind (th or td), with its class. */
const cells = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag} [^>]*class="([^"]*)"[^>]*>\\s*(.*?)\\s*</${tag}>`, 'g'))].map((m) => `${m[2]} (${m[1]})`);

describe('OrderSummaryTable', () => {
  it('heads the table with Order, then the columns in the order given, numbers right-aligned', async () => {
    expect(cells((await render(true)).split('<tbody>')[0]!, 'th')).toEqual([
      'Order (px-2 py-1 font-medium)',
      'Customer (px-2 py-1 font-medium)',
      'Items (px-2 py-1 text-right font-medium)',
    ]);
  });

  it('shows each order as a row of its cells', async () => {
    expect(cells((await render(true)).split('<tbody>')[1]!, 'td')).toEqual([
      'Rahima (px-2 py-1)',
      '5 (px-2 py-1 text-right tabular-nums)',
      'Karim (px-2 py-1)',
      '1 (px-2 py-1 text-right tabular-nums)',
    ]);
  });

  it('links each order number to its page when the viewer may open orders', async () => {
    const html = await render(true);
    expect(html).toContain('<a href="/orders/a%2F1">#3000</a>');
    expect(html).toContain('<a href="/orders/b">#2999</a>');
  });

  it('shows plain numbers without links otherwise', async () => {
    const html = await render(false);
    expect(html).not.toContain('<a ');
    expect(html).toMatch(/<th scope="row" class="px-2 py-1 font-normal">\s*#3000\s*<\/th>/);
  });
});
