/**
 * Sign-up with e-mail confirmation (issue 9 item 11; changed from spec §4, see docs/signup-confirmation.md).
 * A sign-up answers the same whatever the address: a new address gets a link (single-use, 24 hours, stored as
 * its sha256 like reset links), an address with an account gets the "someone tried to sign up" mail, and both
 * paths hash the password, so neither the answer nor its time tells them apart. The seller, their shop and the
 * trial are made when the link is opened.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { signupRequests } from './tables.ts';
import { hashPassword } from './password.ts';
import { createToken, expiresIn, hashToken } from './tokens.ts';
import { sellers, shopMembers, shops, subscriptions } from '../../db/schema/index.ts';
import { ensureStarterPages } from '../content/starter-pages.ts';
import { shopScope } from '../../platform/shop-scope.ts';
import type { Db } from '../../platform/db/client.ts';
import { ensurePlan, shopHandle } from '../../platform/db/queries.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { displayFor } from '../../../../contract/format.ts';
import { displayOf } from '../../platform/i18n/messages.ts';
import { confirmSignupMail, signupAttemptMail } from './mails.ts';
import type { Signup } from '../../../../contract/auth.ts';

/** Confirmation links last 24 hours. */
export const CONFIRM_TTL_SECONDS = 86_400;
const TRIAL_DAYS = 14;
const TRIAL_PLAN = 'Free Trial';

/** What a sign-up needs from the request: where links point, whether a mail may go to an address now, the outbox. */
export type SignupContext = {
  db: Db;
  dashboardUrl: string;
  /** False once an address has had its few mails this hour (the answer stays the same). */
  allowMail: (email: string) => Promise<boolean>;
  /** Called after a mail is queued (wakes the sender; logs a confirmation link while no mail server is configured). */
  sent: (email: string, link?: string) => void;
};

const confirmLink = (dashboardUrl: string, token: string) => `${dashboardUrl}/signup/confirm?token=${token}`;

/** Handles a sign-up form: a confirmation link for a new address, the "someone tried" mail for a registered one. */
export async function requestSignup(ctx: SignupContext, input: Signup): Promise<void> {
  // Hashed on both paths, before anything else, so the answer takes as long for a registered address.
  const passwordHash = await hashPassword(input.password);
  const [existing] = await ctx.db
    .select({ name: sellers.name, email: sellers.email, language: sellers.language, digits: sellers.digits, grouping: sellers.grouping })
    .from(sellers)
    .where(eq(sellers.email, input.email))
    .limit(1);
  if (!(await ctx.allowMail(input.email))) return;
  if (existing) {
    await enqueueMail(ctx.db, signupAttemptMail(existing, `${ctx.dashboardUrl}/forget-password`, displayOf(existing)));
    ctx.sent(existing.email);
    return;
  }
  const { token, hash } = createToken();
  const link = confirmLink(ctx.dashboardUrl, token);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(signupRequests).values({
      tokenHash: hash,
      email: input.email,
      name: input.name,
      phone: input.phone,
      shopName: input.shopName,
      passwordHash,
      language: input.language ?? 'en',
      expiresAt: expiresIn(CONFIRM_TTL_SECONDS),
    });
    await enqueueMail(tx, confirmSignupMail(input, link, displayFor(input.language ?? 'en')));
  });
  ctx.sent(input.email, link);
}

/** The newest sign-up of `email` still waiting for its link, if any. */
export async function pendingSignup(db: Db, email: string, now = new Date()) {
  const [pending] = await db
    .select()
    .from(signupRequests)
    .where(and(eq(signupRequests.email, email), isNull(signupRequests.usedAt), gt(signupRequests.expiresAt, now)))
    .orderBy(desc(signupRequests.createdAt))
    .limit(1);
  return pending;
}

/** Sends the newest waiting sign-up of `email` a fresh link (the old one stops working); nothing for any other address. */
export async function resendConfirmation(ctx: SignupContext, email: string): Promise<void> {
  const pending = await pendingSignup(ctx.db, email);
  if (!pending || !(await ctx.allowMail(email))) return;
  const { token, hash } = createToken();
  const link = confirmLink(ctx.dashboardUrl, token);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(signupRequests)
      .set({ tokenHash: hash, expiresAt: expiresIn(CONFIRM_TTL_SECONDS) })
      .where(and(eq(signupRequests.id, pending.id), isNull(signupRequests.usedAt)));
    await enqueueMail(tx, confirmSignupMail(pending, link, displayOf(pending)));
  });
  ctx.sent(email, link);
}

const invalidLink = () =>
  badRequest(
    'This confirmation link is not valid or has expired. Sign in with your e-mail and password to get a new one.',
    'INVALID_TOKEN',
  );
const usedLink = () => badRequest('This confirmation link was already used. Sign in with your e-mail and password.', 'TOKEN_USED');
const emailTaken = () => conflict('An account with this e-mail already exists. Sign in instead.', 'EMAIL_TAKEN');

/**
 * Opens the account of a confirmation link: marks the link used, and in the same transaction makes the seller,
 * their shop (them as shop admin) and a 14-day trial (spec §4). Answers the new seller.
 */
export async function confirmSignup(db: Db, token: string) {
  const now = new Date();
  const tokenHash = hashToken(token);
  const [request] = await db.select().from(signupRequests).where(eq(signupRequests.tokenHash, tokenHash)).limit(1);
  if (!request) throw invalidLink();
  if (request.usedAt) throw usedLink();
  if (request.expiresAt <= now) throw invalidLink();
  const trialPlanId = await ensurePlan(db, TRIAL_PLAN, 0);
  const handle = await shopHandle(db, request.shopName);
  const seller = await db.transaction(async (tx) => {
    // One conditional update claims the link, so two clicks cannot both open an account.
    const [claimed] = await tx
      .update(signupRequests)
      .set({ usedAt: now })
      .where(and(eq(signupRequests.id, request.id), isNull(signupRequests.usedAt), gt(signupRequests.expiresAt, now)))
      .returning({ id: signupRequests.id });
    if (!claimed) throw usedLink();
    const [created] = await tx
      .insert(sellers)
      .values({
        name: request.name,
        email: request.email,
        phone: request.phone,
        passwordHash: request.passwordHash,
        language: request.language,
      })
      .onConflictDoNothing({ target: sellers.email })
      .returning();
    if (!created) throw emailTaken(); // another link (or an invitation) made this account first
    const [shop] = await tx.insert(shops).values({ name: request.shopName, handle }).returning({ id: shops.id });
    await tx.insert(shopMembers).values({ shopId: shop!.id, sellerId: created.id, isShopAdmin: true });
    await ensureStarterPages(shopScope(tx, shop!.id)); // About, Contact, Delivery and returns, Privacy as drafts
    // A 14-day trial from the day the shop opens, so a new seller is not sent to /upgrade straight away.
    await tx.insert(subscriptions).values({
      shopId: shop!.id,
      planId: trialPlanId,
      status: 'trialing',
      startDate: now,
      endDate: expiresIn(TRIAL_DAYS * 86_400, now),
      nextRenewalDate: null,
    });
    // The address is proven: its other waiting sign-ups end.
    await tx
      .update(signupRequests)
      .set({ expiresAt: now })
      .where(and(eq(signupRequests.email, request.email), isNull(signupRequests.usedAt), gt(signupRequests.expiresAt, now)));
    return created;
  });
  return seller;
}
