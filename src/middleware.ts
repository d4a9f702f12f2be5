/**
 * Every request passes: compression (src/server/compress.ts) → language → security headers → API error mapping →
 * one-time sign-in links → session → guards → form actions (ARCHITECTURE.md "Request flow").
 */
import { getActionContext } from 'astro:actions';
import { defineMiddleware, sequence } from 'astro:middleware';
import { ApiError } from './lib/api/errors.ts';
import { apiErrorText } from './lib/api/error-text.ts';
import { authApi } from './lib/api/auth.ts';
import { INVALID_PATH_PARAMETER } from '../contract/errors.ts';
import { displayFor } from '../contract/format.ts';
import { addFlash, takeFlashes } from './lib/flash.ts';
import { askForBellCount } from './lib/bell-summary.ts';
import { UPLOAD_PROGRESS_HEADER } from './lib/upload-progress.ts';
import type { FormOutcome } from './lib/forms.ts';
import { decideAccess, TWO_STEP_SETUP_PAGE } from './lib/guards.ts';
import { TWO_STEP_SETUP_REQUIRED } from '../contract/two-step.ts';
import { findRoute } from './lib/routes.ts';
import { localizedRoute } from './lib/route-text.ts';
import { isSubscriptionLapsed, UPGRADE_PATH } from './lib/lapsed.ts';
import { isBrokenJsonAction, withoutNul } from './lib/odd-input.ts';
import { withPageDeadline } from './lib/page-deadline.ts';
import { withRequestClient } from './lib/request-client.ts';
import { safeNext } from './lib/safe-next.ts';
import { revokeToken } from './lib/sign-out.ts';
import { SHOP_COOKIE, TOKEN_COOKIE, clearTokenCookie, forgetSession, loadSession, setTokenCookie } from './lib/session.ts';
import { summarise } from './lib/subscription.ts';
import { compressResponses } from './server/compress.ts';
import { withDirective, withFrameSrc } from './lib/csp.ts';
import { LANG_COOKIE, requestLocale, resolveLocale, setRequestDisplay, setRequestLocale, withLocaleScope } from './i18n/locale.ts';

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** The visitor's address, where the adapter knows it (a test's fake request has none). */
function clientAddressOf(context: { clientAddress: string }): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

const securityHeaders = defineMiddleware(async (context, next) => {
  // Every Store API call of this request names the visitor (lib/request-client.ts).
  const response = await withRequestClient(clientAddressOf(context), () => next());
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) headers.set(name, value);
  // What a signed-in seller sees is never kept by the browser or a proxy (public /media files keep their caching).
  if (context.cookies.has(TOKEN_COOKIE) && context.routePattern !== '/media/[...key]') headers.set('Cache-Control', 'no-store');
  headers.delete('X-Powered-By');
  // Astro sends the CSP (with frame-ancestors) on pages; endpoints and redirects get a minimal one.
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', "frame-ancestors 'none'");
  // An embedded app's page frames only the shop's installed apps (set by src/pages/app/[handle].astro).
  const frameOrigins = context.locals.frameOrigins;
  if (frameOrigins) headers.set('Content-Security-Policy', withFrameSrc(headers.get('Content-Security-Policy') ?? '', frameOrigins));
  // The storefront preview shows inside the customiser (same origin only); the customiser frames it.
  if (context.locals.framedBySelf) {
    headers.set('X-Frame-Options', 'SAMEORIGIN');
    headers.set('Content-Security-Policy', withDirective(headers.get('Content-Security-Policy') ?? '', 'frame-ancestors', "'self'"));
  }
  if (context.locals.framesSelf) {
    headers.set('Content-Security-Policy', withDirective(headers.get('Content-Security-Policy') ?? '', 'frame-src', "'self'"));
  }
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
});

/**
 * The request's language (i18n/locale.ts): the `lang` cookie or Accept-Language until the session names the
 * account's. Every message rendered for this request, error pages included, reads it.
 */
const language = defineMiddleware((context, next) => {
  const locale = resolveLocale({
    cookie: context.cookies.get(LANG_COOKIE)?.value,
    acceptLanguage: context.request.headers.get('accept-language'),
  });
  context.locals.display = displayFor(locale);
  return withLocaleScope(locale, () => next());
});

/** Where an unreachable Store API sends every page (rendered without calling the API again). */
const UNAVAILABLE_PATTERN = '/503';

/**
 * Odd input answered here (lib/odd-input.ts): a NUL in the address is dropped with a redirect, and broken JSON
 * posted to an action is a 400 (Astro would answer 500 and log a stack trace).
 */
const oddInput = defineMiddleware(async (context, next) => {
  const clean = context.request.method === 'GET' ? withoutNul(context.url) : null;
  if (clean !== null) return context.redirect(clean);
  if (await isBrokenJsonAction(context.request, context.url)) {
    return Response.json({ message: 'The request body is not valid JSON.', code: 'BAD_REQUEST' }, { status: 400 });
  }
  return next();
});

/**
 * A 401 from the Store API signs the visitor out; a 403 goes home with the reason; a 404 shows the 404 page; an API
 * that is down or failing shows the 503 page (STYLE.md §5). The dashboard process keeps serving.
 */
const apiErrors = defineMiddleware(async (context, next) => {
  try {
    // A page's Store API calls share one deadline (lib/page-deadline.ts); form posts and CSV downloads keep
    // only each call's own timeout (uploads and big exports take longer).
    const bounded = context.request.method === 'GET' && !context.url.pathname.endsWith('.csv');
    return await (bounded ? withPageDeadline(() => next()) : next());
  } catch (error) {
    if (error instanceof ApiError && error.isUnavailable && context.routePattern !== UNAVAILABLE_PATTERN) {
      return context.rewrite(UNAVAILABLE_PATTERN);
    }
    // The Store API refuses a lapsed shop (402) on anything but billing, profile and exports.
    if (isSubscriptionLapsed(error) && context.routePattern !== UPGRADE_PATH) return context.redirect(UPGRADE_PATH);
    if (error instanceof ApiError && error.status === 401) {
      const token = context.cookies.get(TOKEN_COOKIE)?.value;
      if (token) forgetSession(token);
      clearTokenCookie(context.cookies);
      const requested = context.url.pathname + context.url.search;
      return context.redirect(`/login?next=${encodeURIComponent(requested)}`);
    }
    if (error instanceof ApiError && error.status === 403) {
      addFlash(context.cookies, 'error', apiErrorText(error));
      // A shop now requires two-step of this member: straight to its setup (issue 22 item 10).
      return context.redirect(error.code === TWO_STEP_SETUP_REQUIRED ? TWO_STEP_SETUP_PAGE : '/');
    }
    // A record or address the Store API does not know is the 404 page, never the outage page; so is an id in the
    // address that no record can have (a control character, too long: the API's 400 INVALID_PATH_PARAMETER).
    const namesNothing = error instanceof ApiError && (error.status === 404 || error.code === INVALID_PATH_PARAMETER);
    if (namesNothing && context.routePattern !== '/404') return context.rewrite('/404');
    throw error;
  }
});

/**
 * /login?token=X (spec §4, the impersonation link): the link is checked first; only a valid one signs out
 * whoever is signed in and signs its seller in, so a worthless link from another site ends no session.
 * Either way the redirect takes the token out of the address bar. A failure is only logged (spec §8).
 */
const loginLink = defineMiddleware(async (context, next) => {
  const linkToken = context.url.searchParams.get('token');
  if (context.url.pathname !== '/login' || !linkToken || context.request.method !== 'GET') return next();
  let answer: Awaited<ReturnType<typeof authApi.loginWithLink>>;
  try {
    answer = await authApi.loginWithLink(linkToken);
  } catch (error) {
    console.error('Sign-in link refused:', error instanceof Error ? error.message : error);
    const url = new URL(context.url);
    url.searchParams.delete('token');
    return context.redirect(url.pathname + url.search);
  }
  const current = context.cookies.get(TOKEN_COOKIE)?.value;
  if (current) {
    forgetSession(current);
    // The link's session replaces this one either way; a token the API would not revoke is at least logged.
    const outcome = await revokeToken(() => authApi.logout(current));
    if (!outcome.revoked)
      console.error('The replaced session could not be revoked:', outcome.error instanceof Error ? outcome.error.message : outcome.error);
  }
  setTokenCookie(context.cookies, context.url, answer.access_token);
  return context.redirect(safeNext(context.url.searchParams.get('next')));
});

const session = defineMiddleware(async (context, next) => {
  const { locals, cookies } = context;
  locals.token = null;
  locals.user = null;
  locals.shops = [];
  locals.activeShop = null;
  locals.subscription = summarise(null);
  locals.apps = [];
  // The routes-table entry with its title and summary in the request's language (lib/route-text.ts).
  const route = findRoute(context.routePattern) ?? null;
  locals.route = localizedRoute(route);
  locals.display = displayFor(requestLocale());
  // Stored files (/media/*: public, cached a year) need no session and must not take the page's flashes.
  if (context.routePattern === '/media/[...key]') return next();
  // An upload with progress (/files) follows its redirect in the background, then navigates: the page it
  // navigates to shows the flash, so that background request must not take it.
  locals.flashes = context.request.headers.has(UPLOAD_PROGRESS_HEADER) ? [] : takeFlashes(cookies);

  const token = cookies.get(TOKEN_COOKIE)?.value;
  if (!token || context.routePattern === UNAVAILABLE_PATTERN) return next();
  try {
    const data = await loadSession(token, cookies.get(SHOP_COOKIE)?.value);
    Object.assign(locals, data, { token });
    // The account's language wins over the cookie: it follows the seller to any device (issue 23 item 2).
    const { language, digits, grouping } = data.user;
    setRequestLocale(language);
    locals.display = displayFor(language, digits, grouping);
    setRequestDisplay(locals.display);
    locals.route = localizedRoute(route);
  } catch (error) {
    // A dead token is a sign-out (spec §8); an unreachable API is the 503 page.
    if (error instanceof ApiError && error.status === 401) clearTokenCookie(cookies);
    else throw error;
  }
  return next();
});

/**
 * Every request is guarded by its route pattern (`/orders/[id]`, never the path) against the routes
 * table; a pattern without an entry is refused (deny by default). Actions check their own route.
 */
const guards = defineMiddleware(async (context, next) => {
  const verdict = decideAccess({
    pattern: context.routePattern,
    requested: context.url.pathname + context.url.search,
    signedIn: context.locals.user !== null,
    activeShop: context.locals.activeShop,
    remainingDays: context.locals.subscription.remainingDays,
    twoStepSetup: context.locals.user?.twoStepSetupRequired === true,
  });
  if (verdict.kind === 'allow') {
    // The bell's count travels beside the page's own Store API calls, not after them (lib/bell-summary.ts).
    if (context.request.method === 'GET') askForBellCount(context.locals);
    return next();
  }
  if (verdict.kind === 'redirect') {
    if (verdict.error) addFlash(context.cookies, 'error', verdict.error);
    return context.redirect(verdict.to);
  }
  if (verdict.status === 403)
    return new Response(verdict.message, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  // A page file without its routes-table entry: the 404 page for the visitor, the fix in the log.
  console.error(verdict.message);
  const notFound = await context.rewrite('/404');
  return new Response(notFound.body, { status: 404, headers: notFound.headers });
});

/**
 * HTML form posts to actions: run the action here so success ends in a redirect (no "resubmit
 * form?" on reload) and failure re-renders the page with the typed values and a 4xx status.
 */
const formActions = defineMiddleware(async (context, next) => {
  const { action, setActionResult, serializeActionResult } = getActionContext(context);
  if (action?.calledFrom !== 'form') return next();
  const result = await action.handler();
  if (result.error && isSubscriptionLapsed(result.error)) return context.redirect(UPGRADE_PATH, 303);
  // The Store API is down (fail() turned it into this): the 503 page, as for pages, not a 500.
  if (result.error?.code === 'SERVICE_UNAVAILABLE') throw new ApiError(503, result.error.message, 'API_UNAVAILABLE');
  const outcome = result.data as FormOutcome | undefined;
  // An `ok` without a redirect shows its answer once on the page (new recovery codes, actions/two-step.ts).
  if (!result.error && outcome?.ok && outcome.redirect) {
    if (outcome.flash) addFlash(context.cookies, outcome.flashKind ?? 'success', outcome.flash);
    return context.redirect(outcome.redirect, 303);
  }
  setActionResult(action.name, serializeActionResult(result));
  const response = await next();
  // A step of a form (ok: false with `step`) and an answer shown once (ok without a redirect) are 200s; a failure
  // may name its own status (503: sign-in while the Store API is unreachable).
  const failure = outcome?.ok === false ? outcome : undefined;
  const status = result.error ? result.error.status : outcome?.ok || failure?.step ? 200 : (failure?.status ?? 422);
  if (response.status !== 200) return response;
  return new Response(response.body, { status, headers: response.headers });
});

export const onRequest = sequence(
  compressResponses,
  language,
  securityHeaders,
  oddInput,
  apiErrors,
  loginLink,
  session,
  guards,
  formActions,
);
