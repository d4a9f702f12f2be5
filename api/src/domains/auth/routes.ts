/** /auth: sign-in, sign-up, sign-out, password reset and one-time sign-in links. No session needed except logout. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password.ts';
import { clientUserAgent, revokeAllSessions, startSession } from './sessions.ts';
import { createToken, expiresIn, hashToken, RESET_TTL_SECONDS } from './tokens.ts';
import { ensurePlan, shopHandle } from '../../platform/db/queries.ts';
import { loginAttempts, loginLinks, passwordResets, sellers, sessions, shopMembers, shops, subscriptions } from '../../db/schema/index.ts';
import type { AppEnv } from '../../platform/env.ts';
import { conflict, HttpError, unauthorized } from '../../platform/errors.ts';
import { requireSession } from '../../platform/session.ts';
import { ForgotPasswordSchema, LoginLinkSchema, LoginSchema, ResetPasswordSchema, SignupSchema } from '../../../../contract/auth.ts';
import { jsonBody } from '../../platform/validate.ts';
import { tooManyLogins } from '../../platform/throttle/throttle.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { resetPasswordMail } from '../../platform/mail/messages.ts';
import { signupAttemptMail } from '../../platform/mail/signup-attempt.ts';
import { ensureStarterPages } from '../content/starter-pages.ts';

const TRIAL_DAYS = 14;
const TRIAL_PLAN = 'Free Trial';

const invalidCredentials = () => new HttpError(401, 'Email or password is incorrect.', 'INVALID_CREDENTIALS');
const invalidResetToken = () => new HttpError(400, 'This reset link is not valid or has expired.', 'INVALID_TOKEN');
const usedResetToken = () =>
  new HttpError(400, 'This reset link was already used. Sign in with your new password, or ask for a new link.', 'TOKEN_USED');
const endedResetToken = () =>
  new HttpError(400, 'This reset link has expired or a newer link replaced it. Ask for a new link.', 'TOKEN_EXPIRED');

export const authRoutes = new Hono<AppEnv>();

/** Ends a seller's unused reset links (they read as expired): asking for a link or using one retires the older ones. */
async function endResetLinks(db: AppEnv['Variables']['db'], sellerId: string): Promise<void> {
  const now = new Date();
  await db
    .update(passwordResets)
    .set({ expiresAt: now })
    .where(and(eq(passwordResets.sellerId, sellerId), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
}

authRoutes.post('/sellers/login', async (c) => {
  const { email, password, userAgent } = await jsonBody(c, LoginSchema);
  const db = c.var.db;
  // Counted before the password is checked, so concurrent guesses cannot slip past the limit; a success
  // gives the counts back. The lockout is per client and e-mail, so it never locks the owner out elsewhere.
  const { throttle } = c.var;
  const pair = `${throttle.client}|${email}`;
  await throttle.take('loginPair', pair, tooManyLogins);
  await throttle.take('loginClient', throttle.client, tooManyLogins);
  const [seller] = await db.select().from(sellers).where(eq(sellers.email, email)).limit(1);
  // Unknown emails cost the same scrypt time, so response times do not reveal which emails exist.
  const ok = await verifyPassword(password, seller?.passwordHash ?? DUMMY_HASH);
  if (!seller || !ok) {
    await db.insert(loginAttempts).values({ email });
    throw invalidCredentials();
  }
  await throttle.refund('loginPair', pair);
  await throttle.refund('loginClient', throttle.client);
  return c.json(await startSession(db, seller, { userAgent: userAgent ?? clientUserAgent((name) => c.req.header(name)) }));
});

authRoutes.post('/request', async (c) => {
  const input = await jsonBody(c, SignupSchema);
  const db = c.var.db;
  await c.var.throttle.take('signup', c.var.throttle.client);
  const emailTaken = () =>
    conflict('An account with this email already exists.', 'EMAIL_TAKEN', {
      email: 'An account with this email already exists.',
    });
  const [existing] = await db
    .select({ id: sellers.id, name: sellers.name, email: sellers.email })
    .from(sellers)
    .where(eq(sellers.email, input.email))
    .limit(1);
  if (existing) {
    // The owner of the address hears about it (a few mails an hour at most, so it cannot be used to flood them).
    if (await c.var.throttle.allow('resetMail', `signup:${existing.email}`)) {
      await enqueueMail(db, signupAttemptMail(existing, `${c.var.dashboardUrl}/forget-password`));
      c.var.mail.kick();
    }
    throw emailTaken();
  }
  const passwordHash = await hashPassword(input.password);
  const trialPlanId = await ensurePlan(db, TRIAL_PLAN, 0);
  const handle = await shopHandle(db, input.shopName);
  const seller = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(sellers)
      .values({ name: input.name, email: input.email, phone: input.phone, passwordHash })
      .onConflictDoNothing({ target: sellers.email })
      .returning();
    if (!created) throw emailTaken(); // lost a race with another sign-up for the same email
    const [shop] = await tx.insert(shops).values({ name: input.shopName, handle }).returning({ id: shops.id });
    await tx.insert(shopMembers).values({ shopId: shop!.id, sellerId: created.id, isShopAdmin: true });
    await ensureStarterPages(tx, shop!.id); // About, Contact, Delivery and returns, Privacy as drafts
    const now = new Date();
    // A 14-day trial, so a new seller is not sent to /upgrade straight away (spec §4).
    await tx.insert(subscriptions).values({
      shopId: shop!.id,
      planId: trialPlanId,
      status: 'trialing',
      startDate: now,
      endDate: expiresIn(TRIAL_DAYS * 86_400, now),
      nextRenewalDate: null,
    });
    return created;
  });
  return c.json(await startSession(db, seller, { userAgent: clientUserAgent((name) => c.req.header(name)) }), 201);
});

authRoutes.post('/logout', requireSession, async (c) => {
  await c.var.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, c.var.session.id));
  return c.body(null, 204);
});

authRoutes.post('/password/forgot', async (c) => {
  const { email } = await jsonBody(c, ForgotPasswordSchema);
  const db = c.var.db;
  const [seller] = await db.select().from(sellers).where(eq(sellers.email, email)).limit(1);
  // A few mails per address and hour; past that the answer stays the same, so it reveals nothing.
  if (seller && (await c.var.throttle.allow('resetMail', email))) {
    const { token, hash } = createToken();
    const link = `${c.var.dashboardUrl}/reset-password?token=${token}`;
    await endResetLinks(db, seller.id); // only the newest link works
    // The reset and its mail commit together (platform/mail): no mail for a reset that failed, and the reverse.
    await db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({ tokenHash: hash, sellerId: seller.id, expiresAt: expiresIn(RESET_TTL_SECONDS) });
      await enqueueMail(tx, resetPasswordMail(seller, link));
    });
    c.var.mail.kick();
    if (!c.var.mail.delivered) c.var.log(`Password reset link for ${seller.email}: ${link}`);
  }
  // The same answer either way, so the form does not reveal which emails have accounts.
  return c.json({ message: 'If an account exists for that email, we have sent a link to reset the password.' });
});

authRoutes.post('/password/reset', async (c) => {
  const { token, password } = await jsonBody(c, ResetPasswordSchema);
  const db = c.var.db;
  const now = new Date();
  // One conditional update marks the token used, so two requests with one token cannot both succeed.
  const [reset] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ sellerId: passwordResets.sellerId });
  if (!reset) {
    // Say why: a link opened twice is common (the first save worked), and the seller needs to know.
    const [known] = await db
      .select({ usedAt: passwordResets.usedAt })
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)))
      .limit(1);
    throw !known ? invalidResetToken() : known.usedAt ? usedResetToken() : endedResetToken();
  }
  await endResetLinks(db, reset.sellerId);
  // Hashed only once the link proved good: a flood of bogus links costs no scrypt time.
  const passwordHash = await hashPassword(password);
  await db.update(sellers).set({ passwordHash }).where(eq(sellers.id, reset.sellerId));
  await revokeAllSessions(db, reset.sellerId);
  return c.json({ message: 'Your password has been changed. Sign in with your new password.' });
});

authRoutes.post('/sellers/login-link', async (c) => {
  const { token } = await jsonBody(c, LoginLinkSchema);
  const db = c.var.db;
  const now = new Date();
  const [link] = await db
    .update(loginLinks)
    .set({ usedAt: now })
    .where(and(eq(loginLinks.tokenHash, hashToken(token)), isNull(loginLinks.usedAt), gt(loginLinks.expiresAt, now)))
    .returning({ sellerId: loginLinks.sellerId });
  if (!link) throw unauthorized('This sign-in link is not valid or has expired.', 'INVALID_TOKEN');
  const [seller] = await db.select().from(sellers).where(eq(sellers.id, link.sellerId)).limit(1);
  if (!seller) throw unauthorized('This sign-in link is not valid or has expired.', 'INVALID_TOKEN');
  return c.json(await startSession(db, seller));
});
