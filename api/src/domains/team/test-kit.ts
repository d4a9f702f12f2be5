/**
 * The team tests' shared setup: `useTeamApp()` starts an app signed in as the demo owner (active shop Dhaka Crafts)
 * for the test file, with no staff limit (the limit has its own test); the helpers invite, read the mail and join.
 * The bindings (`t`, `owner`) are live: read them inside tests, after the file's beforeAll has run.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { outbox, plans } from '../../db/schema/index.ts';

export let t: TestApp;
export let owner: string;

/** Starts the test app before the file's tests and closes it after them. */
export function useTeamApp() {
  beforeAll(async () => {
    t = await createTestApp();
    owner = await t.login('owner@haat.test'); // active shop: Dhaka Crafts (first by name)
    // Many people join in these tests; the limit has its own test.
    await t.db.update(plans).set({ staffLimit: null });
  });
  afterAll(() => t.close());
}

export type Row = {
  id: string;
  kind: string;
  name: string;
  email: string;
  status: string;
  isShopAdmin: boolean;
  permissions: string[];
  version: number;
  isYou: boolean;
};
export type List = { response: Row[]; count: number; staffLimit: number | null; staffUsed: number; planName: string | null };

export const list = async (token = owner) => (await (await t.get('/admin/team', token)).json()) as List;
export const rowOf = async (email: string, token = owner) => (await list(token)).response.find((row) => row.email === email)!;
export const invite = (body: unknown, token = owner) => t.send('POST', '/admin/team/invitations', token, body);
export const mailTo = async (to: string) => (await t.db.select().from(outbox).where(eq(outbox.to, to))).at(-1)!;
export const tokenIn = (text: string) => /invite\?token=([\w-]+)/.exec(text)![1]!;
export const accept = (token: string, password: string, name?: string) =>
  t.post('/auth/invitations/accept', { token, password, ...(name ? { name } : {}) });

/** Invites `email` with `permissions`, accepts as a new person, returns their session token. */
export async function join(email: string, permissions: string[], by = owner, name = 'New Person'): Promise<string> {
  const res = await invite({ name: email.split('@')[0], email, permissions }, by);
  expect(res.status).toBe(201);
  const accepted = await accept(tokenIn((await mailTo(email)).body), 'packer-pass-1', name);
  expect(accepted.status).toBe(200);
  return ((await accepted.json()) as { access_token: string }).access_token;
}

/** Rahim Packer (packer1@example.com) joins with the orders key, as in the invitations tests. */
export const joinPacker = () => join('packer1@example.com', ['orders'], owner, 'Rahim Packer');
