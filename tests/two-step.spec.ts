/**
 * Two-step sign-in and the fresh factor with JavaScript off (issue 22 items 8 and 11), and passkeys with JavaScript on
 * through Chromium's virtual authenticator (item 9). Its own Store API (SMTP_URL set),
 * dashboard and SMTP server, and a new seller each run, so no demo account ever has two-step on. A session opened from
 * the sign-up link has given no factor yet, so the first money or access change asks for the password in place.
 */
import { expect, test, type Page } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { generate } from 'otplib';
import { DATA_DIRS, PORTS } from './helpers/ports.ts';
import { useMailStack } from './helpers/mail-stack.ts';

const { base, smtp, newPage } = useMailStack('two-step', {
  port: PORTS.twoStepDashboard,
  apiPort: PORTS.twoStepApi,
  smtpPort: PORTS.twoStepSmtp,
  dataDir: DATA_DIRS.twoStep,
});
const PASSWORD = 'long-enough-1';

const recipient = (mail: ParsedMail) => (mail.to && 'text' in mail.to ? mail.to.text : '');

/** Signs a new seller up and opens the confirmation link from the mail: signed in, at Home, with no factor given yet. */
async function newSeller(page: Page, name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${Date.now()}@haat.test`;
  await page.goto('/signup');
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('01711777777');
  await page.getByLabel('Shop name').fill(`${name} Crafts`);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => smtp().messages.filter((m) => recipient(m).includes(email)).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const text = smtp().messages.find((m) => recipient(m).includes(email))!.text ?? '';
  const link = new RegExp(`${base}(/signup/confirm\\?token=[\\w-]{43})`).exec(text)![1]!;
  await page.goto(link);
  await page.getByRole('button', { name: /confirm/i }).click();
  await expect(page).toHaveURL('/');
  return email;
}

/** The authenticator code `offset` seconds from now (30: the next step, which the server still takes). */
const code = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

test('sets up the authenticator on /my-profile, then signs in with the password and a code, keeping the deep link', async ({ browser }) => {
  const page = await newPage(browser);
  const email = await newSeller(page, 'Rupa');
  await page.goto('/my-profile');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  // Setting up changes how the account signs in: the password is asked for in place first.
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('two-step-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByText('That code is not right').first()).toBeVisible();
  await page.getByLabel('Code from the app').fill(await code(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(page.getByText('Two-step sign-in is on')).toBeVisible();

  await page.locator('summary', { hasText: 'Rupa' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');

  await page.goto('/earnings?tab=payouts');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login\/two-step\?next=%2Fearnings%3Ftab%3Dpayouts$/);
  expect((await page.context().cookies()).some((c) => c.name === 'auth:token')).toBe(false);
  await page.getByLabel('Code').fill(await code(secret, 30));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/earnings?tab=payouts');
});

test('a payout-method change asks for the password in place and keeps what was typed', async ({ browser }) => {
  const page = await newPage(browser);
  await newSeller(page, 'Mitu');
  await page.goto('/earnings');
  await page.getByLabel('Pay me to').selectOption('bkash');
  await page.getByLabel('Wallet number').fill('01812345678');
  await page.getByLabel('Minimum payout (BDT)').fill('750');
  await page.getByRole('button', { name: 'Save payout settings' }).click();

  await expect(page.getByText('To confirm this change, enter your password.').first()).toBeVisible();
  await expect(page.getByLabel('Pay me to')).toHaveValue('bkash');
  await expect(page.getByLabel('Wallet number')).toHaveValue('01812345678');
  await expect(page.getByLabel('Minimum payout (BDT)')).toHaveValue('750');
  await page.getByLabel('Your password').fill('not-my-password');
  await page.getByRole('button', { name: 'Save payout settings' }).click();
  await expect(page.getByText('Your password is not right.')).toBeVisible();
  await expect(page.getByLabel('Wallet number')).toHaveValue('01812345678');

  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save payout settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payout settings saved.' })).toBeVisible();
  await expect(page.getByTestId('next-payout')).toContainText('Payouts are held until');
  await expect(page.getByLabel('Wallet number')).toHaveValue('01812345678');
});

/** Sets the authenticator app up on /my-profile for the signed-in seller (password asked in place); answers its secret. */
async function turnOnApp(page: Page): Promise<string> {
  await page.goto('/my-profile');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await page.getByLabel('Your password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const secret = (await page.getByTestId('two-step-secret').innerText()).replace(/\s/g, '');
  await page.getByLabel('Code from the app').fill(await code(secret));
  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(page.getByText('Two-step sign-in is on')).toBeVisible();
  return secret;
}

test('registers a passkey on /my-profile and signs in with it alone; without JavaScript the code is offered', async ({ browser }) => {
  // Passkeys belong to the dashboard's host, and browsers refuse an IP address as RP ID: the Store API's DASHBOARD_URL
  // is 127.0.0.1, which it takes as localhost, so this browser opens the same dashboard as localhost.
  const local = base.replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ baseURL: local, javaScriptEnabled: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const email = await newSeller(page, 'Nila');
  await turnOnApp(page);

  await page.getByLabel('Name of the new passkey').fill('Nila phone');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The passkey “Nila phone” is added.' })).toBeVisible();
  await expect(page.getByLabel('Name of Nila phone')).toHaveValue('Nila phone');
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  expect(credentials[0]!.isResidentCredential).toBe(true);

  await page.locator('summary', { hasText: 'Nila' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL('/');
  await page.goto('/my-profile');
  await expect(page.getByTestId('passkey-list')).toContainText('last used');

  // The same sign-in without JavaScript: no passkey button anywhere, the code form is the second step.
  const plain = await newPage(browser);
  await plain.goto('/login');
  await expect(plain.getByRole('button', { name: 'Sign in with a passkey' })).toHaveCount(0);
  await plain.getByLabel('Email').fill(email);
  await plain.getByLabel('Password').fill(PASSWORD);
  await plain.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(plain).toHaveURL(/\/login\/two-step/);
  await expect(plain.getByLabel('Code')).toBeVisible();
  await expect(plain.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0);
  await context.close();
});
