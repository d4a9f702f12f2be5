import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import type { DocumentShop } from '../../lib/api/orders.ts';
import ShopBlock from './ShopBlock.astro';

const SHOP: DocumentShop = {
  id: 's1',
  name: 'Dhaka Crafts',
  handle: 'dhaka-crafts',
  legalName: 'Dhaka Crafts Trading',
  logoUrl: '/media/abc/medium.webp',
  addressLines: ['House 12, Road 5', 'Dhanmondi, Dhaka 1205', 'Bangladesh'],
  phone: '01811223344',
  email: 'hello@dhaka-crafts.test',
  tradeLicence: 'TRAD/DSCC/045678/2024',
  bin: '000123456-0101',
};

async function render(shop: DocumentShop, doc: 'invoice' | 'packing-slip' = 'invoice') {
  const container = await AstroContainer.create();
  return container.renderToString(ShopBlock, { props: { shop, doc } });
}

/** The visible text, one space between words. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('ShopBlock', () => {
  it('prints the logo with the shop name as its text, the address lines, contact, licence and BIN on invoices', async () => {
    const html = await render(SHOP);
    expect(html).toMatch(/<img src="\/media\/abc\/medium\.webp" alt="Dhaka Crafts"/);
    expect(text(html)).toBe(
      'Dhaka Crafts Dhaka Crafts Trading House 12, Road 5 Dhanmondi, Dhaka 1205 Bangladesh Phone 01811223344 ' +
        'hello@dhaka-crafts.test Trade licence TRAD/DSCC/045678/2024 BIN 000123456-0101',
    );
  });

  it('leaves the licence and BIN off packing slips', async () => {
    const html = await render(SHOP, 'packing-slip');
    expect(text(html)).not.toContain('BIN');
    expect(text(html)).not.toContain('Trade licence');
    expect(text(html)).toContain('Phone 01811223344');
  });

  it('prints the name and, on an invoice, what is missing with a link to add it for a shop without settings', async () => {
    const bare = { ...SHOP, legalName: null, logoUrl: null, addressLines: [], phone: null, email: null, tradeLicence: null, bin: null };
    const html = await render(bare);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<address');
    expect(text(html)).toBe(
      'Dhaka Crafts This invoice has no business address and phone yet: shoppers and couriers need it. Add them in Business settings',
    );
    expect(html).toContain('href="/store/business-settings"');
    expect(text(await render(bare, 'packing-slip'))).toBe('Dhaka Crafts');
  });

  it('names only the phone when the address is set (issue 24 item 5)', async () => {
    expect(text(await render({ ...SHOP, phone: null }))).toContain('no business phone yet');
    expect(await render(SHOP)).not.toContain('invoice-missing');
  });
});
