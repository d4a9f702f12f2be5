/**
 * "Courier booking", an app of the Haat app store with its own server on its own origin. The dashboard embeds its
 * page (/); the page gets a session token from the dashboard over the bridge for each call to this server, which
 * checks it (signature with the app's secret, audience, 60 s), lists the shop's orders waiting for a courier through
 * the secondary API (APP_API_URL, `x-secondary: true`, the same token), books one with Steadfast and writes the
 * tracking number back. Env: COURIER_APP_PORT (4324), APP_SECRET (this app's signing secret, shared with the
 * dashboard and the Store API through APP_SECRETS), APP_API_URL, DASHBOARD_URL, STEADFAST_BASE_URL /
 * STEADFAST_API_KEY / STEADFAST_SECRET_KEY. `node apps/courier-booking/server.ts`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { jwtVerify } from 'jose';
import { z } from 'zod';
import { APP_TOKEN_ISSUER, APP_TOKEN_TTL_SECONDS, AppOrderListSchema, AppOrderSchema, SECONDARY_HEADER } from '../../contract/apps.ts';
import { APP_CSS, APP_SCRIPT, appPage } from './page.ts';
import { createSteadfastClient, SteadfastError, type Consignment, type SteadfastClient } from './steadfast.ts';

export const COURIER_APP_HANDLE = 'courier-booking';

export type CourierAppOptions = {
  port?: number;
  host?: string;
  /** This app's signing secret (the same one the dashboard mints its tokens with). */
  secret: string;
  /** The secondary application API. */
  appApiUrl: string;
  dashboardUrl: string;
  steadfast: SteadfastClient;
};

const BookSchema = AppOrderSchema.pick({
  id: true,
  number: true,
  customerName: true,
  customerPhone: true,
  address: true,
  district: true,
  amountToCollect: true,
});

class Refusal extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 50_000) throw new Refusal(413, 'The request is too large.');
    chunks.push(chunk);
  }
  try {
    return chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {};
  } catch {
    throw new Refusal(400, 'The body must be JSON.');
  }
}

export async function startCourierApp(options: CourierAppOptions) {
  const dashboardOrigin = new URL(options.dashboardUrl).origin;
  const apiBase = options.appApiUrl.replace(/\/+$/, '');
  const key = new TextEncoder().encode(options.secret);
  /** Parcels booked by this process, by invoice: a retry after a failed write-back reuses the booking. */
  const booked = new Map<string, Consignment>();

  /** The caller's session token, checked here before it is passed on (the Store API checks it again and uses it up). */
  async function sessionToken(req: IncomingMessage): Promise<string> {
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token) throw new Refusal(401, 'Open this app from the Haat dashboard.');
    try {
      await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: APP_TOKEN_ISSUER,
        audience: COURIER_APP_HANDLE,
        maxTokenAge: APP_TOKEN_TTL_SECONDS,
      });
    } catch {
      throw new Refusal(401, 'The session token is not valid. Reload the app.');
    }
    return token;
  }

  async function storeApi<S extends z.ZodType>(schema: S, token: string, method: 'GET' | 'POST', path: string, body?: unknown) {
    const res = await fetch(`${apiBase}/app-api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, [SECONDARY_HEADER]: 'true', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => {
      throw new Refusal(503, 'Haat could not be reached. Try again.');
    });
    const data: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const message = z.object({ message: z.string() }).safeParse(data);
      throw new Refusal(res.status, message.success ? message.data.message : `Haat answered ${res.status}.`);
    }
    return schema.parse(data) as z.output<S>;
  }

  async function book(token: string, input: z.infer<typeof BookSchema>) {
    const invoice = `haat-${input.number}-${input.id.replace(/[^A-Za-z0-9]/g, '').slice(0, 12)}`;
    let consignment = booked.get(invoice);
    if (!consignment) {
      consignment = await options.steadfast.createOrder({
        invoice,
        recipientName: input.customerName,
        recipientPhone: input.customerPhone,
        recipientAddress: `${input.address}, ${input.district}`.slice(0, 250),
        codAmount: Math.round(input.amountToCollect) / 100,
        note: `Haat order #${input.number}`,
      });
      booked.set(invoice, consignment);
    }
    const order = await storeApi(AppOrderSchema, token, 'POST', `/orders/${encodeURIComponent(input.id)}/shipment`, {
      courier: 'Steadfast',
      trackingNumber: consignment.tracking_code,
    });
    return { order, consignment };
  }

  const headers = {
    // Only the dashboard may frame this app (Shopify's rule for embedded apps).
    'content-security-policy': `default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors ${dashboardOrigin}; base-uri 'none'; form-action 'self'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://app').pathname;
      if (req.method === 'GET' && path === '/health') return sendJson(res, 200, { ok: true });
      if (req.method === 'GET' && path === '/') {
        res.writeHead(200, { ...headers, 'content-type': 'text/html; charset=utf-8' });
        return res.end(appPage(dashboardOrigin));
      }
      if (req.method === 'GET' && path === '/app.js') {
        res.writeHead(200, { ...headers, 'content-type': 'text/javascript; charset=utf-8' });
        return res.end(APP_SCRIPT);
      }
      if (req.method === 'GET' && path === '/app.css') {
        res.writeHead(200, { ...headers, 'content-type': 'text/css; charset=utf-8' });
        return res.end(APP_CSS);
      }
      if (req.method === 'POST' && path === '/api/orders') {
        const token = await sessionToken(req);
        return sendJson(res, 200, await storeApi(AppOrderListSchema, token, 'GET', '/orders?limit=50'));
      }
      if (req.method === 'POST' && path === '/api/book') {
        const token = await sessionToken(req);
        const input = BookSchema.safeParse(await readJson(req));
        if (!input.success) throw new Refusal(400, 'That order cannot be booked: some details are missing.');
        return sendJson(res, 200, await book(token, input.data));
      }
      return sendJson(res, 404, { message: 'Not found' });
    })().catch((error: unknown) => {
      if (error instanceof Refusal) return sendJson(res, error.status, { message: error.message });
      if (error instanceof SteadfastError) return sendJson(res, 502, { message: `Steadfast refused the parcel: ${error.message}` });
      console.error('[courier app]', error);
      return sendJson(res, 500, { message: 'Something went wrong in the courier app.' });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((done) => server.listen(options.port ?? 0, host, done));
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : 0}`;
  return { url, close: () => new Promise<void>((done) => server.close(() => done())) };
}

/** The app's options from its environment; throws naming what is missing. */
export function courierAppOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CourierAppOptions {
  const missing = ['APP_SECRET', 'APP_API_URL', 'DASHBOARD_URL', 'STEADFAST_BASE_URL', 'STEADFAST_API_KEY', 'STEADFAST_SECRET_KEY'].filter(
    (name) => !env[name],
  );
  if (missing.length) throw new Error(`The courier app needs ${missing.join(', ')} (README "Apps").`);
  return {
    port: Number(env.COURIER_APP_PORT ?? 4324),
    host: env.COURIER_APP_HOST ?? '127.0.0.1',
    secret: env.APP_SECRET!,
    appApiUrl: env.APP_API_URL!,
    dashboardUrl: env.DASHBOARD_URL!,
    steadfast: createSteadfastClient({
      baseUrl: env.STEADFAST_BASE_URL!,
      apiKey: env.STEADFAST_API_KEY!,
      secretKey: env.STEADFAST_SECRET_KEY!,
    }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const app = await startCourierApp(courierAppOptionsFromEnv());
  console.log(`Courier booking app: ${app.url}`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
