/** Everything sign-in needs: sessions, failed attempts, password resets and one-time links. */
import { boolean, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { sellers, shops } from '../sellers/tables.ts';
import { at, createdAt, id } from '../../platform/db/columns.ts';

// Ids are uuid values in text columns: any string a client sends can be looked up without a cast
// error, so a malformed id is a clean 404/403, never a 500.

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    activeShopId: text('active_shop_id').references(() => shops.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    /** The browser's User-Agent at sign-in, for the sessions list on /my-profile. */
    userAgent: text('user_agent'),
    /** The last request with this token (updated at most once a minute). */
    lastUsedAt: at('last_used_at'),
    /**
     * When a factor was last given in this session (issue 22 item 11): a code or recovery code, or the password where
     * two-step is off. Money and access changes need one within 5 minutes (platform/fresh-factor.ts).
     */
    freshFactorAt: at('fresh_factor_at'),
    /** Which factor that was: 'password', 'totp' or 'recovery' (room for 'passkey'). */
    freshFactorKind: text('fresh_factor_kind'),
    /** Opened with a one-time sign-in link (impersonation, spec §4): never counts as a fresh factor. */
    viaLink: boolean('via_link').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_seller_idx').on(t.sellerId)],
);

/** Failed sign-ins per email, counted in the database so any number of API processes agree. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_attempts_email_idx').on(t.email, t.createdAt)],
);

export const passwordResets = pgTable('password_resets', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  sellerId: text('seller_id')
    .notNull()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** One-time sign-in links made by the `impersonate` CLI command. */
export const loginLinks = pgTable('login_links', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  sellerId: text('seller_id')
    .notNull()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/**
 * Sign-ups waiting for their e-mail to be confirmed (issue 9 item 11): no seller exists until the link in the mail
 * is opened, so a sign-up reveals nothing about which addresses have accounts, and an unconfirmed sign-up never
 * blocks the address's real owner. Each row carries what its form said (the password only as its hash).
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: id(),
    /** sha256 of the link's token; the token itself is only in the mail. */
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    shopName: text('shop_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The language the sign-up form was in: the confirmation mail's and then the new account's (issue 23 item 2). */
    language: text('language').notNull().default('en'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('signup_requests_email_idx').on(t.email, t.createdAt)],
);
