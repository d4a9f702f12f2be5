/**
 * A local bKash Tokenized Checkout sandbox (node:http): the same endpoints as bKash under
 * `/v1.2.0-beta/tokenized/checkout/` (token/grant, token/refresh, create, execute, payment/status, payment/refund)
 * and the payer's page at `bkashURL`: wallet number, OTP and PIN (demo values below), then Pay, Fail or Cancel,
 * after which the browser is sent to `callbackURL?paymentID=…&status=success|failure|cancel` the way bKash does.
 * `npm start` and the tests run it; `node api/src/platform/bkash/sandbox.ts` serves it on BKASH_SANDBOX_PORT (4323).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import { payerPage, SANDBOX_PAYER, type SandboxPayment } from './sandbox-page.ts';

export { SANDBOX_PAYER };

export const SANDBOX_PATH = '/v1.2.0-beta/tokenized/checkout';

/** Credentials the sandbox accepts (not secrets: they only open this local sandbox). */
export const SANDBOX_CREDENTIALS = {
  appKey: 'haat-sandbox-app-key',
  appSecret: 'haat-sandbox-app-secret',
  username: 'haat-sandbox-user',
  password: 'haat-sandbox-password',
} as const;

export type SandboxOptions = {
  port?: number;
  host?: string;
  /** Lifetime of granted tokens in seconds (bKash: 3600). */
  tokenTtlSeconds?: number;
};

export type BkashSandbox = {
  /** Origin, e.g. http://127.0.0.1:4323. */
  url: string;
  /** What BKASH_BASE_URL is set to. */
  baseUrl: string;
  close: () => Promise<void>;
  /** Test controls (in-process only). */
  control: {
    grants: () => number;
    refreshes: () => number;
    /** Every token stops working: the next call answers 401. */
    revokeTokens: () => void;
    /** The next execute answers an error and the payment fails. */
    failNextExecute: (message?: string) => void;
    /** The next execute completes the payment but answers only after `ms` (a timeout on the caller's side). */
    delayNextExecute: (ms: number) => void;
    /** Approves a payment as if the payer had entered the demo wallet, OTP and PIN. */
    approve: (paymentID: string) => void;
    payment: (paymentID: string) => SandboxPayment | undefined;
  };
};

const id = (prefix: string, bytes = 8) => `${prefix}${randomBytes(bytes).toString('hex').toUpperCase()}`;
const now = () => new Date().toISOString();

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Starts the sandbox; `port: 0` picks a free port. */
export async function startBkashSandbox(options: SandboxOptions = {}): Promise<BkashSandbox> {
  const host = options.host ?? '127.0.0.1';
  const ttl = options.tokenTtlSeconds ?? 3600;
  const tokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const payments = new Map<string, SandboxPayment>();
  let grants = 0;
  let refreshes = 0;
  let failNext: string | null = null;
  let delayNext = 0;
  let origin = '';

  const issue = () => {
    const idToken = id('sbx.', 24);
    tokens.set(idToken, Date.now() + ttl * 1000);
    return idToken;
  };

  const callback = (payment: SandboxPayment, status: 'success' | 'failure' | 'cancel') => {
    const url = new URL(payment.callbackURL);
    url.searchParams.set('paymentID', payment.paymentID);
    url.searchParams.set('status', status);
    url.searchParams.set('apiVersion', 'v1.2.0-beta');
    return url.toString();
  };

  const transaction = (p: SandboxPayment) => ({
    paymentID: p.paymentID,
    mode: '0011',
    paymentCreateTime: p.createdAt,
    paymentExecuteTime: p.executedAt ?? undefined,
    trxID: p.trxID ?? undefined,
    transactionStatus: p.transactionStatus,
    amount: p.amount,
    currency: 'BDT',
    intent: 'sale',
    merchantInvoiceNumber: p.merchantInvoiceNumber,
    customerMsisdn: p.transactionStatus === 'Completed' ? p.approvedBy : undefined,
    statusCode: '0000',
    statusMessage: 'Successful',
  });

  async function api(req: IncomingMessage, res: ServerResponse, path: string) {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse((await readBody(req)) || '{}') as Record<string, unknown>;
    } catch {
      return json(res, 400, { statusCode: '9999', statusMessage: 'Body is not JSON' });
    }
    if (path === 'token/grant' || path === 'token/refresh') {
      if (req.headers.username !== SANDBOX_CREDENTIALS.username || req.headers.password !== SANDBOX_CREDENTIALS.password) {
        return json(res, 401, { statusCode: '2079', statusMessage: 'Invalid username or password' });
      }
      if (body.app_key !== SANDBOX_CREDENTIALS.appKey || body.app_secret !== SANDBOX_CREDENTIALS.appSecret) {
        return json(res, 200, { statusCode: '2001', statusMessage: 'Invalid App Key or App Secret' });
      }
      let refreshToken: string;
      if (path === 'token/refresh') {
        if (typeof body.refresh_token !== 'string' || !refreshTokens.has(body.refresh_token)) {
          return json(res, 200, { statusCode: '2079', statusMessage: 'Invalid refresh token' });
        }
        refreshes++;
        refreshToken = body.refresh_token; // bKash answers the same refresh token
      } else {
        grants++;
        refreshToken = id('sbr.', 24);
        refreshTokens.add(refreshToken);
      }
      return json(res, 200, {
        statusCode: '0000',
        statusMessage: 'Successful',
        id_token: issue(),
        token_type: 'Bearer',
        expires_in: ttl,
        refresh_token: refreshToken,
      });
    }

    const token = req.headers.authorization ?? '';
    const expires = tokens.get(token);
    if (!expires || expires < Date.now() || req.headers['x-app-key'] !== SANDBOX_CREDENTIALS.appKey) {
      return json(res, 401, { message: 'Unauthorized' });
    }
    const payment = typeof body.paymentID === 'string' ? payments.get(body.paymentID) : undefined;

    switch (path) {
      case 'create': {
        const amount = Number(body.amount);
        if (!Number.isFinite(amount) || amount <= 0 || typeof body.callbackURL !== 'string' || body.currency !== 'BDT') {
          return json(res, 200, { statusCode: '2065', statusMessage: 'Mandatory field missing or invalid' });
        }
        const paymentID = id('TR0011', 10);
        const p: SandboxPayment = {
          paymentID,
          amount: amount.toFixed(2),
          merchantInvoiceNumber: typeof body.merchantInvoiceNumber === 'string' ? body.merchantInvoiceNumber : '',
          callbackURL: body.callbackURL,
          transactionStatus: 'Initiated',
          approvedBy: null,
          trxID: null,
          executedAt: null,
          refunds: [],
          createdAt: now(),
        };
        payments.set(paymentID, p);
        const bkashURL = `${origin}/payment?paymentId=${paymentID}&mode=0011&apiVersion=v1.2.0-beta`;
        return json(res, 200, {
          paymentID,
          bkashURL,
          callbackURL: p.callbackURL,
          successCallbackURL: callback(p, 'success'),
          failureCallbackURL: callback(p, 'failure'),
          cancelledCallbackURL: callback(p, 'cancel'),
          amount: p.amount,
          intent: 'sale',
          currency: 'BDT',
          paymentCreateTime: p.createdAt,
          transactionStatus: 'Initiated',
          merchantInvoiceNumber: p.merchantInvoiceNumber,
          statusCode: '0000',
          statusMessage: 'Successful',
        });
      }
      case 'execute': {
        if (!payment) return json(res, 200, { statusCode: '2056', statusMessage: 'Invalid Payment ID' });
        if (failNext !== null) {
          const message = failNext;
          failNext = null;
          if (payment.transactionStatus === 'Initiated') payment.transactionStatus = 'Failed';
          return json(res, 200, { statusCode: '2023', statusMessage: message });
        }
        if (payment.transactionStatus !== 'Initiated' || !payment.approvedBy) {
          return json(res, 200, {
            statusCode: '2117',
            statusMessage: 'Payment execution already been called before or payment is not approved',
          });
        }
        payment.transactionStatus = 'Completed';
        payment.trxID = id('SBX', 5);
        payment.executedAt = now();
        const delay = delayNext;
        delayNext = 0;
        if (delay > 0) await new Promise((done) => setTimeout(done, delay));
        if (!res.writable) return;
        return json(res, 200, transaction(payment));
      }
      case 'payment/status':
        if (!payment) return json(res, 200, { statusCode: '2056', statusMessage: 'Invalid Payment ID' });
        return json(res, 200, transaction(payment));
      case 'payment/refund': {
        if (!payment || payment.trxID !== body.trxID || payment.transactionStatus !== 'Completed') {
          return json(res, 200, { statusCode: '2071', statusMessage: 'Transaction not found or not refundable' });
        }
        const amount = Number(body.amount);
        const refunded = payment.refunds.reduce((sum, r) => sum + Number(r.amount), 0);
        if (!Number.isFinite(amount) || amount <= 0 || amount + refunded > Number(payment.amount) + 1e-9) {
          return json(res, 200, { statusCode: '2072', statusMessage: 'Refund amount is more than the paid amount' });
        }
        const refund = { refundTrxID: id('SBXR', 5), amount: amount.toFixed(2) };
        payment.refunds.push(refund);
        return json(res, 200, {
          completedTime: now(),
          transactionStatus: 'Completed',
          originalTrxID: payment.trxID,
          refundTrxID: refund.refundTrxID,
          amount: refund.amount,
          currency: 'BDT',
          charge: '0.00',
          statusCode: '0000',
          statusMessage: 'Successful',
        });
      }
      default:
        return json(res, 404, { statusCode: '9999', statusMessage: 'Unknown endpoint' });
    }
  }

  async function page(req: IncomingMessage, res: ServerResponse, url: URL) {
    const payment = payments.get(url.searchParams.get('paymentId') ?? '');
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    if (!payment) return html(404, '<!doctype html><title>bKash sandbox</title><p>No such payment.</p>');
    if (req.method !== 'POST') return html(200, payerPage(payment, null, {}));
    const form = new URLSearchParams(await readBody(req));
    const values = Object.fromEntries(form);
    if (payment.transactionStatus !== 'Initiated' || payment.approvedBy)
      return html(409, payerPage(payment, 'This payment is already done.', {}));
    const go = (status: 'success' | 'failure' | 'cancel') => {
      res.writeHead(302, { location: callback(payment, status) });
      res.end();
    };
    if (values.action === 'cancel') {
      payment.transactionStatus = 'Cancelled';
      return go('cancel');
    }
    if (values.action === 'fail') {
      payment.transactionStatus = 'Failed';
      return go('failure');
    }
    const wallet = (values.wallet ?? '').replace(/\D/g, '');
    if (!/^01[3-9]\d{8}$/.test(wallet)) return html(400, payerPage(payment, 'Enter an 11-digit bKash account number.', values));
    if (values.otp !== SANDBOX_PAYER.otp)
      return html(400, payerPage(payment, `Wrong verification code. The sandbox's is ${SANDBOX_PAYER.otp}.`, values));
    if (values.pin !== SANDBOX_PAYER.pin) return html(400, payerPage(payment, `Wrong PIN. The sandbox's is ${SANDBOX_PAYER.pin}.`, values));
    payment.approvedBy = wallet;
    return go('success');
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', origin || 'http://localhost');
    const handle =
      req.method === 'POST' && url.pathname.startsWith(`${SANDBOX_PATH}/`)
        ? api(req, res, url.pathname.slice(SANDBOX_PATH.length + 1))
        : url.pathname === '/payment'
          ? page(req, res, url)
          : Promise.resolve(json(res, url.pathname === '/health' ? 200 : 404, { ok: url.pathname === '/health' }));
    handle.catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { statusCode: '9999', statusMessage: String(error) });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url: origin,
    baseUrl: `${origin}${SANDBOX_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    control: {
      grants: () => grants,
      refreshes: () => refreshes,
      revokeTokens: () => tokens.clear(),
      failNextExecute: (message = 'Insufficient Balance') => {
        failNext = message;
      },
      delayNextExecute: (ms) => {
        delayNext = ms;
      },
      approve: (paymentID) => {
        const p = payments.get(paymentID);
        if (p) p.approvedBy = SANDBOX_PAYER.wallet;
      },
      payment: (paymentID) => payments.get(paymentID),
    },
  };
}

/** BKASH_* variables that point the Store API's client at a sandbox. */
export function sandboxEnv(baseUrl: string): Record<string, string> {
  return {
    BKASH_BASE_URL: baseUrl,
    BKASH_APP_KEY: SANDBOX_CREDENTIALS.appKey,
    BKASH_APP_SECRET: SANDBOX_CREDENTIALS.appSecret,
    BKASH_USERNAME: SANDBOX_CREDENTIALS.username,
    BKASH_PASSWORD: SANDBOX_CREDENTIALS.password,
  };
}

// `node api/src/platform/bkash/sandbox.ts`: serve on BKASH_SANDBOX_HOST:BKASH_SANDBOX_PORT until stopped.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sandbox = await startBkashSandbox({
    port: Number(process.env.BKASH_SANDBOX_PORT || 4323),
    host: process.env.BKASH_SANDBOX_HOST || '127.0.0.1',
  });
  console.log(`[bkash] sandbox listening on ${sandbox.url} (BKASH_BASE_URL=${sandbox.baseUrl})`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
