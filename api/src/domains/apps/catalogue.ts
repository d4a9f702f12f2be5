/**
 * The app store's catalogue, kept as data. An app is served from its own origin; `APP_ORIGINS`
 * (`handle=https://origin,…`) moves one, e.g. the courier app to the port `npm start` or the tests run it on.
 * Each app's signing secret is never here: it comes from `APP_SECRETS` (README "Apps").
 */
import { parseAppSecrets, type AppPlan } from '../../../../contract/apps.ts';
import type { PermissionKey } from '../../../../contract/permissions.ts';

export type CatalogueApp = {
  handle: string;
  name: string;
  icon: string;
  description: string;
  developer: string;
  scopes: PermissionKey[];
  plan: AppPlan;
  /** Default origin; APP_ORIGINS overrides it. */
  origin: string;
  entryPath: string;
};

/** The courier app in this repository (apps/courier-booking), on its default `npm start` port. */
export const COURIER_APP_HANDLE = 'courier-booking';

export const CATALOGUE: readonly CatalogueApp[] = [
  {
    handle: COURIER_APP_HANDLE,
    name: 'Courier booking',
    icon: '🚚',
    description: 'Books your confirmed orders with Steadfast Courier and writes each tracking number back to the order.',
    developer: 'Haat',
    scopes: ['orders'],
    plan: 'Starter',
    origin: 'http://127.0.0.1:4324',
    entryPath: '/',
  },
  {
    handle: 'sms-order-alerts',
    name: 'SMS order alerts',
    icon: '💬',
    description: 'Texts your customers when their order is confirmed, shipped and delivered.',
    developer: 'Barta Labs',
    scopes: ['orders', 'customers'],
    plan: 'Starter',
    origin: 'https://sms-alerts.example.com',
    entryPath: '/',
  },
  {
    handle: 'cod-risk-check',
    name: 'COD risk check',
    icon: '🛡️',
    description: "Shows a customer's delivery success rate with couriers before you confirm a cash-on-delivery order.",
    developer: 'Nirapod Commerce',
    scopes: ['orders', 'customers'],
    plan: 'Growth',
    origin: 'https://risk-check.example.com',
    entryPath: '/',
  },
  {
    handle: 'facebook-catalogue',
    name: 'Facebook catalogue sync',
    icon: '🛍️',
    description: 'Keeps your Facebook and Instagram shop in step with your products, prices and stock.',
    developer: 'Social Haat',
    scopes: ['products-and-collections', 'inventory'],
    plan: 'Pro',
    origin: 'https://fb-catalogue.example.com',
    entryPath: '/',
  },
];

/** `handle=origin,…` → a map of origins (only well-formed http(s) origins). */
export function parseAppOrigins(text: string | undefined): Map<string, string> {
  const origins = new Map<string, string>();
  for (const entry of (text ?? '').split(',')) {
    const at = entry.indexOf('=');
    if (at <= 0) continue;
    try {
      const url = new URL(entry.slice(at + 1).trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.set(entry.slice(0, at).trim(), url.origin);
    } catch {
      // not a URL: ignored
    }
  }
  return origins;
}

/** The catalogue with the origins of this deployment. */
export function catalogueWith(origins: Map<string, string>): CatalogueApp[] {
  return CATALOGUE.map((app) => ({ ...app, origin: origins.get(app.handle) ?? app.origin }));
}

/** APP_ORIGINS and APP_SECRETS of this process (README "Apps"). */
export function appsConfigFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return { catalogue: catalogueWith(parseAppOrigins(env.APP_ORIGINS)), secrets: parseAppSecrets(env.APP_SECRETS) };
}
