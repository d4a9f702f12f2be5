/**
 * The bKash sandbox's Tokenized Checkout endpoints (platform/bkash/sandbox.ts serves them under `SANDBOX_PATH`):
 * token grant and refresh, create, execute, payment status and refund, answering with bKash's status codes.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxPayment } from './sandbox-page.ts';

export const SANDBOX_PATH = '/v1.2.0-beta/tokenized/checkout';

/** Credentials the sandbox accepts (not secrets: they only open this local sandbox). */
export const SANDBOX_CREDENTIALS = {
  appKey: 'haat-sandbox-app-key',
  appSecret: 'haat-sandbox-app-secret',
  username: 'haat-sandbox-user',
  password: 'haat-sandbox-password',
} as const;

/** Everything one running sandbox remembers: tokens, payments, counters and the test controls' pending faults. */
export type SandboxState = {
  /** Lifetime of granted tokens in seconds. */
  ttl: number;
  /** Origin the sandbox listens on (known once the server is bound). */
  origin: string;
  /** id_token → expiry (ms since epoch). */
  tokens: Map<string, number>;
  refreshTokens: Set<string>;
  payments: Map<string, SandboxPayment>;
  grants: number;
  refreshes: number;
  /** Message of the next execute's failure, if one is queued. */
  failNext: string | null;
  /** Held answers: the next execute / refund is made at once but answered only when the test releases it. */
  holdNext: Promise<void> | null;
  /** Refund calls (with an amount) and refund status queries that reached the sandbox. */
  refundCalls: number;
  refundQueries: number;
  holdNextRefund: Promise<void> | null;
};

/** A fresh, empty sandbox state. */
export function createSandboxState(ttl: number): SandboxState {
  return {
    ttl,
    origin: '',
    tokens: new Map(),
    refreshTokens: new Set(),
    payments: new Map(),
    grants: 0,
    refreshes: 0,
    failNext: null,
    holdNext: null,
    refundCalls: 0,
    refundQueries: 0,
    holdNextRefund: null,
  };
}

const id = (prefix: string, bytes = 8) => `${prefix}${randomBytes(bytes).toString('hex').toUpperCase()}`;
const now = () => new Date().toISOString();

/** The whole request body as text. */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Sends `body` as JSON with `status`. */
export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Where bKash sends the payer's browser after the payment page: `callbackURL?paymentID=…&status=…`. */
export function callbackUrl(payment: SandboxPayment, status: 'success' | 'failure' | 'cancel') {
  const url = new URL(payment.callbackURL);
  url.searchParams.set('paymentID', payment.paymentID);
  url.searchParams.set('status', status);
  url.searchParams.set('apiVersion', 'v1.2.0-beta');
  return url.toString();
}

function issueToken(state: SandboxState) {
  const idToken = id('sbx.', 24);
  state.tokens.set(idToken, Date.now() + state.ttl * 1000);
  return idToken;
}

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

/** A refund as bKash answers it (to the refund call and to the refund status query). */
const refundAnswer = (originalTrxID: string | null, refund: SandboxPayment['refunds'][number]) => ({
  completedTime: refund.completedTime,
  transactionStatus: 'Completed',
  originalTrxID,
  refundTrxID: refund.refundTrxID,
  amount: refund.amount,
  currency: 'BDT',
  charge: '0.00',
  statusCode: '0000',
  statusMessage: 'Successful',
});

/** Answers one call to `SANDBOX_PATH/<path>` (token grant/refresh, create, execute, status, refund) the way bKash does. */
export async function handleCheckoutCall(state: SandboxState, req: IncomingMessage, res: ServerResponse, path: string) {
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
      if (typeof body.refresh_token !== 'string' || !state.refreshTokens.has(body.refresh_token)) {
        return json(res, 200, { statusCode: '2079', statusMessage: 'Invalid refresh token' });
      }
      state.refreshes++;
      refreshToken = body.refresh_token; // bKash answers the same refresh token
    } else {
      state.grants++;
      refreshToken = id('sbr.', 24);
      state.refreshTokens.add(refreshToken);
    }
    return json(res, 200, {
      statusCode: '0000',
      statusMessage: 'Successful',
      id_token: issueToken(state),
      token_type: 'Bearer',
      expires_in: state.ttl,
      refresh_token: refreshToken,
    });
  }

  const token = req.headers.authorization ?? '';
  const expires = state.tokens.get(token);
  if (!expires || expires < Date.now() || req.headers['x-app-key'] !== SANDBOX_CREDENTIALS.appKey) {
    return json(res, 401, { message: 'Unauthorized' });
  }
  const payment = typeof body.paymentID === 'string' ? state.payments.get(body.paymentID) : undefined;

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
      state.payments.set(paymentID, p);
      const bkashURL = `${state.origin}/payment?paymentId=${paymentID}&mode=0011&apiVersion=v1.2.0-beta`;
      return json(res, 200, {
        paymentID,
        bkashURL,
        callbackURL: p.callbackURL,
        successCallbackURL: callbackUrl(p, 'success'),
        failureCallbackURL: callbackUrl(p, 'failure'),
        cancelledCallbackURL: callbackUrl(p, 'cancel'),
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
      if (state.failNext !== null) {
        const message = state.failNext;
        state.failNext = null;
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
      const held = state.holdNext;
      state.holdNext = null;
      if (held) await held; // made, but the answer waits for the test
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
      if (body.amount === undefined) {
        // Refund status (no amount): the payment's latest refund, or "none".
        state.refundQueries++;
        const made = payment.refunds.at(-1);
        if (!made) return json(res, 200, { statusCode: '2071', statusMessage: 'No refund found for this transaction' });
        return json(res, 200, refundAnswer(payment.trxID, made));
      }
      state.refundCalls++;
      const amount = Number(body.amount);
      const refunded = payment.refunds.reduce((sum, r) => sum + Number(r.amount), 0);
      if (!Number.isFinite(amount) || amount <= 0 || amount + refunded > Number(payment.amount) + 1e-9) {
        return json(res, 200, { statusCode: '2072', statusMessage: 'Refund amount is more than the paid amount' });
      }
      const refund = { refundTrxID: id('SBXR', 5), amount: amount.toFixed(2), completedTime: now() };
      payment.refunds.push(refund);
      const held = state.holdNextRefund;
      state.holdNextRefund = null;
      if (held) await held; // made, but the answer waits for the test
      if (!res.writable) return;
      return json(res, 200, refundAnswer(payment.trxID, refund));
    }
    default:
      return json(res, 404, { statusCode: '9999', statusMessage: 'Unknown endpoint' });
  }
}
