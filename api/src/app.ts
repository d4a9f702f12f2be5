/** The Store API: one sub-app per resource, one error shape `{ message, code, fields? }`. */
import { freshFactorRoutes, twoStepRoutes } from './domains/two-step/routes.ts';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Db } from './platform/db/client.ts';
import type { AppEnv, Log, MailDelivery } from './platform/env.ts';
import { controlRoutes } from './control.ts';
import { HttpError } from './platform/errors.ts';
import { StorageUnavailableError } from './platform/storage/interface.ts';
import { requireSession } from './platform/session.ts';
import { refuseLapsedShop } from './platform/lapsed.ts';
import { refuseUntilTwoStep } from './platform/two-step-setup.ts';
import { describeError, escapingLog } from './platform/log.ts';
import { checkPathParameters, refuseNul } from './platform/input-guards.ts';
import { tooLarge } from './platform/body-limit.ts';
import { compressWhenAccepted } from './platform/compress.ts';
import { limitAdminWrites, RateLimitedError, throttle, type ThrottleOptions } from './platform/throttle/throttle.ts';
import { authRoutes } from './domains/auth/routes.ts';
import { sellerRoutes, sellersRoutes } from './domains/sellers/routes.ts';
import { billingRoutes } from './domains/billing/routes.ts';
import { bkashConfigFromEnv, createBkashClient, type BkashGateway } from './platform/bkash/client.ts';
import { orderRoutes } from './domains/orders/routes.ts';
import { customerRoutes } from './domains/customers/routes.ts';
import { analyticsRoutes } from './domains/analytics/routes.ts';
import { isProductImport, productRoutes } from './domains/products/routes.ts';
import { collectionRoutes } from './domains/collections/routes.ts';
import { fileRoutes, isUpload, publicFileRoutes } from './domains/files/routes.ts';
import { inventoryRoutes } from './domains/inventory/routes.ts';
import { businessSettingsRoutes, logoAndFaviconRoutes } from './domains/store-settings/routes.ts';
import { invitationRoutes, teamRoutes } from './domains/team/routes.ts';
import { profileRoutes } from './domains/profile/routes.ts';
import { promoCodeRoutes } from './domains/promo-codes/routes.ts';
import { checkoutSettingsRoutes, taxSettingsRoutes } from './domains/selling-settings/routes.ts';
import { shippingRoutes } from './domains/shipping/routes.ts';
import { blogPostRoutes, pageRoutes, storefrontContentRoutes } from './domains/content/routes.ts';
import { redirectRoutes, seoRoutes, storefrontSeoRoutes } from './domains/seo/routes.ts';
import { menuRoutes } from './domains/menus/routes.ts';
import { savedViewRoutes } from './domains/saved-views/routes.ts';
import { themeRoutes } from './domains/themes/routes.ts';
import { storefrontRoutes } from './domains/storefront/routes.ts';
import { earningsRoutes } from './domains/earnings/routes.ts';
import { domainRoutes, tlsRoutes } from './domains/domains/routes.ts';
import { dnsLookupFromEnv, type DnsLookup } from './platform/dns/resolver.ts';
import { openApiRoutes } from './platform/openapi/serve.ts';
import { healthRoutes } from './platform/health.ts';
import { appApiRoutes, appStoreRoutes } from './domains/apps/routes.ts';
import { appsConfigFromEnv } from './domains/apps/catalogue.ts';
import type { AppsConfig } from './domains/apps/apps.ts';
import { commentRoutes, publicCommentRoutes, storefrontCommentRoutes } from './domains/blog-comments/routes.ts';
import { searchRoutes } from './domains/search/routes.ts';
import { notificationRoutes } from './domains/notifications/routes.ts';
import { consignmentRoutes, courierAccountRoutes, courierWebhookRoutes } from './domains/couriers/routes.ts';
import type { CouriersConfig } from './domains/couriers/booking.ts';
import { courierEndpointsFromEnv } from './platform/couriers/drivers.ts';
import { orderSmsRoutes, smsInboundRoutes, smsSettingsRoutes } from './domains/sms/routes.ts';

export type AppOptions = {
  /** Where log lines go (reset links, unexpected errors). Default: console.log. */
  log?: Log;
  /** Base address of the dashboard for links. Default: env DASHBOARD_URL or http://localhost:4321. */
  dashboardUrl?: string;
  /** When set, POST /internal/login-links answers callers holding it (see control.ts). */
  controlSecret?: string;
  /** The bKash client for plan payments. Default: from BKASH_* variables, or none (paying answers 503). */
  bkash?: BkashGateway | null;
  /** How long a bKash callback waits for execute before querying instead (tests shorten it). */
  bkashExecuteTimeoutMs?: number;
  /** Limits and trusted proxies of the throttle (platform/throttle); tests set their own. */
  throttle?: ThrottleOptions;
  /** The mail worker, when SMTP_URL is set (server.ts). Default: mail waits in the outbox, links are logged. */
  mail?: MailDelivery;
  /** The app store's origins and app signing secrets. Default: APP_ORIGINS and APP_SECRETS (domains/apps). */
  apps?: AppsConfig;
  /** DNS lookups of the custom-domain check. Default: node:dns, at DNS_SERVER when set (the local DNS sandbox). */
  dns?: DnsLookup;
  /** Where each courier's API is (and the drivers' deadline). Default: PATHAO_BASE_URL, REDX_BASE_URL, STEADFAST_BASE_URL. */
  couriers?: CouriersConfig;
  /** The token of the SMS gateway's reply callback (default SMS_INBOUND_TOKEN; unset: the callback answers 404). */
  smsInboundToken?: string;
};

/** `middleware` for every request but those `skip` names (Hono's `except`, without its chain of awaits per request). */
const unless = (skip: (c: Context<AppEnv>) => boolean, middleware: MiddlewareHandler<AppEnv>) =>
  createMiddleware<AppEnv>((c, next) => (skip(c) ? next() : middleware(c, next)));

const hasNoBody = (c: Context) => c.req.method === 'GET' || c.req.method === 'HEAD';

export const defaultDashboardUrl = () => (process.env.DASHBOARD_URL ?? 'http://localhost:4321').replace(/\/+$/, '');

/** Builds the app over an open database. */
export function createApp(db: Db, options: AppOptions = {}) {
  const log = escapingLog(options.log ?? ((line: string) => console.log(`[api] ${line}`)));
  const dashboardUrl = options.dashboardUrl ?? defaultDashboardUrl();
  const mail = options.mail ?? { delivered: false, kick: () => undefined };
  const app = new Hono<AppEnv>();

  // JSON answers and CSV exports gzip-compressed when the caller accepts it (stored files are sent as they are).
  app.use(compressWhenAccepted(/^(application\/json|text\/csv)\b/i));
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('log', log);
    c.set('dashboardUrl', dashboardUrl);
    c.set('mail', mail);
    await next();
  });
  // Per-client and per-account limits, counted in the database (SECURITY.md "Limits").
  app.use(throttle(options.throttle));
  app.use(
    unless(
      // File uploads (10 MB) and CSV imports (5 MB) carry their own limits; a GET or HEAD has no body to limit (and
      // asking for it would make @hono/node-server build a full Request).
      (c) => hasNoBody(c) || isUpload(c) || isProductImport(c),
      bodyLimit({
        maxSize: 1024 * 1024,
        // The rest of the body is read first, so the client gets this answer, not a reset connection.
        onError: tooLarge('Request body is larger than 1 MB', 'BODY_TOO_LARGE'),
      }),
    ),
  );
  // No NUL characters in query strings or JSON bodies (platform/input-guards.ts); uploads and imports are read by
  // their routes under their own body limits, so their bodies are not read here first.
  app.use(unless((c) => isUpload(c) || isProductImport(c), refuseNul));
  // Every path parameter of every route (ids, handles, tokens, file keys) is checked before its route reads it.
  app.use(checkPathParameters);
  // Every /admin call needs a session; the shop router (platform/shop-routes.ts) then checks the active shop and key.
  app.use('/admin/*', requireSession);
  // A shop whose subscription ended keeps billing, profile and its exports only (platform/lapsed.ts).
  app.use('/admin/*', refuseLapsedShop);
  // A member of a shop that requires two-step sign-in, without it, keeps only their own account (issue 22 item 10).
  app.use('/admin/*', refuseUntilTwoStep);
  app.use('/admin/*', limitAdminWrites);

  app.route('/auth', authRoutes);
  app.route('/admin/sellers', sellersRoutes);
  app.route('/admin/seller', sellerRoutes);
  const bkashConfig = bkashConfigFromEnv();
  const bkash = options.bkash !== undefined ? options.bkash : bkashConfig && createBkashClient(bkashConfig);
  app.route('/', billingRoutes({ gateway: bkash, executeTimeoutMs: options.bkashExecuteTimeoutMs }));
  const couriers = options.couriers ?? { endpoints: courierEndpointsFromEnv() };
  app.route('/admin/couriers', courierAccountRoutes());
  app.route('/admin/consignments', consignmentRoutes(couriers));
  app.route('/couriers', courierWebhookRoutes(couriers)); // public: a courier's status push only triggers a re-read
  app.route('/admin/sms-settings', smsSettingsRoutes);
  app.route('/admin/sms', orderSmsRoutes);
  app.route('/sms', smsInboundRoutes(options.smsInboundToken ?? process.env.SMS_INBOUND_TOKEN)); // public: customers' replies (STOP)
  app.route('/admin/orders', orderRoutes);
  app.route('/admin/customers', customerRoutes);
  app.route('/admin/analytics', analyticsRoutes);
  app.route('/admin/products', productRoutes);
  app.route('/admin/collections', collectionRoutes);
  app.route('/admin/files', fileRoutes);
  app.route('/files', publicFileRoutes);
  app.route('/admin/inventory', inventoryRoutes);
  app.route('/admin/store/business-settings', businessSettingsRoutes);
  app.route('/admin/store/logo-and-favicon', logoAndFaviconRoutes);
  app.route('/admin/promo-codes', promoCodeRoutes);
  app.route('/admin/settings/tax', taxSettingsRoutes);
  app.route('/admin/settings/checkout', checkoutSettingsRoutes);
  app.route('/admin/shipping', shippingRoutes);
  app.route('/admin/team', teamRoutes);
  app.route('/auth/invitations', invitationRoutes);
  app.route('/admin/profile/two-step', twoStepRoutes);
  app.route('/admin/profile/fresh-factor', freshFactorRoutes);
  app.route('/admin/profile', profileRoutes);
  const apps = options.apps ?? appsConfigFromEnv();
  app.route('/admin/apps', appStoreRoutes(apps));
  app.route('/app-api/v1', appApiRoutes(apps)); // the secondary application API (app session tokens)
  app.route('/admin/pages', pageRoutes);
  app.route('/admin/blog-posts', blogPostRoutes);
  app.route('/admin/storefront', storefrontContentRoutes);
  app.route('/admin/storefront', storefrontSeoRoutes);
  app.route('/admin/store/seo', seoRoutes);
  app.route('/admin/store/redirects', redirectRoutes);
  app.route('/admin/menus', menuRoutes);
  app.route('/admin/saved-views', savedViewRoutes);
  app.route('/admin/themes', themeRoutes);
  app.route('/admin/storefront', storefrontRoutes);
  app.route('/admin/blog-comments', commentRoutes);
  app.route('/admin/storefront', storefrontCommentRoutes); // GET /blog/:handle/comments for the preview
  app.route('/storefront', publicCommentRoutes); // public: what a shop's live storefront calls
  app.route('/admin/earnings', earningsRoutes);
  app.route('/admin/search', searchRoutes);
  app.route('/admin/notifications', notificationRoutes);
  app.route('/admin/domains', domainRoutes(options.dns ?? dnsLookupFromEnv()));
  app.route('/tls', tlsRoutes);
  app.route('/', openApiRoutes()); // GET /openapi.json and /docs (platform/openapi)
  app.route('/', healthRoutes()); // GET /health: the database and the file store, for load balancers

  if (options.controlSecret) app.route('/internal', controlRoutes(options.controlSecret));

  app.notFound((c) => c.json({ message: 'Not found', code: 'NOT_FOUND' }, 404));
  app.onError((error, c) => {
    if (error instanceof RateLimitedError) c.header('Retry-After', String(error.retryAfter));
    if (error instanceof StorageUnavailableError) log(`Storage unavailable on ${c.req.method} ${c.req.path}: ${error.reason}`);
    if (error instanceof HttpError) return c.json(error.toJSON(), error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || 'Bad request', code: 'BAD_REQUEST' }, error.status);
    }
    log(`Unexpected error on ${c.req.method} ${c.req.path}: ${describeError(error)}`);
    return c.json({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR' }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
