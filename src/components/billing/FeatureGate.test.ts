import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import type { PlanFeaturesAnswer } from '../../../contract/billing.ts';
import FeatureGate from './FeatureGate.astro';

const starter: PlanFeaturesAnswer = {
  plan: 'Starter',
  features: ['online_store', 'hosting_bandwidth', 'ssl', 'product_filter', 'blog'],
  limits: { staffAccounts: 2, products: 500, storageMb: 2048 },
  upgrades: { custom_domain: 'Growth', builder: 'Growth', buy_theme: 'Pro' },
};

async function render(feature: 'custom_domain' | 'blog') {
  const container = await AstroContainer.create();
  return container.renderToString(FeatureGate, { props: { feature, features: starter }, slots: { default: '<p>the area</p>' } });
}

describe('FeatureGate', () => {
  it('explains which plan adds a missing feature, with a link to /upgrade, instead of the area', async () => {
    const html = await render('custom_domain');
    expect(html).toContain('Custom domain comes with the Growth plan.');
    expect(html).toContain('Your shop is on the Starter plan. Move to Growth to use this page.');
    expect(html).toMatch(/<a class="btn btn-primary" href="\/upgrade"/);
    expect(html).not.toContain('the area');
  });

  it('shows the area when the plan has the feature', async () => {
    const html = await render('blog');
    expect(html).toContain('<p>the area</p>');
    expect(html).not.toContain('comes with');
  });
});
