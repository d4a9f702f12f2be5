/** /auth: sign-in, sign-up, sign-out, password reset and one-time sign-in links. No session needed except logout. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password.ts';
import { confirmSignup, pendingSignup, requestSignup, resendConfirmation, type SignupContext } from './signup.ts';
import { clientUserAgent, revokeAllSessions, startSession } from './sessions.ts';
import { changeCredentials } from './credentials.ts';
import { createToken, expiresIn, hashToken, RESET_TTL_SECONDS } from './tokens.ts';
import { loginAttempts, loginLinks, passwordResets, sellers, sessions } from '../../db/schema/index.ts';
import type { AppEnv } from '../../platform/env.ts';
import { forbidden, HttpError, unauthorized } from '../../platform/errors.ts';
import { requireSession } from '../../platform/session.ts';
import {
  ConfirmSignupSchema,
  EMAIL_NOT_CONFIRMED,
  ForgotPasswordSchema,
  LoginLinkSchema,
  LoginSchema,
  ResendConfirmationSchema,
  ResetPasswordSchema,
  SIGNUP_CHECK_EMAIL,
  SignupSchema,
} from '../../../../contract/auth.ts';
import { jsonBody } from '../../platform/validate.ts';
import { SecondStepSchema } from '../../../../contract/two-step.ts';
import { hasTwoStep } from '../two-step/two-step.ts';
import { finishChallenge, finishWithPasskey, passkeyOptionsFor, startChallenge } from '../two-step/challenges.ts';
import { relyingParty, useOptions, usePasskey } from '../two-step/passkeys.ts';
import { PasskeySecondStepSchema, PasskeySignInSchema, PendingTokenSchema } from '../../../../contract/passkeys.ts';
import { tooManyLogins } from '../../platform/throttle/throttle.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { resetPasswordMail } from './mails.ts';
import { displayOf } from '../../platform/i18n/messages.ts';

const notConfirmed = (email: string) =>
  forbidden(`Confirm your e-mail address first: open the link we sent to ${email}. No mail? Send the link again.`, EMAIL_NOT_CONFIRMED);
const invalidCredentials = () => new HttpError(401, 'Email or password is incorrect.', 'INVALID_CREDENTIALS');
const invalidResetToken = () => new HttpError(400, 'This reset link is not valid or has expired.', 'INVALID_TOKEN');
const usedResetToken = () =>
  new HttpError(400, 'This reset link was already used. Sign in with your new password, or ask for a new link.', 'TOKEN_USED');
const endedResetToken = () =>
  new HttpError(
    400,
    'This reset link has expired, a newer link replaced it, or the password or e-mail changed since. Ask for a new link.',
    'TOKEN_EXPIRED',
  );

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
  // A sign-up still waiting for its link: said only to whoever knows its password, so it reveals nothing else.
  const pending = seller ? undefined : await pendingSignup(db, email);
  // Unknown emails cost the same scrypt time, so response times do not reveal which emails exist.
  const ok = await verifyPassword(password, seller?.passwordHash ?? pending?.passwordHash ?? DUMMY_HASH);
  if (!seller && pending && ok) {
    await throttle.refund('loginPair', pair);
    throw notConfirmed(email);
  }
  if (!seller || !ok) {
    await db.insert(loginAttempts).values({ email });
    throw invalidCredentials();
  }
  await throttle.refund('loginPair', pair);
  await throttle.refund('loginClient', throttle.client);
  const agent = userAgent ?? clientUserAgent((name) => c.req.header(name));
  // Two-step on: no session yet, a 5-minute token that buys one second step (issue 22 item 8).
  if (await hasTwoStep(db, seller.id)) return c.json(await startChallenge(db, seller.id, agent));
  return c.json(await startSession(db, seller, { userAgent: agent, factor: 'password' }));
});

authRoutes.post('/sellers/login/two-step', async (c) => {
  const { pendingToken, code } = await jsonBody(c, SecondStepSchema);
  const { seller, userAgent, kind } = await finishChallenge(c.var, pendingToken, code);
  return c.json(await startSession(c.var.db, seller, { userAgent, factor: kind }));
});

// Passkeys (issue 22 item 9): a sign-in of its own (discoverable, user verification required), and a second step.
authRoutes.post('/sellers/login/passkey/options', async (c) =>
  c.json(await useOptions(c.var.db, relyingParty(c.var.dashboardUrl), 'sign-in', null)),
);

authRoutes.post('/sellers/login/passkey', async (c) => {
  const { response, userAgent } = await jsonBody(c, PasskeySignInSchema);
  const { throttle, db } = c.var;
  // Counted like a password try (the client's sign-in budget), given back when the passkey is right.
  await throttle.take('loginClient', throttle.client, tooManyLogins);
  const passkey = await usePasskey(db, relyingParty(c.var.dashboardUrl), response, 'sign-in', null);
  await throttle.refund('loginClient', throttle.client);
  const [seller] = await db.select().from(sellers).where(eq(sellers.id, passkey.sellerId)).limit(1);
  if (!seller) throw unauthorized();
  const agent = userAgent ?? clientUserAgent((name) => c.req.header(name));
  return c.json(await startSession(db, seller, { userAgent: agent, factor: 'passkey' }));
});

authRoutes.post('/sellers/login/two-step/passkey/options', async (c) => {
  const { pendingToken } = await jsonBody(c, PendingTokenSchema);
  return c.json(await passkeyOptionsFor(c.var, pendingToken));
});

authRoutes.post('/sellers/login/two-step/passkey', async (c) => {
  const { pendingToken, response } = await jsonBody(c, PasskeySecondStepSchema);
  const { seller, userAgent, kind } = await finishWithPasskey(c.var, pendingToken, response);
  return c.json(await startSession(c.var.db, seller, { userAgent, factor: kind }));
});

/** What sign-up needs from this request: links, a per-address mail allowance, and the outbox's nudge. */
function signupContext(c: Context<AppEnv>): SignupContext {
  return {
    db: c.var.db,
    dashboardUrl: c.var.dashboardUrl,
    allowMail: (email) => c.var.throttle.allow('resetMail', `signup:${email}`),
    sent: (email, link) => {
      c.var.mail.kick();
      if (link && !c.var.mail.delivered) c.var.log(`Sign-up confirmation link for ${email}: ${link}`);
    },
  };
}

// The same answer for a new and a registered address (issue 9 item 11): the mail says which it was.
authRoutes.post('/request', async (c) => {
  const input = await jsonBody(c, SignupSchema);
  await c.var.throttle.take('signup', c.var.throttle.client);
  await requestSignup(signupContext(c), input);
  return c.json({ message: SIGNUP_CHECK_EMAIL });
});

authRoutes.post('/signup/resend', async (c) => {
  const { email } = await jsonBody(c, ResendConfirmationSchema);
  await c.var.throttle.take('signup', c.var.throttle.client);
  await resendConfirmation(signupContext(c), email);
  return c.json({ message: SIGNUP_CHECK_EMAIL });
});

authRoutes.post('/signup/confirm', async (c) => {
  const { token, userAgent } = await jsonBody(c, ConfirmSignupSchema);
  const seller = await confirmSignup(c.var.db, token);
  return c.json(await startSession(c.var.db, seller, { userAgent: userAgent ?? clientUserAgent((name) => c.req.header(name)) }), 201);
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
      await enqueueMail(tx, resetPasswordMail(seller, link, displayOf(seller)));
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
  const tokenHash = hashToken(token);
  const [link] = await db
    .select({ usedAt: passwordResets.usedAt, expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  // Say why: a link opened twice is common (the first save worked), and the seller needs to know.
  if (!link) throw invalidResetToken();
  if (link.usedAt) throw usedResetToken();
  if (link.expiresAt <= new Date()) throw endedResetToken();
  // Hashed only once the link proved good: a flood of bogus links costs no scrypt time.
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // One conditional update marks the token used, so two requests with one token cannot both succeed, and a
    // password or e-mail change that ended the link meanwhile (credentials.ts) wins over it.
    const now = new Date();
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ sellerId: passwordResets.sellerId });
    if (!reset) throw endedResetToken();
    await changeCredentials(tx, reset.sellerId, { passwordHash });
    await revokeAllSessions(tx, reset.sellerId);
  });
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
  return c.json(await startSession(db, seller, { viaLink: true }));
});
