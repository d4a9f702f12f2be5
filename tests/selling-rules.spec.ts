/**
 * Selling rules with JavaScript off: a promo code made through its form (a wrong value keeps what was typed), VAT
 * and checkout settings saved, and a staff member without the promocodes permission refused by page, action and API.
 */
import { expect, test } from '@playwright/test';
import { OWNER, STAFF, signIn } from './helpers/auth.ts';

test.use({ javaScriptEnabled: false });

/** Unique per run, so a failed run's leftovers never match. */
const RUN = Date.now().toString(36).toUpperCase().slice(-5);

test('the seller makes a promo code without JavaScript; a wrong value keeps what was typed', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/settings/promocodes/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Add promo code' })).toBeVisible();
  await page.getByLabel('Code', { exact: true }).fill(`eid${RUN}`);
  await page.getByLabel('Internal title (optional)').fill('Eid sale');
  await page.getByLabel('Type').selectOption('percentage');
  await page.getByLabel('Value').fill('150');
  await page.getByLabel('Up to ৳ (percentage only)').fill('200');
  await page.getByLabel('Total uses').fill('100');
  await page.getByRole('button', { name: 'Save promo code' }).click();

  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByText('A percentage is between 1 and 100')).toBeVisible();
  await expect(page.getByLabel('Code', { exact: true })).toHaveValue(`eid${RUN}`);
  await expect(page.getByLabel('Up to ৳ (percentage only)')).toHaveValue('200');
  await expect(page.getByLabel('Total uses')).toHaveValue('100');

  await page.getByLabel('Value').fill('10');
  await page.getByRole('button', { name: 'Save promo code' }).click();
  await expect(page).toHaveURL('/settings/promocodes');
  await expect(page.getByRole('status').filter({ hasText: `Promo code EID${RUN} saved.` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `EID${RUN}` });
  await expect(row).toContainText('10% up to ৳200.00');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('0 / 100');

  // The same code in lower case is refused as a field error.
  await page.goto('/settings/promocodes/create');
  await page.getByLabel('Code', { exact: true }).fill(`Eid${RUN}`);
  await page.getByLabel('Value').fill('5');
  await page.getByRole('button', { name: 'Save promo code' }).click();
  await expect(page.getByText('This code already exists in this shop')).toBeVisible();

  // Edit: clear the limit back to unlimited.
  await page.goto(`/settings/promocodes?q=EID${RUN}`);
  await page.getByRole('link', { name: `EID${RUN}` }).click();
  await page.getByLabel('Total uses').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL('/settings/promocodes');
  await expect(page.getByRole('row').filter({ hasText: `EID${RUN}` })).toContainText('0 / unlimited');
});

test('VAT and checkout settings save without JavaScript', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/settings/tax');
  await page.getByLabel('Charge VAT on orders').check();
  await page.getByLabel('Rate').selectOption('7.5');
  await page.getByRole('button', { name: 'Save VAT settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'VAT settings saved.' })).toBeVisible();
  await expect(page.getByLabel('Rate')).toHaveValue('7.5');
  await expect(page.getByLabel('Charge VAT on orders')).toBeChecked();

  await page.goto('/settings/checkout');
  await page.getByLabel('Ask shoppers to accept my terms').check();
  await page.getByRole('button', { name: 'Save checkout settings' }).click();
  await expect(page.getByText('Add the link to your terms')).toBeVisible();
  await expect(page.getByLabel('Ask shoppers to accept my terms')).toBeChecked();
  await page.getByLabel('Link to your terms').fill('https://dhaka-crafts.test/terms');
  await page.getByRole('button', { name: 'Save checkout settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Checkout settings saved.' })).toBeVisible();
  await expect(page.getByLabel('Link to your terms')).toHaveValue('https://dhaka-crafts.test/terms');

  // Put VAT back off for the other tests of the run.
  await page.goto('/settings/tax');
  await page.getByLabel('Charge VAT on orders').uncheck();
  await page.getByRole('button', { name: 'Save VAT settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'VAT settings saved.' })).toBeVisible();
});

test('the seller makes a custom shipping plan without JavaScript; a district left without a zone is refused by name', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/settings/shipping/custom/plans');
  await page.getByRole('link', { name: 'Add custom plan' }).first().click();
  await expect(page).toHaveURL('/settings/shipping/custom');
  await page.getByLabel('Plan name').fill(`Fragile ${RUN}`);
  await page.getByLabel('Collections this plan ships').selectOption({ index: 0 });
  await page.getByLabel('Flat rate (৳)').nth(2).fill('200');
  await page.getByText('Sylhet division').click();
  await page.getByLabel('Sylhet', { exact: true }).selectOption({ label: 'No zone' });
  await page.getByRole('button', { name: 'Add plan' }).click();

  await expect(page.getByText('Every district needs a zone. Without one: Sylhet')).toBeVisible();
  await expect(page.getByLabel('Plan name')).toHaveValue(`Fragile ${RUN}`);
  await expect(page.getByLabel('Flat rate (৳)').nth(2)).toHaveValue('200');

  await page.getByLabel('Sylhet', { exact: true }).selectOption({ label: 'Outside Dhaka' });
  await page.getByRole('button', { name: 'Add plan' }).click();
  await expect(page).toHaveURL('/settings/shipping/custom/plans');
  await expect(page.getByRole('status').filter({ hasText: `Fragile ${RUN} saved.` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `Fragile ${RUN}` });
  await expect(row).toContainText('1 collection');
  await expect(row).toContainText('Inside Dhaka, Dhaka suburbs, Outside Dhaka');

  await page.goto('/settings/shipping');
  await expect(page.getByText("A cart mixing plans pays the sum of each plan's charge.")).toBeVisible();
  await expect(page.getByLabel('Zone name').first()).toHaveValue('Inside Dhaka');
});

test('a phone order for a customer in Sylhet with a code shows the Outside Dhaka charge and the discount, and prints them', async ({
  page,
}) => {
  await signIn(page, OWNER);
  await page.goto('/settings/promocodes/create');
  await page.getByLabel('Code', { exact: true }).fill(`PHONE${RUN}`);
  await page.getByLabel('Value').fill('10');
  await page.getByRole('button', { name: 'Save promo code' }).click();
  await expect(page).toHaveURL('/settings/promocodes');

  await page.goto('/orders/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Take an order' })).toBeVisible();
  await page.getByLabel('Mobile number').fill('+8801719876543');
  await page.getByLabel('Full name').fill('Shirin Akter');
  const inStock = await page
    .getByLabel('Product 1')
    .locator('option')
    .evaluateAll((options) => (options as HTMLOptionElement[]).find((o) => o.value && !/ · 0 left$/.test(o.text))?.value ?? '');
  expect(inStock).not.toBe('');
  await page.getByLabel('Product 1').selectOption(inStock);
  await page.getByLabel('District').selectOption({ label: 'Sylhet' });
  await page.getByLabel('Address', { exact: true }).fill('House 9, Amberkhana');
  await page.getByLabel('Promo code (optional)').fill(`phone${RUN}`);
  await page.getByRole('button', { name: 'Update totals' }).click();

  const totals = page.getByTestId('quote-totals');
  await expect(totals).toContainText('Delivery: Outside Dhaka');
  await expect(totals).toContainText('৳130.00');
  await expect(totals).toContainText(`Discount (PHONE${RUN})`);
  // Everything typed is kept, and a second product row is offered.
  await expect(page.getByLabel('Full name')).toHaveValue('Shirin Akter');
  await expect(page.getByLabel('Product 1')).toHaveValue(inStock);
  await expect(page.getByLabel('Product 2')).toHaveValue('');
  const total = (await page.getByTestId('quote-total').textContent())!.trim();

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('status').filter({ hasText: /Order #\d+ placed\./ })).toBeVisible();
  await page.goto(`${new URL(page.url()).pathname}/invoice`);
  await expect(page.getByText(`Discount (PHONE${RUN})`)).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(total);
  const invoice = new URL(page.url()).pathname;
  await page.goto(`${invoice}?size=80mm`);
  await expect(page.getByText(`Discount (PHONE${RUN})`)).toBeVisible();
  await expect(page.getByText('৳130.00')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(total);
});

test('a phone order follows the checkout settings: a required e-mail, and the delivery charge in advance outside Dhaka', async ({
  page,
}) => {
  await signIn(page, OWNER);
  const checkout = async (email: string, advance: boolean) => {
    await page.goto('/settings/checkout');
    await page.getByLabel('Email', { exact: true }).selectOption({ label: email });
    await page.getByLabel('bKash', { exact: true }).setChecked(advance);
    await page.getByLabel(/Ask for the delivery charge in advance/).setChecked(advance);
    await page.getByRole('button', { name: 'Save checkout settings' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Checkout settings saved.' })).toBeVisible();
  };
  await checkout('Required', true);

  await page.goto('/orders/create');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await page.getByLabel('Mobile number').fill('01719876500');
  await page.getByLabel('Full name').fill('Nasrin Sultana');
  const inStock = await page
    .getByLabel('Product 1')
    .locator('option')
    .evaluateAll((options) => (options as HTMLOptionElement[]).find((o) => o.value && !/ · 0 left$/.test(o.text))?.value ?? '');
  await page.getByLabel('Product 1').selectOption(inStock);
  await page.getByLabel('District').selectOption({ label: 'Sylhet' });
  await page.getByLabel('Address', { exact: true }).fill('House 3, Zindabazar');
  await page.getByRole('button', { name: 'Update totals' }).click();
  const totals = page.getByTestId('quote-totals');
  await expect(totals).toContainText('Advance by bKash (delivery charge)');
  await expect(totals).toContainText('To collect on delivery');

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByText('Enter the customer’s e-mail')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Nasrin Sultana');
  await page.getByLabel('Email', { exact: true }).fill('nasrin@example.com');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/to be paid in advance by bKash/)).toBeVisible();

  // Back to the defaults for the other tests of the run.
  await checkout('Optional', false);
});

test('staff without the promocodes permission are refused by the page, the action and the Store API', async ({ page, baseURL }) => {
  await signIn(page, STAFF);
  await page.goto('/settings/promocodes');
  await expect(page).toHaveURL('/');
  await page.goto('/settings/promocodes/create');
  await expect(page).toHaveURL('/');

  const action = await page.request.post('/settings/promocodes/create?_action=promoCodes.create', {
    form: { code: 'STAFF1', type: 'percentage', value: '10' },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(action.status()).not.toBe(200);
  expect([302, 303, 403]).toContain(action.status());
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('the phone-order island finds a product, shows live totals and stays under 90 KB of JavaScript', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto('/orders/create');
    await expect(page.getByRole('region', { name: 'Live totals' })).toBeVisible();
    await expect(page.locator('#totals-static')).toBeHidden();
    // The island reads the owner's permissions from the seeded $session: the customer finder is offered.
    await expect(page.getByLabel('Find a customer by phone or name')).toBeVisible();

    // What the page downloads before the seller touches it (the combobox code loads on first use).
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'))
        .reduce((sum, e) => sum + (e as PerformanceResourceTiming).encodedBodySize, 0),
    );
    expect(scripts / 1024).toBeLessThanOrEqual(90);

    const first = (await page.getByLabel('Product 1').locator('option').nth(1).textContent())!.split(' · ')[0]!;
    await page.getByLabel('Add a product by title or SKU').click();
    const finder = page.getByRole('combobox', { name: 'Add a product by title or SKU' });
    await expect(finder).toBeFocused();
    await finder.pressSequentially(first.slice(0, 5));
    await page
      .getByRole('option', { name: new RegExp(`^${first.slice(0, 5)}`) })
      .first()
      .click();
    await page.getByLabel('District').selectOption({ label: 'Sylhet' });
    await expect(page.getByTestId('live-totals')).toContainText('Delivery: Outside Dhaka');
    await expect(page.getByLabel('Product 2')).toHaveValue('');
  });
});
