/**
 * The billing tests' setup: a bKash sandbox, the Store API calling it, the owner, staff and lapsed sellers signed in,
 * and the JSON and plan helpers the tests share.
 *
 * Every bKash call gets the client's generous deadline, so a busy machine never times a normal call out. A test of a
 * timeout holds the sandbox's answer (`holdNextExecute`, `holdNextRefund`) and shortens the deadline of that one
 * call with `hurryNext`: the call then times out however fast or slow the machine is.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createBkashClient } from '../../platform/bkash/client.ts';
import { SANDBOX_CREDENTIALS, SANDBOX_PATH, startBkashSandbox } from '../../platform/bkash/sandbox.ts';
import { plans } from './tables.ts';

export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The deadline of a hurried call: long enough to send it, and it only ever meets a held answer. */
const HURRIED_MS = 500;

/** Reads a JSON answer and checks its status (the body is in the failure message). */
export async function json(res: Response, status = 200): Promise<Json> {
  const body = (await res.json()) as Json;
  expect(res.status, JSON.stringify(body)).toBe(status);
  return body;
}

export async function billingTestApp() {
  const sandbox = await startBkashSandbox({ port: 0 });
  let hurried: string | null = null;
  const gateway = createBkashClient({
    baseUrl: sandbox.baseUrl,
    ...SANDBOX_CREDENTIALS,
    fetch: (input, init) => {
      const path = new URL(input instanceof Request ? input.url : input).pathname.slice(SANDBOX_PATH.length + 1);
      if (path !== hurried) return fetch(input, init);
      hurried = null;
      return fetch(input, { ...init, signal: AbortSignal.timeout(HURRIED_MS) });
    },
  });
  const t: TestApp = await createTestApp({ bkash: gateway });
  const [owner, staff, lapsed] = await Promise.all([t.login('owner@haat.test'), t.login('staff@haat.test'), t.login('lapsed@haat.test')]);
  return {
    t,
    sandbox,
    gateway,
    owner,
    staff,
    lapsed,
    /** The next call to this bKash endpoint (`execute`, `payment/refund`) gets a short deadline. */
    hurryNext: (path: 'execute' | 'payment/refund') => void (hurried = path),
    planId: async (name: string) => (await t.db.select({ id: plans.id }).from(plans).where(eq(plans.name, name)))[0]!.id,
    close: async () => {
      await t.close();
      await sandbox.close();
    },
  };
}

export type BillingTestApp = Awaited<ReturnType<typeof billingTestApp>>;
