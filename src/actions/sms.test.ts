/**
 * The text-message settings action (/settings/sms) through its real handler, the dashboard's API client and a real
 * Store API over the seeded demo data (in memory): a template with a placeholder the API does not know comes back as
 * a form failure with the error under that template's field and nothing saved; the corrected form saves and goes
 * back to the page with its toast. A member without the business-settings key is refused before the API is asked.
 */
import type { ActionAPIContext } from 'astro:actions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
/* eslint-disable no-restricted-imports */
import { createApp } from '../../api/src/app.ts';
import { openDatabase } from '../../api/src/platform/db/client.ts';
import { DEMO_PASSWORD, seedDemo } from '../../api/src/seed.ts';
/* eslint-enable no-restricted-imports */
import { displayFor } from '../../contract/format.ts';
import type { SmsSettingsAnswer } from '../../contract/sms.ts';

const store = vi.hoisted(() => ({ fetch: (async () => new Response(null, { status: 503 })) as typeof fetch }));
vi.mock('astro:env/server', () => ({
  API_URL: 'http://store-api.test',
  APP_API_URL: undefined,
  API_TIMEOUT_MS: 10_000,
  APP_SECRETS: undefined,
}));
vi.mock('../lib/api/config.ts', async () => {
  const { createClient } = await import('../lib/api/client.ts');
  const client = (token?: string | null) =>
    createClient({ baseUrl: 'http://store-api.test', token, retryDelayMs: 0, fetch: (...a) => store.fetch(...a), log: () => undefined });
  return { api: client, appApi: client };
});

type Callable = { orThrow: (this: ActionAPIContext, input: FormData) => Promise<unknown> };
let close: () => Promise<void> = async () => undefined;
let locals: Record<string, unknown> = {};
let save: Callable;
let read: () => Promise<SmsSettingsAnswer>;

beforeAll(async () => {
  const database = await openDatabase({ memory: true });
  close = database.close;
  await seedDemo(database.db);
  const app = createApp(database.db, { log: () => undefined, bkash: null });
  store.fetch = async (input, init) => app.request(input instanceof Request ? input : String(input), init);
  const login = await app.request('/auth/sellers/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@haat.test', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const { sellersApi } = await import('../lib/api/sellers.ts');
  const { smsApi } = await import('../lib/api/sms.ts');
  const [user, shops] = await Promise.all([sellersApi.user(token), sellersApi.shopList(token)]);
  const activeShop = shops.find((shop) => shop.shopId === user.activeShopId) ?? shops[0];
  locals = { token, user, shops, activeShop, apps: [], flashes: [], route: null, display: displayFor('en') };
  read = () => smsApi.settings(token);
  save = (await import('./sms.ts')).sms.saveSettings as unknown as Callable;
}, 120_000);
afterAll(() => close());

const contextOf = (over: Record<string, unknown> = {}) => ({ locals: { ...locals, ...over } }) as unknown as ActionAPIContext;

/** The form as the page posts it, from the saved settings, with `changes` typed over it. */
function formOf(settings: SmsSettingsAnswer, changes: Record<string, string | null>): FormData {
  const fields: Record<string, string | null> = {
    version: String(settings.version),
    senderName: settings.senderName,
    language: settings.language,
  };
  for (const event of ['confirmed', 'shipped', 'delivered'] as const) {
    fields[`${event}.enabled`] = settings[event].enabled ? 'on' : null;
    fields[`${event}.bn`] = settings[event].bn;
    fields[`${event}.en`] = settings[event].en;
  }
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, ...changes })) if (value !== null) form.append(name, value);
  return form;
}

describe('sms.saveSettings', () => {
  it('gives an unknown placeholder back under its template, saves nothing, then saves the corrected form', async () => {
    const before = await read();
    const typo = 'আপনার অর্ডার {oder} কনফার্মড';
    const failed = await save.orThrow.call(
      contextOf(),
      formOf(before, { 'confirmed.bn': typo, 'confirmed.enabled': 'on', senderName: 'DhakaCraft' }),
    );
    expect(failed).toMatchObject({ ok: false, fields: { 'confirmed.bn': expect.stringContaining('{order}') } });
    expect((await read()).version).toBe(before.version);

    const fixed = 'আপনার অর্ডার {order} কনফার্মড';
    const saved = await save.orThrow.call(
      contextOf(),
      formOf(before, { 'confirmed.bn': fixed, 'confirmed.enabled': 'on', 'shipped.enabled': null, senderName: 'DhakaCraft' }),
    );
    expect(saved).toMatchObject({ ok: true, redirect: '/settings/sms', flash: 'Text message settings saved.' });
    expect(await read()).toMatchObject({ senderName: 'DhakaCraft', confirmed: { enabled: true, bn: fixed }, shipped: { enabled: false } });
  });

  it('refuses a member without the business-settings key before the Store API is asked', async () => {
    const staff = { ...(locals.activeShop as object), isShopAdmin: false, permissions: ['orders'] };
    const before = await read();
    await expect(save.orThrow.call(contextOf({ activeShop: staff }), formOf(before, { senderName: 'Other' }))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    expect((await read()).senderName).toBe(before.senderName);
  });
});
