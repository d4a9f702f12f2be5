/**
 * bKash Tokenized Checkout client (anchors §12; bKash-developer/bKash-for-woocommerce ApiComm.php): grant a token
 * with `username`/`password` headers, then call with `Authorization` + `X-APP-Key`. A call succeeds when the answer
 * is HTTP 200 with `statusCode "0000"`. The token is cached until shortly before it expires (then refreshed, or
 * granted again when refreshing fails) and granted again on any 401. Amounts cross the wire as taka strings.
 */
import { takaText } from '../../../../contract/money.ts';

export type BkashConfig = {
  /** e.g. https://tokenized.sandbox.bka.sh/v1.2.0-beta/tokenized/checkout */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** Per-request deadline (execute may take its own). Default 30 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
};

/** The transaction state bKash answers: Initiated, Completed, Failed, Cancelled, Authorized, Expired … */
export type BkashTransactionStatus = string;

export type BkashPayment = { paymentID: string; bkashURL: string; transactionStatus: BkashTransactionStatus };

export type BkashTransaction = {
  paymentID: string;
  transactionStatus: BkashTransactionStatus;
  /** In poisha. */
  amount: number;
  trxID: string | null;
  customerMsisdn: string | null;
  time: string | null;
  merchantInvoiceNumber: string | null;
};

export type BkashRefund = { refundTrxID: string; originalTrxID: string; amount: number; transactionStatus: BkashTransactionStatus };

export type CreatePaymentInput = {
  /** Poisha. */
  amount: number;
  merchantInvoiceNumber: string;
  payerReference: string;
  callbackURL: string;
};

/** The gateway the billing domain talks to (the HTTP client below, against bKash or the local sandbox). */
export interface BkashGateway {
  grantToken(): Promise<string>;
  refreshToken(): Promise<string>;
  createPayment(input: CreatePaymentInput): Promise<BkashPayment>;
  executePayment(paymentID: string, options?: { timeoutMs?: number }): Promise<BkashTransaction>;
  queryPayment(paymentID: string): Promise<BkashTransaction>;
  refundPayment(input: { paymentID: string; trxID: string; amount: number; reason: string; sku?: string }): Promise<BkashRefund>;
  /**
   * Refund status: the refund bKash made of a payment, or null when it made none (`NO_REFUND_STATUS`). Asked when a
   * refund call got no answer, so a refund is never asked for twice.
   */
  refundStatus(input: { paymentID: string; trxID: string }): Promise<BkashRefund | null>;
}

/** bKash's answer to a refund status query for a payment it has not refunded (as the local sandbox answers it). */
export const NO_REFUND_STATUS = '2071';

/** A refused or failed bKash call: HTTP status, bKash's statusCode and message. */
export class BkashError extends Error {
  readonly httpStatus: number;
  readonly statusCode: string | null;
  constructor(message: string, httpStatus: number, statusCode: string | null) {
    super(message);
    this.name = 'BkashError';
    this.httpStatus = httpStatus;
    this.statusCode = statusCode;
  }
}

/** 123450 poisha → the "1234.50" bKash expects (the contract's one taka text). */
export const toTaka = takaText;
/** bKash's amount ("1234.5" or 1234.5) → poisha. */
export const toPoisha = (taka: unknown): number => Math.round(Number(taka) * 100);

type Token = { idToken: string; refreshToken: string | null; expiresAt: number };
type Answer = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** Reads the credentials from BKASH_* variables; null when BKASH_BASE_URL is unset. */
export function bkashConfigFromEnv(env: NodeJS.ProcessEnv = process.env): BkashConfig | null {
  if (!env.BKASH_BASE_URL) return null;
  return {
    baseUrl: env.BKASH_BASE_URL,
    appKey: env.BKASH_APP_KEY ?? '',
    appSecret: env.BKASH_APP_SECRET ?? '',
    username: env.BKASH_USERNAME ?? '',
    password: env.BKASH_PASSWORD ?? '',
  };
}

export function createBkashClient(config: BkashConfig): BkashGateway {
  const base = config.baseUrl.replace(/\/+$/, '');
  const doFetch = config.fetch ?? fetch;
  const timeoutMs = config.timeoutMs ?? 30_000;
  let token: Token | null = null;
  let pending: Promise<Token> | null = null;

  async function call(path: string, headers: Record<string, string>, body: unknown, deadlineMs = timeoutMs) {
    const res = await doFetch(`${base}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(deadlineMs),
    });
    let answer: Answer = {};
    try {
      answer = (await res.json()) as Answer;
    } catch {
      // Not JSON: judged by the status below.
    }
    return { status: res.status, answer };
  }

  function ok(status: number, answer: Answer, what: string): Answer {
    if (status === 200 && answer.statusCode === '0000') return answer;
    const message =
      text(answer.statusMessage) ?? text(answer.errorMessage) ?? text(answer.message) ?? `bKash ${what} failed (HTTP ${status})`;
    throw new BkashError(message, status, text(answer.statusCode) ?? text(answer.errorCode));
  }

  const keep = (answer: Answer): Token => {
    const seconds = Number(answer.expires_in) || 3600;
    // Treat it as expired a little early (a minute, or a tenth of a short lifetime) so a call never races expiry.
    const margin = Math.min(60_000, seconds * 100);
    token = { idToken: String(answer.id_token), refreshToken: text(answer.refresh_token), expiresAt: Date.now() + seconds * 1000 - margin };
    return token;
  };

  const credentials = () => ({ username: config.username, password: config.password });

  async function grant(): Promise<Token> {
    const { status, answer } = await call('token/grant', credentials(), { app_key: config.appKey, app_secret: config.appSecret });
    return keep(ok(status, answer, 'token grant'));
  }

  async function refresh(): Promise<Token> {
    if (!token?.refreshToken) return grant();
    const { status, answer } = await call('token/refresh', credentials(), {
      app_key: config.appKey,
      app_secret: config.appSecret,
      refresh_token: token.refreshToken,
    });
    return keep(ok(status, answer, 'token refresh'));
  }

  /** A valid token: the cached one, a refreshed one once it expired (a new grant when refresh fails). */
  async function current(): Promise<Token> {
    if (token && token.expiresAt > Date.now()) return token;
    pending ??= (token ? refresh().catch(() => grant()) : grant()).finally(() => (pending = null));
    return pending;
  }

  /** An authorised call; a 401 means the token is no longer good: grant a new one and try once more. */
  async function authorised(path: string, body: unknown, what: string, deadlineMs?: number): Promise<Answer> {
    const headers = (t: Token) => ({ authorization: t.idToken, 'x-app-key': config.appKey });
    let result = await call(path, headers(await current()), body, deadlineMs);
    if (result.status === 401) {
      token = null;
      pending ??= grant().finally(() => (pending = null));
      result = await call(path, headers(await pending), body, deadlineMs);
    }
    return ok(result.status, result.answer, what);
  }

  const transaction = (answer: Answer): BkashTransaction => ({
    paymentID: String(answer.paymentID),
    transactionStatus: String(answer.transactionStatus),
    amount: toPoisha(answer.amount),
    trxID: text(answer.trxID),
    customerMsisdn: text(answer.customerMsisdn) ?? text(answer.payerAccount),
    time: text(answer.paymentExecuteTime) ?? text(answer.completedTime) ?? text(answer.updateTime),
    merchantInvoiceNumber: text(answer.merchantInvoiceNumber) ?? text(answer.merchantInvoice),
  });

  const refundOf = (answer: Answer): BkashRefund => ({
    refundTrxID: String(answer.refundTrxID),
    originalTrxID: String(answer.originalTrxID),
    amount: toPoisha(answer.amount),
    transactionStatus: String(answer.transactionStatus),
  });

  return {
    grantToken: async () => (await grant()).idToken,
    refreshToken: async () => (await refresh()).idToken,
    async createPayment(input) {
      const answer = await authorised(
        'create',
        {
          mode: '0011',
          payerReference: input.payerReference,
          callbackURL: input.callbackURL,
          amount: toTaka(input.amount),
          currency: 'BDT',
          intent: 'sale',
          merchantInvoiceNumber: input.merchantInvoiceNumber,
        },
        'create payment',
      );
      return {
        paymentID: String(answer.paymentID),
        bkashURL: String(answer.bkashURL),
        transactionStatus: String(answer.transactionStatus),
      };
    },
    executePayment: async (paymentID, options) =>
      transaction(await authorised('execute', { paymentID }, 'execute payment', options?.timeoutMs)),
    queryPayment: async (paymentID) => transaction(await authorised('payment/status', { paymentID }, 'query payment')),
    async refundPayment(input) {
      const answer = await authorised(
        'payment/refund',
        {
          paymentID: input.paymentID,
          trxID: input.trxID,
          amount: toTaka(input.amount),
          sku: input.sku ?? 'subscription',
          reason: input.reason,
        },
        'refund',
      );
      return refundOf(answer);
    },
    // The same endpoint with the payment alone (no amount) answers the refund's status (bKash tokenized v1.2.0-beta).
    async refundStatus(input) {
      try {
        return refundOf(await authorised('payment/refund', { paymentID: input.paymentID, trxID: input.trxID }, 'refund status'));
      } catch (error) {
        if (error instanceof BkashError && error.statusCode === NO_REFUND_STATUS) return null;
        throw error;
      }
    },
  };
}
