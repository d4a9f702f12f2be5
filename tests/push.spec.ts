/**
 * Push to the phone (issue 27 item 4): the staff member turns on push on /notifications/settings, the owner places an
 * order, and the local push service (api/src/platform/push/sandbox.ts, started here) receives a push that passes its
 * VAPID check and decrypts, with the staff member's keys, to the order's title and link.
 *
 * Headless Chromium without internet cannot get a real push endpoint (Chrome's would be at FCM), so
 * `PushManager.prototype.subscribe` is stubbed by an init script to answer a subscription pointing at the local push
 * service, with keys this test generates; the page's script, the action, the Store API, the push job, web-push's
 * encryption and signature and the push service's checks are all real.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { startPushSandbox } from '../api/src/platform/push/sandbox.ts';
import { OWNER, STAFF, signIn } from './helpers/auth.ts';
import { placeOrderAs } from './helpers/place-order.ts';
import { PORTS } from './helpers/ports.ts';

test.use({ serviceWorkers: 'allow' }); // the subscription hangs on the page's service worker registration

test('turning on push, then another member’s order reaches the device signed and encrypted', async ({ page, context, playwright }) => {
  const push = await startPushSandbox(PORTS.pushSandbox);
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    const device = push.subscribe({ ...keys, privateKey: ecdh.getPrivateKey().toString('base64url') });
    await context.grantPermissions(['notifications']);
    await page.addInitScript(
      ({ endpoint, p256dh, auth }) => {
        let current: unknown = null;
        const made = {
          endpoint,
          expirationTime: null,
          options: {},
          getKey: () => null,
          unsubscribe: async () => ((current = null), true),
          toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        };
        PushManager.prototype.subscribe = async () => ((current = made), made as unknown as PushSubscription);
        PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
      },
      { endpoint: device.endpoint, ...keys },
    );
    await signIn(page, STAFF);
    await page.goto('/notifications/settings');
    await page.getByRole('button', { name: 'Turn on push on this device' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Push is on for this device.' })).toBeVisible();

    const order = await placeOrderAs(playwright.request, OWNER);
    await expect.poll(() => push.messages(device.id).length, { timeout: 20_000 }).toBe(1);
    const [got] = push.messages(device.id);
    expect(got).toMatchObject({ ttl: 3600, urgency: 'high' });
    const data = JSON.parse(got!.payload) as { title: string; url: string };
    expect(data.title).toBe(`New order #${order.number}`);
    expect(data.url).toContain(`to=${encodeURIComponent(`/orders/${order.id}`)}`);
  } finally {
    await push.close();
  }
});
