import { englishDisplay } from '../../contract/format.ts';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../contract/billing.ts';
import { comparisonRows, featureMessage, hasFeature, priceFor, tierFrom } from './billing.ts';

const plan = (name: string, features: Plan['features'], products: number | null): Plan => ({
  id: name,
  name,
  description: '',
  features,
  limits: { staffAccounts: 2, products, storageMb: 2048 },
  pricingTiers: [
    { tier: 'monthly', price: 100, days: 30, saving: 0 },
    { tier: 'yearly', price: 1000, days: 365, saving: 200 },
  ],
  purchasable: true,
});

describe('billing helpers', () => {
  it('reads the period from the URL, monthly unless it says yearly', () => {
    expect(tierFrom(new URLSearchParams('tier=yearly'))).toBe('yearly');
    expect(tierFrom(new URLSearchParams('tier=weekly'))).toBe('monthly');
    expect(tierFrom(new URLSearchParams(''))).toBe('monthly');
  });

  it('tells whether the plan has a feature and which plan adds it', () => {
    expect(hasFeature({ features: ['blog'] }, 'blog')).toBe(true);
    expect(hasFeature({ features: ['blog'] }, 'custom_domain')).toBe(false);
    expect(hasFeature(null, 'blog')).toBe(false);
    expect(featureMessage({ upgrades: { custom_domain: 'Growth' } }, 'custom_domain')).toBe('Custom domain comes with the Growth plan.');
  });

  it.each([
    ['buy_theme', 'Growth', 'Premium themes come with the Growth plan.'],
    ['product_filter', 'Starter', 'Product filters come with the Starter plan.'],
    ['buy_theme', undefined, 'Premium themes are not part of your plan.'],
    ['blog', undefined, 'Blog is not part of your plan.'],
  ] as const)('agrees the verb with a plural feature name: %s', (feature, plan, message) => {
    expect(featureMessage({ upgrades: plan ? { [feature]: plan } : {} }, feature)).toBe(message);
  });

  it('builds the comparison rows: a tick per feature, then limits', () => {
    const rows = comparisonRows([plan('A', ['blog'], 25), plan('B', ['blog', 'ssl'], null)], englishDisplay);
    expect(rows.find((r) => r.label === 'Blog')?.cells).toEqual([true, true]);
    expect(rows.find((r) => r.label === 'SSL certificate')?.cells).toEqual([false, true]);
    expect(rows.find((r) => r.label === 'Products')?.cells).toEqual(['25', 'No limit']);
    expect(rows.find((r) => r.label === 'File storage')?.cells).toEqual(['2 GB', '2 GB']);
    expect(priceFor(plan('A', [], 1), 'yearly')).toBe(1000);
  });
});
