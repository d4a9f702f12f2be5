/** Test helpers for two-step sign-in: turn it on for a demo seller, compute codes, age a session's factor. */
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import type { TestApp } from '../../../test/app.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashToken } from '../auth/tokens.ts';

/** The authenticator code of `secret`, `offsetSeconds` from now (30: the next step, which the server still accepts). */
export const codeAt = (secret: string, offsetSeconds = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** Signs `email` in with the password and turns two-step on; answers the secret, the recovery codes and that session. */
export async function enableTwoStep(t: TestApp, email: string) {
  const token = await t.login(email);
  const { secret } = (await (await t.post('/admin/profile/two-step/setup', {}, token)).json()) as { secret: string };
  const res = await t.post('/admin/profile/two-step/confirm', { code: await codeAt(secret) }, token);
  if (res.status !== 200) throw new Error(`two-step confirm failed: ${res.status} ${await res.text()}`);
  const { recoveryCodes } = (await res.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes, token };
}

/** Makes the factor of the session of `token` older than 5 minutes (as if the seller came back later). */
export const ageFactor = (t: TestApp, token: string) =>
  t.db
    .update(sessions)
    .set({ freshFactorAt: new Date(Date.now() - 6 * 60_000) })
    .where(eq(sessions.tokenHash, hashToken(token)));
