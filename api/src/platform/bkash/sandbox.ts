/**
 * A local bKash Tokenized Checkout sandbox (node:http): the same endpoints as bKash under
 * `/v1.2.0-beta/tokenized/checkout/` (token/grant, token/refresh, create, execute, payment/status, payment/refund)
 * and the payer's page at `bkashURL`: wallet number, OTP and PIN (demo values below), then Pay, Fail or Cancel,
 * after which the browser is sent to `callbackURL?paymentID=…&status=success|failure|cancel` the way bKash does.
 * `npm start` and the tests run it; `node api/src/platform/bkash/sandbox.ts` serves it on BKASH_SANDBOX_PORT (4323).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import {
  callbackUrl,
  createSandboxState,
  handleCheckoutCall,
  json,
  readBody,
  SANDBOX_CREDENTIALS,
  SANDBOX_PATH,
} from './sandbox-checkout.ts';
import { payerPage, SANDBOX_PAYER, type SandboxPayment } from './sandbox-page.ts';

export { SANDBOX_CREDENTIALS, SANDBOX_PATH, SANDBOX_PAYER };

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
    /**
     * The next execute completes the payment but answers only when the returned function is called: the caller
     * times out however fast or slow the machine is, and the test releases the answer afterwards.
     */
    holdNextExecute: () => () => void;
    /** Refund calls (with an amount) that reached the sandbox, and refund status queries. */
    refundCalls: () => number;
    refundQueries: () => number;
    /** The next refund is made but answered only when the returned function is called (as holdNextExecute). */
    holdNextRefund: () => () => void;
    /** Approves a payment as if the payer had entered the demo wallet, OTP and PIN. */
    approve: (paymentID: string) => void;
    payment: (paymentID: string) => SandboxPayment | undefined;
  };
};

/** A promise that settles when `release` is called. */
function holdUntilReleased() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return { held, release };
}

/** Starts the sandbox; `port: 0` picks a free port. */
export async function startBkashSandbox(options: SandboxOptions = {}): Promise<BkashSandbox> {
  const host = options.host ?? '127.0.0.1';
  const state = createSandboxState(options.tokenTtlSeconds ?? 3600);
  const { payments } = state;

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
      res.writeHead(302, { location: callbackUrl(payment, status) });
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
    const url = new URL(req.url ?? '/', state.origin || 'http://localhost');
    const handle =
      req.method === 'POST' && url.pathname.startsWith(`${SANDBOX_PATH}/`)
        ? handleCheckoutCall(state, req, res, url.pathname.slice(SANDBOX_PATH.length + 1))
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
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  state.origin = origin;

  return {
    url: origin,
    baseUrl: `${origin}${SANDBOX_PATH}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    control: {
      grants: () => state.grants,
      refreshes: () => state.refreshes,
      refundCalls: () => state.refundCalls,
      refundQueries: () => state.refundQueries,
      holdNextRefund: () => {
        const { held, release } = holdUntilReleased();
        state.holdNextRefund = held;
        return release;
      },
      revokeTokens: () => state.tokens.clear(),
      failNextExecute: (message = 'Insufficient Balance') => {
        state.failNext = message;
      },
      holdNextExecute: () => {
        const { held, release } = holdUntilReleased();
        state.holdNext = held;
        return release;
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
