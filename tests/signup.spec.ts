/**
 * Sign-up confirmed by e-mail, without JavaScript (issue 9 item 11): the answer is "check your e-mail" whether or
 * not the address has an account; the mails (read from a real SMTP server in this process, through the outbox)
 * tell the two apart. Signing in before confirming explains it and sends the link again; the link signs the new
 * seller in at Home, welcomed (issue 8 item 11). Its own Store API (SMTP_URL set) and dashboard.
 */
import { expect, test } from '@playwright/test';
import { OWNER } from './helpers/auth.ts';
import { DATA_DIRS, PORTS } from './helpers/ports.ts';
import { useMailStack } from './helpers/mail-stack.ts';
import { CONFIRM_SUBJECT, confirmLink, fillSignup, mailsTo } from './helpers/signup.ts';

const stack = useMailStack('signup', {
  port: PORTS.signupDashboard,
  apiPort: PORTS.signupApi,
  smtpPort: PORTS.signupSmtp,
  dataDir: DATA_DIRS.signup,
});
const { newPage } = stack;

test('a new seller confirms from the e-mail (after asking for it again) and lands on Home, signed in and welcomed', async ({ browser }) => {
  const page = await newPage(browser);
  const email = `nadia-${Date.now()}@haat.test`;
  await page.goto('/signup');
  await fillSignup(page, { name: 'Nadia Akter', email, phone: '01711777777', shop: 'Nadia Crafts', password: 'long-enough-1' });
  await expect(page).toHaveURL(/\/signup\/check-email\?email=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByText(`We sent a link to ${email}.`)).toBeVisible();
  const first = await confirmLink(stack, email, 0);

  // Signing in first explains why, and sends the link again.
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('long-enough-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Confirm your e-mail address first');
  await page.getByRole('button', { name: 'Send the confirmation link again' }).click();
  await expect(page).toHaveURL(/\/signup\/check-email\?email=/);
  await expect(page.getByRole('status').filter({ hasText: 'a new link is on its way' })).toBeVisible();
  const second = await confirmLink(stack, email, 1);
  expect(second).not.toBe(first);

  // The older link no longer works; the newer one opens the account and signs in.
  await page.goto(first);
  await page.getByRole('button', { name: 'Confirm and open my shop' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid or has expired');
  await page.goto(second);
  await page.getByRole('button', { name: 'Confirm and open my shop' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('status').filter({ hasText: 'Welcome to Haat, Nadia Akter! Your shop is ready.' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Welcome to Haat, Nadia Akter.')).toBeVisible();
  await expect(page.getByText(/Welcome back/)).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Nadia Crafts').first()).toBeVisible();

  // Single use.
  await page.goto(second);
  await page.getByRole('button', { name: 'Confirm and open my shop' }).click();
  await expect(page.getByRole('alert')).toContainText('already used');
});

test('a registered e-mail gets the same answer, and its owner a "someone tried" mail; nothing says it exists', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/signup');
  await fillSignup(page, { name: 'Second Owner', email: OWNER, phone: '01711888888', shop: 'Another Shop', password: 'long-enough-1' });
  await expect(page).toHaveURL(/\/signup\/check-email\?email=/);
  await expect(page.getByText(`We sent a link to ${OWNER}.`)).toBeVisible();
  await expect(page.getByText(/already exists/)).toHaveCount(0);
  await expect
    .poll(() => mailsTo(stack, OWNER, 'Someone tried to create a Haat account with your email').length, { timeout: 30_000 })
    .toBe(1);
  expect(mailsTo(stack, OWNER, CONFIRM_SUBJECT)).toHaveLength(0);
});

test('a refused sign-up keeps the typed name, e-mail, phone and shop name', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/signup');
  await fillSignup(page, { name: 'Rina Das', email: 'rina@haat.test', phone: '0171', shop: 'Rina Tea', password: 'long-enough-1' });
  await expect(page.getByText('Enter a Bangladeshi mobile number like 01711000000')).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('Rina Das');
  await expect(page.getByLabel('Email')).toHaveValue('rina@haat.test');
  await expect(page.getByLabel('Phone')).toHaveValue('0171');
  await expect(page.getByLabel('Shop name')).toHaveValue('Rina Tea');
});
