/**
 * The user router: `userRoutes()` is a Hono sub-app for what belongs to the signed-in seller rather than to a shop —
 * their profile, e-mail, password and sessions, the list of their shops and the switch between them. Every route
 * has a session; handlers see `c.var.seller` and `c.var.session` but no shop (neither `c.var.shop` nor a membership
 * is typed on it), so shop data cannot be reached from one by mistake. Shop data goes through `shopRoutes`
 * (platform/shop-routes.ts).
 *
 *   export const profileRoutes = userRoutes();
 *   profileRoutes.get('/', async (c) => c.json(await getProfile(c.var.db, c.var.seller)));
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './env.ts';
import { requireSession } from './session.ts';

/** What a user router's handlers see on `c.var`: the seller and the session, no shop. */
export type UserEnv = { Variables: Omit<AppEnv['Variables'], 'membership'> };

/** Checks the session unless app.ts already has. */
const signedIn = createMiddleware<AppEnv>(async (c, next) => (c.var.session ? next() : requireSession(c, next)));

/** A sub-app for the signed-in seller's own data: a session on every route, no shop. */
export function userRoutes() {
  const app = new Hono<UserEnv>();
  app.use(signedIn as never);
  return app;
}
