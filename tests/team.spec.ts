/**
 * Staff and mail without JavaScript (issue 12): the owner invites a packer with `orders` only; the invitation
 * reaches a real SMTP server (smtp-server, in this process) through the outbox; the packer joins from that link,
 * sees only Orders, and is signed out on their next click once suspended. Its own Store API (SMTP_URL set) and
 * dashboard, so changing the owner's password does not touch the other specs.
 */
import { expect, test } from '@playwright/test';
import { OWNER, PASSWORD, signIn } from './helpers/auth.ts';
import { DATA_DIRS, PORTS } from './helpers/ports.ts';
import { useMailStack } from './helpers/mail-stack.ts';

const { base, smtp, newPage } = useMailStack('team', {
  port: PORTS.teamDashboard,
  apiPort: PORTS.teamApi,
  smtpPort: PORTS.teamSmtp,
  dataDir: DATA_DIRS.team,
});

test('the owner invites a packer by mail; the packer joins, sees only Orders, and suspension signs them out', async ({ browser }) => {
  const owner = await newPage(browser);
  await signIn(owner, OWNER);
  await owner.goto('/settings/roles-access/create');
  // A preset fills the boxes without JavaScript and keeps what was typed.
  await owner.getByLabel('Name').fill('Someone');
  await owner.getByRole('button', { name: 'Order desk' }).click();
  await expect(owner.getByLabel('Name')).toHaveValue('Someone');
  for (const name of ['Orders', 'Customers', 'My profile']) await expect(owner.getByRole('checkbox', { name })).toBeChecked();
  await expect(owner.getByRole('checkbox', { name: 'Files' })).not.toBeChecked();
  // A refusal keeps the typed values and the ticked boxes.
  await owner.getByLabel('E-mail').fill('staff@haat.test');
  await owner.getByRole('checkbox', { name: 'Files' }).check();
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText('This person is already a member of the shop.')).toBeVisible();
  await expect(owner.getByLabel('E-mail')).toHaveValue('staff@haat.test');
  await expect(owner.getByRole('checkbox', { name: 'Files' })).toBeChecked();

  await owner.goto('/settings/roles-access/create');
  await owner.getByLabel('Name').fill('Rina Packer');
  await owner.getByLabel('E-mail').fill('packer@example.com');
  // New staff start with My profile only: this packer gets Orders and nothing else.
  await expect(owner.getByRole('checkbox', { name: 'My profile' })).toBeChecked();
  await owner.getByRole('checkbox', { name: 'My profile' }).uncheck();
  await owner.getByRole('checkbox', { name: 'Orders' }).check();
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner).toHaveURL(/\/settings\/roles-access$/);
  await expect(owner.getByRole('status').filter({ hasText: 'Invitation sent to packer@example.com.' })).toBeVisible();
  const row = owner.getByRole('row', { name: /Rina Packer/ });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText('Orders');

  const mail = await smtp().waitFor((m) => m.subject === 'Join Dhaka Crafts on Haat', 30_000);
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('packer@example.com');
  const link = /https?:\/\/\S+\/invite\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(link!.startsWith(base)).toBe(true);

  const packer = await newPage(browser);
  await packer.goto(link!);
  await expect(packer.getByRole('heading', { name: 'Join Dhaka Crafts' })).toBeVisible();
  await packer.getByLabel('Your name').fill('Rina Akter');
  await packer.getByLabel('Choose a password').fill('short');
  await packer.getByRole('button', { name: 'Join Dhaka Crafts' }).click();
  // Refused, and the typed name is kept.
  await expect(packer.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(packer.getByLabel('Your name')).toHaveValue('Rina Akter');
  await packer.getByLabel('Choose a password').fill('packer-pass-1');
  await packer.getByRole('button', { name: 'Join Dhaka Crafts' }).click();
  await expect(packer).toHaveURL(`${base}/`);
  const nav = packer.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  for (const name of ['Products', 'Customers', 'Files']) await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(packer).toHaveURL(/\/orders/);

  // The link works once.
  const again = await newPage(browser);
  await again.goto(link!);
  await expect(again.getByText('This invitation link is not valid, was already used or has expired.')).toBeVisible();

  // The owner suspends the packer; the packer's very next click (within the dashboard's 5-second session cache) is refused.
  await owner.goto('/settings/roles-access');
  await owner.getByRole('link', { name: 'Rina Akter' }).click();
  await owner.getByRole('button', { name: 'Suspend' }).click();
  await expect(owner.getByRole('status').filter({ hasText: 'Suspended' })).toBeVisible();
  await packer.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
  await expect(packer).toHaveURL(/\/login/);

  await owner.goto('/settings/roles-access');
  await expect(owner.getByRole('row', { name: /Rina Akter/ })).toContainText('Suspended');
  await expect(owner.getByText(/suspended Rina Akter \(packer@example.com\)/)).toBeVisible();
});

test('the owner changes their password on /my-profile and another browser’s session ends', async ({ browser }) => {
  const here = await newPage(browser);
  const there = await newPage(browser);
  await signIn(here, OWNER);
  await signIn(there, OWNER);
  await here.goto('/my-profile');
  const sessions = here.getByRole('region', { name: 'Where you are signed in' });
  await expect(sessions.getByText('(this browser)')).toBeVisible();
  await expect(sessions).toContainText('Chrome');
  await expect(sessions.getByRole('button', { name: 'Sign out everywhere else' })).toBeVisible();

  const form = here.getByRole('form', { name: 'Password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password').fill('owner-pass-2');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(here.getByText('Your current password is not right.').first()).toBeVisible();
  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByLabel('New password').fill('owner-pass-2');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(here.getByRole('status').filter({ hasText: 'Every other session has been signed out.' })).toBeVisible();

  await there.goto('/orders');
  await expect(there).toHaveURL(/\/login/);
  await here.goto('/orders');
  await expect(here).toHaveURL(/\/orders$/);
});

test('the owner opens another shop on /create; it is active, on the Free plan, and the staff page says its limit is reached', async ({
  browser,
}) => {
  const owner = await newPage(browser);
  await signIn(owner, OWNER, 'owner-pass-2'); // changed by the test before
  await owner.goto('/create');
  await owner.getByLabel('Shop name').fill('Sylhet Tea Garden');
  await owner.getByLabel('Handle').fill('admin');
  await owner.getByLabel('Business category').selectOption('food');
  await owner.getByRole('button', { name: 'Create shop' }).click();
  await expect(owner.getByText('This handle is reserved: choose another')).toBeVisible();
  await expect(owner.getByLabel('Shop name')).toHaveValue('Sylhet Tea Garden');
  await owner.getByLabel('Handle').fill('sylhet-tea-garden');
  await owner.getByRole('button', { name: 'Create shop' }).click();
  await expect(owner).toHaveURL(`${base}/`);
  await expect(owner.getByRole('status').filter({ hasText: 'Sylhet Tea Garden is ready.' })).toBeVisible();

  await owner.goto('/settings/roles-access');
  await expect(owner.getByRole('row', { name: /Rahim Uddin/ })).toContainText('Shop admin');
  await expect(owner.getByText(/Staff limit reached: your plan \(Free\) allows 0 staff accounts/)).toBeVisible();
  await expect(owner.getByRole('link', { name: 'Upgrade to add staff' })).toBeVisible();
});
