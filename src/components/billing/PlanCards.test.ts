import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../../contract/billing.ts';
import { displayFor } from '../../../contract/format.ts';
import MoveToFree from './MoveToFree.astro';
import PlanCards from './PlanCards.astro';

const plan = (name: string, monthly: number, features: Plan['features']): Plan => ({
  id: `id-${name}`,
  name,
  description: '',
  features,
  limits: { staffAccounts: monthly ? 2 : 0, products: monthly ? 500 : 25, storageMb: monthly ? 2048 : 500 },
  pricingTiers: [
    { tier: 'monthly', price: monthly, days: 30, saving: 0 },
    { tier: 'yearly', price: monthly * 10, days: 365, saving: monthly * 2 },
  ],
  purchasable: monthly > 0,
});
const free = plan('Free', 0, ['online_store', 'hosting_bandwidth', 'ssl']);
const plans = [free, plan('Starter', 99_900, ['online_store', 'hosting_bandwidth', 'ssl', 'blog'])];
const locals = { display: displayFor('en'), activeShop: null } as unknown as App.Locals;

async function cards(canBuy: boolean) {
  const container = await AstroContainer.create();
  return container.renderToString(PlanCards, { props: { plans, tier: 'monthly', currentPlan: 'Free', chosenId: null, canBuy }, locals });
}

describe('PlanCards', () => {
  it('offers "Choose" to a shop admin', async () => {
    expect(await cards(true)).toContain('Choose Starter');
  });

  it('shows staff the plans and prices but no "Choose" they cannot use (issue 25 item 9)', async () => {
    const html = await cards(false);
    expect(html).toContain('Starter');
    expect(html).toContain('৳999.00');
    expect(html).not.toContain('Choose');
    expect(html).not.toContain('plan=');
  });
});

describe('MoveToFree', () => {
  it("says what happens to what exceeds Free's limits, with the button for a shop admin (issue 25 item 8)", async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(MoveToFree, { props: { free, isAdmin: true, message: null }, locals });
    expect(html).toContain('25 products, no staff accounts and 500 MB of files');
    expect(html).toContain('Nothing is deleted');
    expect(html).toContain('Staff keep their access');
    expect(html).toContain('Custom domain, Page builder, Product filters, Blog, Premium themes');
    expect(html).toMatch(/<button[^>]*>\s*Move to Free\s*<\/button>/);
  });

  it('shows staff what Free means but not the button', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(MoveToFree, { props: { free, isAdmin: false, message: null }, locals });
    expect(html).toContain('Only a shop admin can change the plan');
    expect(html).not.toMatch(/<button[^>]*>\s*Move to Free/);
  });
});
