/**
 * Apps (issue 14): the app store's catalogue answers, installing, the app session token's claims, the
 * secondary application API (`/app-api/v1/…`, called by an app with its session token and `x-secondary: true`).
 * Shared by the Store API, the dashboard and the apps in `apps/`; the postMessage bridge is contract/app-bridge.ts.
 */
import { z } from 'zod';
import { TimestampSchema } from './list.ts';
import { PERMISSION_KEYS, type PermissionKey } from './permissions.ts';
import { bdPhone } from './contact.ts';
import { phoneInput } from './normalise.ts';

/** Plans an app may ask for, cheapest first (the billing plans' names). */
export const APP_PLANS = ['Free', 'Starter', 'Growth', 'Pro'] as const;
export type AppPlan = (typeof APP_PLANS)[number];

/** Rank of a shop's plan name; the 14-day trial has what Growth has. Unknown names rank as Free. */
function planRank(plan: string): number {
  if (plan === 'Free Trial') return APP_PLANS.indexOf('Growth');
  return Math.max(0, APP_PLANS.indexOf(plan as AppPlan));
}

/** True when a shop on `shopPlan` may install an app that needs `needed`. */
export const planAllows = (shopPlan: string, needed: AppPlan): boolean => planRank(shopPlan) >= planRank(needed);

const PermissionKeySchema = z.enum(PERMISSION_KEYS);

/** A handle: lowercase words joined by hyphens (the app's address in /app/{handle}). */
export const AppHandleSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Not an app handle')
  .max(60);

/** One app of the catalogue, as the app store shows it to the active shop. */
export const AppSchema = z.object({
  handle: z.string(),
  name: z.string(),
  /** A short symbol shown as the app's icon. */
  icon: z.string(),
  description: z.string(),
  developer: z.string(),
  /** The permission keys the app asks for (its scopes). */
  scopes: z.array(PermissionKeySchema),
  /** The cheapest plan the app needs. */
  plan: z.enum(APP_PLANS),
  /** Where the app is served: its own origin, never the dashboard's. */
  origin: z.string(),
  /** False when the shop's plan is below `plan`. */
  planAllows: z.boolean(),
  installed: z.boolean(),
  /** The scopes granted at install (empty when not installed). */
  grantedScopes: z.array(PermissionKeySchema),
  installedAt: TimestampSchema.nullable(),
});
export type App = z.infer<typeof AppSchema>;

export const AppListSchema = z.object({ response: z.array(AppSchema), count: z.number().int() });

/** An app installed in the active shop: what the sidebar links to and /app/{handle} embeds. */
export const InstalledAppSchema = z.object({
  /** The installation: a session token names it, so a token of an uninstalled app stops working. */
  id: z.string(),
  handle: z.string(),
  name: z.string(),
  icon: z.string(),
  origin: z.string(),
  /** The path of the app's page on its origin. */
  entryPath: z.string(),
  grantedScopes: z.array(PermissionKeySchema),
});
export type InstalledApp = z.infer<typeof InstalledAppSchema>;

export const InstalledAppListSchema = z.object({ response: z.array(InstalledAppSchema) });

/** What uninstalling took away. */
export const UninstallAnswerSchema = z.object({ handle: z.string(), revokedScopes: z.array(PermissionKeySchema) });

// ── App session tokens ─────────────────────────────────────────────────────────────────────────────────────

/** Who signs app session tokens (`iss`). */
export const APP_TOKEN_ISSUER = 'haat-dashboard';
/** A session token lives at most this long (Shopify's are one minute). */
export const APP_TOKEN_TTL_SECONDS = 60;

/**
 * The claims of an app session token (HS256 with the app's own secret): `aud` is the app's handle, `sub` the
 * signed-in seller, `shop` the active shop, `iid` the installation, `scopes` the app's granted scopes the
 * user holds, `jti` used once.
 */
export const AppTokenClaimsSchema = z.object({
  iss: z.literal(APP_TOKEN_ISSUER),
  aud: z.string(),
  sub: z.string(),
  shop: z.string(),
  iid: z.string(),
  scopes: z.array(PermissionKeySchema),
  jti: z.string().min(16).max(100),
  iat: z.number().int(),
  exp: z.number().int(),
});
export type AppTokenClaims = z.infer<typeof AppTokenClaimsSchema>;

/** The header the secondary application client adds (spec §7). Never enough on its own. */
export const SECONDARY_HEADER = 'x-secondary';

/** `handle=secret,handle2=secret` (APP_SECRETS) → a map; blank entries are skipped. */
export function parseAppSecrets(text: string | undefined): Map<string, string> {
  const secrets = new Map<string, string>();
  for (const entry of (text ?? '').split(',')) {
    const at = entry.indexOf('=');
    if (at <= 0) continue;
    const handle = entry.slice(0, at).trim();
    const secret = entry.slice(at + 1).trim();
    if (handle && secret) secrets.set(handle, secret);
  }
  return secrets;
}

/** The scopes a call may use: what the token carries, the installation granted and the user holds now. */
export function effectiveScopes(
  tokenScopes: readonly string[],
  granted: readonly string[],
  user: { isShopAdmin: boolean; permissions: readonly string[] },
): PermissionKey[] {
  return PERMISSION_KEYS.filter(
    (key) => tokenScopes.includes(key) && granted.includes(key) && (user.isShopAdmin || user.permissions.includes(key)),
  );
}

// ── The secondary application API ────────────────────────────────────────────────────────────────────────

/** An order waiting for a courier, as apps see it (no payment references, no notes). */
export const AppOrderSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.string(),
  customerName: z.string(),
  customerPhone: z.string(),
  address: z.string(),
  district: z.string(),
  /** Poisha. */
  total: z.number().int(),
  /** What the courier collects on delivery (cash on delivery), poisha. */
  amountToCollect: z.number().int(),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export type AppOrder = z.infer<typeof AppOrderSchema>;

export const AppOrderListSchema = z.object({ response: z.array(AppOrderSchema), count: z.number().int() });

export const AppOrderQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * A customer's cancel relayed by the shop's storefront (issue 27): the phone the order was placed with (any form:
 * Bangla digits, +880, dashes) proves it is the customer's, and their reason, if they gave one.
 */
export const AppCustomerCancelSchema = z.object({
  phone: z.preprocess(phoneInput, bdPhone('Enter the mobile number the order was placed with')),
  reason: z.string().trim().max(300, 'At most 300 characters').optional(),
});
export type AppCustomerCancel = z.infer<typeof AppCustomerCancelSchema>;

/** Booking written back: the courier's name and its tracking number (the order becomes shipped). */
export const AppShipmentSchema = z.object({
  courier: z.string({ error: 'Enter the courier' }).trim().min(1, 'Enter the courier').max(80, 'At most 80 characters'),
  trackingNumber: z
    .string({ error: 'Enter the tracking number' })
    .trim()
    .min(1, 'Enter the tracking number')
    .max(80, 'At most 80 characters'),
});
