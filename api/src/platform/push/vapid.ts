/**
 * The VAPID identity of the Store API (RFC 8292): VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (base64url, P-256) and
 * VAPID_SUBJECT (mailto: or https:). Unset, a key pair is made once per run, like the app secrets (README "Push
 * notifications"): `serve` makes it before forking its workers, so they share it. Browsers subscribe with the
 * public key; after a key change every device has to subscribe again, so production sets the variables.
 */
import webpush from 'web-push';

export type Vapid = { publicKey: string; privateKey: string; subject: string };

const DEFAULT_SUBJECT = 'mailto:push@haat.test';

/** Fills VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY in `env` with a fresh pair when either is unset; true when it did. */
export function ensureVapidEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return false;
  const keys = webpush.generateVAPIDKeys();
  env.VAPID_PUBLIC_KEY = keys.publicKey;
  env.VAPID_PRIVATE_KEY = keys.privateKey;
  return true;
}

/** The keys and subject from `env` (made for this run when unset). */
export function vapidFromEnv(env: NodeJS.ProcessEnv = process.env): Vapid {
  ensureVapidEnv(env);
  return { publicKey: env.VAPID_PUBLIC_KEY!, privateKey: env.VAPID_PRIVATE_KEY!, subject: env.VAPID_SUBJECT || DEFAULT_SUBJECT };
}
