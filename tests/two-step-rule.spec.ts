/**
 * A shop requires two-step sign-in (issue 22 item 10), with JavaScript off. Its own Store API and dashboard (the demo
 * owner turns two-step on here, which the other specs' demo data must never see). The owner sets up the authenticator
 * and requires two-step of Dhaka Crafts' staff; the staff member is then led from every page to /my-profile, sets up
 * the authenticator there (codes computed with otplib) and reaches the shop again.
 */
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { DATA_DIRS, PORTS } from './helpers/ports.ts';
import { useMailStack } from './helpers/mail-stack.ts';

const { base, newPage } = useMailStack('two-step-rule', {
  port: PORTS.twoStepRuleDashboard,
  apiPort: PORTS.twoStepRuleApi,
  smtpPort: PORTS.twoStepRuleSmtp,
  dataDir: DATA_DIRS.twoStepRule,
});

const code = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Sets up the authenticator on /my-profile (the sign-in just gave the password, so no prompt) and answers its secret. */
async function setUpAuthenticator(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await page.getByTestId('two-step-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('Code from the app').fill(await code(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  return secret;
}

test('a staff member of a shop that requires two-step sets it up before reaching anything else', async ({ browser }) => {
  const owner = await newPage(browser);
  await signIn(owner, 'owner@haat.test');
  await expect(owner).toHaveURL('/');
  await owner.goto('/my-profile');
  await setUpAuthenticator(owner);
  await owner.goto('/settings/roles-access');
  const section = owner.locator('#shop-two-step');
  await expect(section.getByText('1 member has not set up two-step sign-in yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Require two-step sign-in' }).click();
  await expect(owner.getByText('Two-step sign-in is now required of everyone in this shop.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Stop requiring two-step sign-in' })).toBeVisible();

  const staff = await newPage(browser);
  await signIn(staff, 'staff@haat.test');
  // Led to set it up at sign-in, and from any page, even without the My profile key; no shop link is offered.
  await expect(staff).toHaveURL('/my-profile#two-step');
  await expect(staff.getByText('A shop you work in requires two-step sign-in. Set it up below to continue.')).toBeVisible();
  await expect(staff.getByText('Dhaka Crafts requires two-step sign-in of everyone who works on it.')).toBeVisible();
  await expect(staff.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' })).toHaveCount(0);
  await staff.goto('/orders?status=pending');
  await expect(staff).toHaveURL('/my-profile#two-step');
  // A form of another page is refused too (its action checks the same rule).
  const refused = await staff.request.post('/_actions/orders.addNote', { form: { id: 'x', body: 'hello' }, headers: { origin: base } });
  expect(refused.status()).toBe(403);
  expect(await refused.text()).toContain('requires two-step sign-in');

  await setUpAuthenticator(staff);
  await staff.goto('/orders');
  await expect(staff).toHaveURL('/orders');
  await expect(staff.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});
