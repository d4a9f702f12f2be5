/**
 * Sends one Web Push message (RFC 8030) to a browser's push service: `web-push` encrypts the payload for the
 * subscription (RFC 8291, aes128gcm) and signs the VAPID header (RFC 8292); the request itself goes over `fetch`, so
 * the local push sandbox (sandbox.ts) answers over plain HTTP in tests and `npm start`.
 */
import webpush from 'web-push';
import type { Vapid } from './vapid.ts';

export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };
export type PushOptions = {
  /** Seconds the push service keeps the message for a device that is offline. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
};
/** `gone`: the push service no longer knows the subscription (404 or 410): delete it. */
export type PushResult = { ok: true; status: number } | { ok: false; status: number; gone: boolean; reason: string };
export type PushSend = (target: PushTarget, payload: string, vapid: Vapid, options: PushOptions) => Promise<PushResult>;

const TIMEOUT_MS = 10_000;

/** Encrypts `payload` for `target` and posts it to its push service. */
export const sendPush: PushSend = async (target, payload, vapid, options) => {
  const request = webpush.generateRequestDetails(target, payload, {
    vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
    TTL: options.ttl,
    urgency: options.urgency,
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  try {
    const res = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.ok) return { ok: true, status: res.status };
    const reason = (await res.text().catch(() => '')).slice(0, 200) || res.statusText;
    return { ok: false, status: res.status, gone: res.status === 404 || res.status === 410, reason };
  } catch (error) {
    return { ok: false, status: 0, gone: false, reason: error instanceof Error ? error.message : String(error) };
  }
};
