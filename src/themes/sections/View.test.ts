import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import View from './View.astro';
import { themeParts } from '../parts.ts';
import type { StorefrontSection } from '../../../contract/storefront.ts';

const product = { id: 'p1', title: 'Kantha', handle: 'kantha', priceMin: 120000, priceMax: 120000, image: null };
const sections: StorefrontSection[] = [
  { type: 'hero', heading: 'Fresh from our workshop', text: '', imageUrl: '', buttonLabel: 'Shop now' },
  { type: 'hero', heading: '', text: '', imageUrl: '', buttonLabel: 'Shop now' },
  { type: 'featured_collection', heading: 'Featured', collection: null, products: [] },
  { type: 'product_grid', heading: 'New arrivals', products: [product] },
  { type: 'product_grid', heading: 'Nothing yet', products: [] },
  { type: 'latest_posts', heading: 'From the blog', posts: [] },
  { type: 'rich_text', heading: 'Our story', html: '<p>Tell shoppers who you are.</p>' },
  { type: 'rich_text', heading: 'Our story', html: '' },
  { type: 'rich_text', heading: 'Hours', html: '<p>Open every day.</p>' },
];

async function render(draft: boolean) {
  const container = await AstroContainer.create();
  return container.renderToString(View, { props: { view: { kind: 'home', sections }, draft, parts: themeParts('bazaar') } });
}
const drawn = (html: string) => [...html.matchAll(/data-section="(\w+)"/g)].map((m) => m[1]);

describe('home sections (issue 25 item 7)', () => {
  it('leaves out of the live store every section without content, placeholders included', async () => {
    const html = await render(false);
    expect(drawn(html)).toEqual(['hero', 'product_grid', 'rich_text']);
    expect(html).not.toContain('No products to show yet');
    expect(html).not.toContain('No published posts yet');
    expect(html).not.toContain('Tell shoppers who you are');
    expect(html).toContain('Open every day.');
  });

  it('draws them all in the draft, flagging the empty ones for the seller', async () => {
    const html = await render(true);
    expect(drawn(html)).toHaveLength(sections.length);
    expect(html.match(/Hidden from shoppers until it has content\./g)).toHaveLength(6);
  });
});
