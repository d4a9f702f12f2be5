/**
 * The app store (install, uninstall, what is installed) and the check of an app's call to the secondary API:
 * a session token signed with the app's own secret, at most 60 s old, used once, for an installation that still
 * exists, by a user still in the shop; the call may use the token's scopes that the installation granted and the
 * user holds now (never the `x-secondary` header alone). The shop's installations are reached through its accessor
 * (`ShopScope`); the token check reads the plain database because the shop is not known until the token is verified.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { decodeJwt, errors as joseErrors, jwtVerify } from 'jose';
import {
  APP_TOKEN_ISSUER,
  APP_TOKEN_TTL_SECONDS,
  AppTokenClaimsSchema,
  effectiveScopes,
  planAllows,
  type App,
  type InstalledApp,
} from '../../../../contract/apps.ts';
import type { PermissionKey } from '../../../../contract/permissions.ts';
import type { Db } from '../../platform/db/client.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { conflict, forbidden, notFound, unauthorized } from '../../platform/errors.ts';
import { findMembership } from '../../platform/session.ts';
import { isShopLapsed, subscriptionLapsed } from '../../platform/lapsed.ts';
import type { Job } from '../../platform/jobs/scheduler.ts';
import { featuresOf } from '../billing/billing.ts';
import type { CatalogueApp } from './catalogue.ts';
import { appInstallations, appTokenUses } from './tables.ts';

/** This deployment's apps: the catalogue with its origins, and the signing secret of each app that has one. */
export type AppsConfig = { catalogue: readonly CatalogueApp[]; secrets: Map<string, string> };

type Installation = typeof appInstallations.$inferSelect;

const findApp = (config: AppsConfig, handle: string) => {
  const app = config.catalogue.find((entry) => entry.handle === handle);
  if (!app) throw notFound('There is no such app in the app store.', 'APP_NOT_FOUND');
  return app;
};

const toApp = (app: CatalogueApp, shopPlan: string, installation: Installation | undefined): App => ({
  handle: app.handle,
  name: app.name,
  icon: app.icon,
  description: app.description,
  developer: app.developer,
  scopes: app.scopes,
  plan: app.plan,
  origin: app.origin,
  planAllows: planAllows(shopPlan, app.plan),
  installed: installation !== undefined,
  grantedScopes: installation?.grantedScopes ?? [],
  installedAt: installation?.installedAt ?? null,
});

const installationsOf = (shop: ShopScope) => shop.select().from(appInstallations).orderBy(asc(appInstallations.installedAt));

/** The catalogue as the shop sees it: installed or not, and whether its plan allows each app. */
export async function listApps(shop: ShopScope, config: AppsConfig) {
  const [installed, plan] = await Promise.all([installationsOf(shop), featuresOf(shop)]);
  const response = config.catalogue.map((app) =>
    toApp(
      app,
      plan.plan,
      installed.find((row) => row.handle === app.handle),
    ),
  );
  return { response, count: response.length };
}

/** Installs an app, granting every scope it asks for (shown before install); its plan must allow it. */
export async function installApp(shop: ShopScope, sellerId: string, handle: string, config: AppsConfig): Promise<App> {
  const app = findApp(config, handle);
  const { plan } = await featuresOf(shop);
  if (!planAllows(plan, app.plan)) {
    throw forbidden(`${app.name} needs the ${app.plan} plan. Upgrade on the Plans and billing page.`, 'APP_NEEDS_PLAN');
  }
  const [row] = await shop
    .insert(appInstallations)
    .values({ handle, grantedScopes: app.scopes, installedBy: sellerId })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(`${app.name} is already installed.`, 'APP_ALREADY_INSTALLED');
  return toApp(app, plan, row);
}

/**
 * Uninstalls: the installation and its grants go, so every session token minted for it stops working at once
 * (a token names its installation) and its origin leaves the dashboard's frame-src.
 */
export async function uninstallApp(shop: ShopScope, handle: string, config: AppsConfig) {
  const app = findApp(config, handle);
  const [row] = await shop.delete(appInstallations).where(eq(appInstallations.handle, handle)).returning();
  if (!row) throw notFound(`${app.name} is not installed.`, 'APP_NOT_INSTALLED');
  return { handle, revokedScopes: row.grantedScopes };
}

const toInstalled = (app: CatalogueApp, row: Installation): InstalledApp => ({
  id: row.id,
  handle: app.handle,
  name: app.name,
  icon: app.icon,
  origin: app.origin,
  entryPath: app.entryPath,
  grantedScopes: row.grantedScopes,
});

/** The shop's installed apps (for the sidebar and the frame-src of /app/{handle}). */
export async function installedApps(shop: ShopScope, config: AppsConfig): Promise<InstalledApp[]> {
  const rows = await installationsOf(shop);
  return rows.flatMap((row) => {
    const app = config.catalogue.find((entry) => entry.handle === row.handle);
    return app ? [toInstalled(app, row)] : [];
  });
}

/** One installed app, or 404 (the /app/{handle} page of an app the shop has not installed). */
export async function installedApp(shop: ShopScope, handle: string, config: AppsConfig): Promise<InstalledApp> {
  const app = findApp(config, handle);
  const [row] = await shop.select().from(appInstallations).where(eq(appInstallations.handle, handle)).limit(1);
  if (!row) throw notFound(`${app.name} is not installed in this shop.`, 'APP_NOT_INSTALLED');
  return toInstalled(app, row);
}

/** Who an app call acts for, and what it may do (its shop is `c.var.shop`, built from the verified token). */
export type AppCall = { sellerId: string; handle: string; scopes: PermissionKey[] };

const refuse = (message: string, code: string) => unauthorized(message, code);

/**
 * Checks an app session token (see the file comment) and records its `jti`; throws 401/403 with the reason. Answers
 * the call and the token's shop, the only shop the call may reach.
 */
export async function authoriseAppCall(
  db: Db,
  token: string,
  config: AppsConfig,
  now = new Date(),
): Promise<{ shopId: string; call: AppCall }> {
  let audience: unknown;
  try {
    audience = decodeJwt(token).aud;
  } catch {
    throw refuse('The app session token is not a token.', 'APP_TOKEN_INVALID');
  }
  const handle = typeof audience === 'string' ? audience : undefined;
  const secret = handle ? config.secrets.get(handle) : undefined;
  if (!handle || !secret || !config.catalogue.some((app) => app.handle === handle)) {
    throw refuse('The app session token is not meant for an app of this store.', 'APP_TOKEN_AUDIENCE');
  }
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      issuer: APP_TOKEN_ISSUER,
      audience: handle,
      maxTokenAge: APP_TOKEN_TTL_SECONDS,
      requiredClaims: ['exp', 'iat', 'jti', 'sub'],
      currentDate: now,
    }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw refuse('The app session token has expired.', 'APP_TOKEN_EXPIRED');
    if (error instanceof joseErrors.JWTClaimValidationFailed && error.claim === 'aud') {
      throw refuse('The app session token is not meant for this app.', 'APP_TOKEN_AUDIENCE');
    }
    throw refuse('The app session token is not valid.', 'APP_TOKEN_INVALID');
  }
  const claims = AppTokenClaimsSchema.safeParse(payload);
  if (!claims.success || claims.data.exp - claims.data.iat > APP_TOKEN_TTL_SECONDS) {
    throw refuse('The app session token is not valid.', 'APP_TOKEN_INVALID');
  }
  const { shop, sub, iid, scopes, jti, exp } = claims.data;
  // Used once: the first call records the id; any later one with the same token is a replay.
  const [fresh] = await db
    .insert(appTokenUses)
    .values({ jti, expiresAt: new Date(exp * 1000) })
    .onConflictDoNothing()
    .returning({ jti: appTokenUses.jti });
  if (!fresh) throw refuse('The app session token was already used.', 'APP_TOKEN_REPLAYED');
  const [installation] = await db
    .select()
    .from(appInstallations)
    .where(and(eq(appInstallations.id, iid), eq(appInstallations.shopId, shop), eq(appInstallations.handle, handle)))
    .limit(1);
  if (!installation) throw refuse('The app is no longer installed in this shop.', 'APP_NOT_INSTALLED');
  const membership = await findMembership(db, sub, shop);
  if (!membership) throw forbidden('The user is no longer a member of this shop.', 'APP_USER_NOT_MEMBER');
  // A shop whose plan has ended is refused by its apps too, as by the rest of the Store API (402).
  if (await isShopLapsed(db, shop, now)) throw subscriptionLapsed();
  return { shopId: shop, call: { sellerId: sub, handle, scopes: effectiveScopes(scopes, installation.grantedScopes, membership) } };
}

/** 403 unless the call may use `scope`. */
export function requireScope(call: AppCall, scope: PermissionKey): void {
  if (!call.scopes.includes(scope)) {
    throw forbidden(`The app may not use "${scope}": it needs both the app's grant and your permission.`, 'APP_SCOPE_MISSING');
  }
}

/** Forgets used token ids once their tokens have expired (they could not be used again anyway). */
export const pruneAppTokenUses: Job = {
  name: 'prune used app session tokens',
  everyMs: 10 * 60_000,
  run: async (db, now) => {
    const gone = await db
      .delete(appTokenUses)
      .where(lt(appTokenUses.expiresAt, new Date(now.getTime() - 60_000)))
      .returning();
    return gone.length;
  },
};
