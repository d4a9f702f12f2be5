/**
 * A local Web Push service for tests and the demo (issue 27 item 4), speaking the real protocol over HTTP rather than
 * mocking `web-push`: a push (`POST /push/<id>`, RFC 8030) must carry a TTL, a valid Urgency if any, and a VAPID
 * `Authorization: vapid t=<JWT>, k=<key>` whose ES256 signature, audience (this origin), expiry (at most 24 h ahead)
 * and subject are checked (RFC 8292); its aes128gcm body is decrypted with the subscription's own private key and
 * auth secret (RFC 8291, RFC 8188). What it received is kept, decrypted, for tests to read.
 *
 *   POST /subscriptions  { p256dh, auth, privateKey, applicationServerKey? } (keys made by the test, base64url) or {}
 *                        (keys made here) → { id, endpoint, keys: { p256dh, auth } }
 *   POST /subscriptions/<id>/gone   later pushes to it answer 410 Gone (the browser unsubscribed)
 *   GET  /messages[?subscription=<id>]  → [{ subscription, payload, ttl, urgency, receivedAt }]
 *   GET  /health
 *
 * Run on its own: `node api/src/platform/push/sandbox.ts` (PUSH_SANDBOX_PORT, default 4331).
 */
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { pathToFileURL } from 'node:url';

export type SandboxSubscription = { id: string; endpoint: string; keys: { p256dh: string; auth: string } };
export type ReceivedPush = { subscription: string; payload: string; ttl: number; urgency: string; receivedAt: string };

type Stored = { publicKey: Buffer; privateKey: Buffer; auth: Buffer; applicationServerKey: string | null; gone: boolean };

const b64 = (data: Buffer) => data.toString('base64url');
const unb64 = (text: string) => Buffer.from(text, 'base64url');
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);

/** Decrypts an aes128gcm body (RFC 8188 records, RFC 8291 keys) for the subscription; throws when it cannot. */
export function decryptPush(body: Buffer, sub: Pick<Stored, 'publicKey' | 'privateKey' | 'auth'>): string {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65 || recordSize < 18) throw new Error('the header does not carry a P-256 key');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(sub.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), sub.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, sub.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const baseNonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const records = body.subarray(21 + idLength);
  const parts: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += recordSize, seq++) {
    const record = records.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8); // RFC 8188 §2.3: the record's sequence number
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const last = offset + recordSize >= records.length;
    if (end < 0 || plain[end] !== (last ? 2 : 1)) throw new Error('bad padding delimiter');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts).toString('utf8');
}

/** Checks `Authorization: vapid t=…, k=…` for a push to `origin` (RFC 8292); answers the refusal, or null when valid. */
export function checkVapid(header: string | undefined, origin: string, expectedKey: string | null, now = Date.now()): string | null {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) return 'no VAPID authorization';
  const params = Object.fromEntries(match[1]!.split(',').map((part) => part.trim().split('=') as [string, string]));
  const token = params.t;
  const key = params.k;
  if (!token || !key) return 'the VAPID authorization needs t and k';
  const raw = unb64(key);
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 key';
  if (expectedKey && key.replace(/=+$/, '') !== expectedKey.replace(/=+$/, '')) return 'k is not the key the subscription was made with';
  const [head, claims, signature] = token.split('.');
  if (!head || !claims || !signature) return 't is not a JWT';
  const jose = JSON.parse(unb64(head).toString('utf8')) as { alg?: string };
  if (jose.alg !== 'ES256') return 'the JWT is not ES256';
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64(raw.subarray(1, 33)), y: b64(raw.subarray(33)) },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${head}.${claims}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, unb64(signature));
  if (!valid) return 'the JWT signature does not match k';
  const body = JSON.parse(unb64(claims).toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (body.aud !== origin) return `aud is ${String(body.aud)}, not ${origin}`;
  const seconds = now / 1000;
  if (typeof body.exp !== 'number' || body.exp <= seconds || body.exp > seconds + 24 * 3600) return 'exp is not within the next 24 hours';
  if (typeof body.sub !== 'string' || !/^(mailto:|https:)/.test(body.sub)) return 'sub is not a mailto: or https: contact';
  return null;
}

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export type PushSandbox = {
  url: string;
  /** Registers a subscription (keys given by the caller, or made here). */
  subscribe: (keys?: { p256dh: string; auth: string; privateKey: string; applicationServerKey?: string }) => SandboxSubscription;
  /** Later pushes to it answer 410. */
  expire: (id: string) => void;
  messages: (subscription?: string) => ReceivedPush[];
  close: () => Promise<void>;
};

/** Starts the push service on `port` (0: any free port) on 127.0.0.1. */
export async function startPushSandbox(port = 0): Promise<PushSandbox> {
  const subs = new Map<string, Stored>();
  const received: ReceivedPush[] = [];
  let origin = '';

  const subscribe: PushSandbox['subscribe'] = (keys) => {
    const id = randomUUID();
    let stored: Stored;
    if (keys) {
      stored = {
        publicKey: unb64(keys.p256dh),
        privateKey: unb64(keys.privateKey),
        auth: unb64(keys.auth),
        applicationServerKey: keys.applicationServerKey ?? null,
        gone: false,
      };
    } else {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      stored = {
        publicKey: ecdh.getPublicKey(),
        privateKey: ecdh.getPrivateKey(),
        auth: randomBytes(16),
        applicationServerKey: null,
        gone: false,
      };
    }
    subs.set(id, stored);
    return { id, endpoint: `${origin}/push/${id}`, keys: { p256dh: b64(stored.publicKey), auth: b64(stored.auth) } };
  };

  const server: Server = createServer((req, res) => {
    const answer = (status: number, body?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      const body = await read(req);
      if (req.method === 'GET' && url.pathname === '/health') return answer(200, { ok: true });
      if (req.method === 'GET' && url.pathname === '/messages') {
        const only = url.searchParams.get('subscription');
        return answer(
          200,
          received.filter((m) => !only || m.subscription === only),
        );
      }
      if (req.method === 'POST' && url.pathname === '/subscriptions') {
        const keys = body.length ? (JSON.parse(body.toString('utf8')) as Parameters<PushSandbox['subscribe']>[0]) : undefined;
        return answer(201, subscribe(keys?.privateKey ? keys : undefined));
      }
      const gone = /^\/subscriptions\/([\w-]+)\/gone$/.exec(url.pathname);
      if (req.method === 'POST' && gone) {
        const sub = subs.get(gone[1]!);
        if (sub) sub.gone = true;
        return answer(sub ? 200 : 404, { ok: !!sub });
      }
      const push = /^\/push\/([\w-]+)$/.exec(url.pathname);
      if (req.method !== 'POST' || !push) return answer(404, { reason: 'not found' });
      const sub = subs.get(push[1]!);
      if (!sub) return answer(404, { reason: 'no such subscription' });
      if (sub.gone) return answer(410, { reason: 'the subscription has expired' });
      const ttl = Number(req.headers.ttl);
      if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0)
        return answer(400, { reason: 'TTL header missing or not a whole number' });
      const urgency = String(req.headers.urgency ?? 'normal');
      if (!URGENCIES.has(urgency)) return answer(400, { reason: 'Urgency is not very-low, low, normal or high' });
      const refusal = checkVapid(req.headers.authorization, origin, sub.applicationServerKey);
      if (refusal) return answer(refusal.includes('subscription was made') ? 403 : 401, { reason: refusal });
      if (req.headers['content-encoding'] !== 'aes128gcm') return answer(415, { reason: 'Content-Encoding must be aes128gcm' });
      let payload: string;
      try {
        payload = decryptPush(body, sub);
      } catch (error) {
        return answer(400, { reason: `cannot decrypt: ${error instanceof Error ? error.message : String(error)}` });
      }
      received.push({ subscription: push[1]!, payload, ttl, urgency, receivedAt: new Date().toISOString() });
      res.setHeader('location', `${origin}/messages/${received.length}`);
      return answer(201);
    })().catch((error: unknown) => answer(400, { reason: error instanceof Error ? error.message : String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return {
    url: origin,
    subscribe,
    expire: (id) => {
      const sub = subs.get(id);
      if (sub) sub.gone = true;
    },
    messages: (subscription) => received.filter((m) => !subscription || m.subscription === subscription),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sandbox = await startPushSandbox(Number(process.env.PUSH_SANDBOX_PORT ?? 4331));
  console.log(`[push sandbox] listening on ${sandbox.url}`);
}
