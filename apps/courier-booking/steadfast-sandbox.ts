/**
 * A local Steadfast Courier sandbox (node:http) speaking the merchant API the client (./steadfast.ts) calls:
 * `Api-Key`/`Secret-Key` headers (401 without them), `POST /api/v1/create_order` with Steadfast's field rules
 * (422 with `errors` per field; a used invoice is refused), `GET /api/v1/status_by_invoice/{invoice}`,
 * `GET /api/v1/get_balance`. Parcels live in memory. `npm start` and the tests run it;
 * `node apps/courier-booking/steadfast-sandbox.ts` serves it on STEADFAST_SANDBOX_PORT (4325).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { Consignment } from './steadfast.ts';

export const STEADFAST_SANDBOX_PATH = '/api/v1';

/** Keys the sandbox accepts (not secrets: they only open this local sandbox). */
export const STEADFAST_SANDBOX_KEYS = { apiKey: 'haat-steadfast-sandbox-key', secretKey: 'haat-steadfast-sandbox-secret' } as const;

/** STEADFAST_* variables pointing the courier app at a sandbox on `url` (its origin). */
export const steadfastSandboxEnv = (url: string): Record<string, string> => ({
  STEADFAST_BASE_URL: `${url}${STEADFAST_SANDBOX_PATH}`,
  STEADFAST_API_KEY: STEADFAST_SANDBOX_KEYS.apiKey,
  STEADFAST_SECRET_KEY: STEADFAST_SANDBOX_KEYS.secretKey,
});

export type SteadfastSandbox = { url: string; baseUrl: string; parcels: () => Consignment[]; close: () => Promise<void> };

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 100_000) return null;
    chunks.push(chunk);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Steadfast's rules for one parcel; field → messages. */
function checkParcel(body: Record<string, unknown>, used: Set<string>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
  const invoice = text('invoice');
  if (!/^[A-Za-z0-9_-]+$/.test(invoice))
    errors.invoice = ['The invoice field is required and may only contain letters, numbers, dashes and underscores.'];
  else if (used.has(invoice)) errors.invoice = ['The invoice has already been taken.'];
  const name = text('recipient_name');
  if (!name || name.length > 100) errors.recipient_name = ['The recipient name field is required (at most 100 characters).'];
  if (!/^01\d{9}$/.test(text('recipient_phone'))) errors.recipient_phone = ['The recipient phone must be 11 digits.'];
  const address = text('recipient_address');
  if (!address || address.length > 250) errors.recipient_address = ['The recipient address field is required (at most 250 characters).'];
  if (typeof body.cod_amount !== 'number' || !(body.cod_amount >= 0))
    errors.cod_amount = ['The cod amount must be a number of at least 0.'];
  return errors;
}

export async function startSteadfastSandbox(options: { port?: number; host?: string } = {}): Promise<SteadfastSandbox> {
  const parcels = new Map<string, Consignment>();
  let nextId = 1_424_100;
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://sandbox');
      if (url.pathname === '/health') return send(res, 200, { ok: true });
      if (!url.pathname.startsWith(STEADFAST_SANDBOX_PATH)) return send(res, 404, { status: 404, message: 'Not found' });
      if (req.headers['api-key'] !== STEADFAST_SANDBOX_KEYS.apiKey || req.headers['secret-key'] !== STEADFAST_SANDBOX_KEYS.secretKey) {
        return send(res, 401, { status: 401, message: 'Unauthorized' });
      }
      const path = url.pathname.slice(STEADFAST_SANDBOX_PATH.length);
      if (req.method === 'POST' && path === '/create_order') {
        const body = await readJson(req);
        if (!body) return send(res, 400, { status: 400, message: 'The body must be a JSON object.' });
        const errors = checkParcel(body, new Set(parcels.keys()));
        if (Object.keys(errors).length) return send(res, 422, { status: 422, message: 'The given data was invalid.', errors });
        const now = new Date().toISOString();
        const consignment: Consignment = {
          consignment_id: nextId++,
          invoice: String(body.invoice).trim(),
          tracking_code: randomBytes(4).toString('hex').toUpperCase(),
          recipient_name: String(body.recipient_name).trim(),
          recipient_phone: String(body.recipient_phone).trim(),
          recipient_address: String(body.recipient_address).trim(),
          cod_amount: Number(body.cod_amount),
          status: 'in_review',
          note: typeof body.note === 'string' ? body.note : null,
          created_at: now,
          updated_at: now,
        };
        parcels.set(consignment.invoice, consignment);
        return send(res, 200, { status: 200, message: 'Consignment has been created successfully.', consignment });
      }
      const byInvoice = /^\/status_by_invoice\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && byInvoice) {
        const parcel = parcels.get(decodeURIComponent(byInvoice[1]!));
        return parcel
          ? send(res, 200, { status: 200, delivery_status: parcel.status })
          : send(res, 404, { status: 404, message: 'Consignment not found.' });
      }
      if (req.method === 'GET' && path === '/get_balance') return send(res, 200, { status: 200, current_balance: 0 });
      return send(res, 404, { status: 404, message: 'Not found' });
    })().catch(() => send(res, 500, { status: 500, message: 'Sandbox error' }));
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((done) => server.listen(options.port ?? 0, host, done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://${host}:${port}`;
  return {
    url,
    baseUrl: `${url}${STEADFAST_SANDBOX_PATH}`,
    parcels: () => [...parcels.values()],
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sandbox = await startSteadfastSandbox({ port: Number(process.env.STEADFAST_SANDBOX_PORT ?? 4325) });
  console.log(`Steadfast sandbox: ${sandbox.baseUrl}`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
