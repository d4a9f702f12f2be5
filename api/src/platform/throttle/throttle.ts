/**
 * Throttling of the Store API (issue 9 item 2, SECURITY.md "Limits"). Counters live in the database
 * (`rate_limits`), one row per key and fixed window, raised with one atomic
 * `INSERT … ON CONFLICT … DO UPDATE … RETURNING`, so every API process sees the same count and
 * 40 concurrent requests against a limit of 10 get exactly 10 through.
 *
 * A "client" is the connection's address; `X-Forwarded-For` is believed only from a trusted proxy
 * (TRUSTED_PROXIES; loopback by default, where the dashboard runs beside the API).
 */
import { lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db/client.ts';
import type { AppEnv } from '../env.ts';
import { HttpError } from '../errors.ts';
import { rateLimits } from './tables.ts';

export type Rule = { limit: number; windowSeconds: number };

/** Every limit, per window. The defaults are in SECURITY.md; tests and deployments may change them. */
export type Limits = {
  /** Any /auth request, per client. */
  auth: Rule;
  /** Failed (or in-flight) sign-ins per client and e-mail pair: the lockout, which never reaches the owner elsewhere. */
  loginPair: Rule;
  /** Failed (or in-flight) sign-ins per client across all e-mails. */
  loginClient: Rule;
  /** Password-reset mails per e-mail address. */
  resetMail: Rule;
  /** Sign-ups per client. */
  signup: Rule;
  /** Changes (anything but GET/HEAD) under /admin per signed-in seller. */
  adminWrites: Rule;
  /** Blog comments submitted to the public storefront endpoint, per client. */
  comments: Rule;
  /** Wrong second-step codes (and fresh-factor passwords) per seller: past it the second step is locked. */
  secondStep: Rule;
};

export const DEFAULT_LIMITS: Limits = {
  auth: { limit: 300, windowSeconds: 60 },
  loginPair: { limit: 10, windowSeconds: 15 * 60 },
  loginClient: { limit: 50, windowSeconds: 15 * 60 },
  resetMail: { limit: 5, windowSeconds: 60 * 60 },
  signup: { limit: 20, windowSeconds: 60 * 60 },
  adminWrites: { limit: 600, windowSeconds: 60 },
  comments: { limit: 5, windowSeconds: 10 * 60 },
  secondStep: { limit: 5, windowSeconds: 15 * 60 },
};

/** Peers whose X-Forwarded-For is believed when TRUSTED_PROXIES is not set. */
export const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

export type ThrottleOptions = {
  limits?: Partial<Limits>;
  /** Addresses whose X-Forwarded-For names the client; `*` trusts any peer (tests). Default: env TRUSTED_PROXIES or loopback. */
  trustedProxies?: readonly string[];
};

/** A 429 with `Retry-After` (app.ts's onError sends the header). */
export class RateLimitedError extends HttpError {
  readonly retryAfter: number;
  constructor(retryAfter: number, message = 'Too many requests. Please wait a moment and try again.', code = 'RATE_LIMITED') {
    super(429, message, code);
    this.retryAfter = Math.max(1, Math.ceil(retryAfter));
  }
}

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The lockout's message: the window's length as the longest wait (Retry-After has the exact one); never whether the e-mail exists. */
export const tooManyLogins = (retryAfter: number, rule: Rule) =>
  new RateLimitedError(
    retryAfter,
    `Too many failed sign-in attempts. Try again in ${minutes(rule.windowSeconds)} minute${minutes(rule.windowSeconds) === 1 ? '' : 's'}.`,
    'TOO_MANY_ATTEMPTS',
  );

/** The second-step lockout's message (issue 22 item 8): like the password lockout, it says how long to wait. */
export const tooManyCodes = (retryAfter: number, rule: Rule) =>
  new RateLimitedError(
    retryAfter,
    `Too many wrong codes. The second step is locked: try again in ${minutes(rule.windowSeconds)} minutes.`,
    'SECOND_STEP_LOCKED',
  );

export function trustedProxiesFromEnv(value = process.env.TRUSTED_PROXIES): readonly string[] {
  if (value === undefined) return LOOPBACK;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/** The client's address: the connection's peer, or the last X-Forwarded-For hop when that peer is a trusted proxy. */
export function clientAddress(c: Context, trusted: readonly string[]): string {
  const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? 'unknown';
  if (trusted.includes('*') || trusted.includes(peer)) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last && last.length <= 64) return last;
  }
  return peer;
}

export type Hit = { count: number; limit: number; retryAfter: number; allowed: boolean };

/** Counts one more request for `key` in the current window of `rule` and says whether it is within the limit. */
export async function hit(db: Db, name: string, key: string, rule: Rule, now = Date.now()): Promise<Hit> {
  const windowMs = rule.windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${name}:${key}`, windowStart: new Date(start), count: 1, expiresAt: new Date(start + windowMs) })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  // Now and then, forget windows that have ended (cheap: an index on expires_at).
  if (Math.random() < 0.01) await db.delete(rateLimits).where(lt(rateLimits.expiresAt, new Date(now - 60_000)));
  const count = row?.count ?? 1;
  return { count, limit: rule.limit, retryAfter: (start + windowMs - now) / 1000, allowed: count <= rule.limit };
}

/** Takes back one count (a sign-in that succeeded does not count as a failure). */
export async function refund(db: Db, name: string, key: string, rule: Rule, now = Date.now()): Promise<void> {
  const windowMs = rule.windowSeconds * 1000;
  const start = new Date(Math.floor(now / windowMs) * windowMs);
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${`${name}:${key}`} and ${rateLimits.windowStart} = ${start}`);
}

/** What routes use through `c.var.throttle`. */
export type Throttle = {
  limits: Limits;
  /** The caller's address (see clientAddress). */
  client: string;
  /** Counts one request against `name` for `key`; throws `error(retryAfter)` (default a 429 RATE_LIMITED) when over. */
  take: (name: keyof Limits, key: string, error?: (retryAfter: number, rule: Rule) => HttpError) => Promise<void>;
  /** Counts one request and answers whether it was within the limit (for rules that must not show in the answer). */
  allow: (name: keyof Limits, key: string) => Promise<boolean>;
  refund: (name: keyof Limits, key: string) => Promise<void>;
};

/**
 * Sign-out is never throttled away (issue 22 item 6): a client whose /auth budget ran out (many sign-in attempts)
 * must still be able to end its session, or the dashboard would drop a cookie whose token keeps working. It guards
 * nothing: it only ends the session its token names, and a token can be tried on any /admin read just as well.
 */
const isSignOut = (c: Context) => c.req.method === 'POST' && c.req.path === '/auth/logout';

/**
 * Sets `c.var.throttle` for every request and applies the blanket rules: every /auth request per
 * client, and changes under /admin per seller (after requireSession, see `limitAdminWrites`).
 */
export function throttle(options: ThrottleOptions = {}) {
  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const trusted = options.trustedProxies ?? trustedProxiesFromEnv();
  return createMiddleware<AppEnv>(async (c, next) => {
    const db = c.var.db;
    const client = clientAddress(c, trusted);
    c.set('throttle', {
      limits,
      client,
      take: async (name, key, error = (retryAfter) => new RateLimitedError(retryAfter)) => {
        const result = await hit(db, name, key, limits[name]);
        if (!result.allowed) throw error(result.retryAfter, limits[name]);
      },
      allow: async (name, key) => (await hit(db, name, key, limits[name])).allowed,
      refund: (name, key) => refund(db, name, key, limits[name]),
    });
    if (c.req.path.startsWith('/auth/') && !isSignOut(c)) await c.var.throttle.take('auth', client);
    await next();
  });
}

/** On /admin/* after requireSession: changes per seller (a runaway script cannot flood the shop). */
export const limitAdminWrites = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') await c.var.throttle.take('adminWrites', c.var.seller.id);
  await next();
});
