/**
 * Two-step sign-in (issue 22 items 8–12): the seller's authenticator app (TOTP), their recovery codes, and the
 * short-lived challenges between a right password and the second step. Passkeys (item 9) will be a factor kind of
 * their own with their own table; sessions record which kind was given last (auth/tables.ts `freshFactorKind`).
 */
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { sellers } from '../sellers/tables.ts';
import { at, createdAt, id } from '../../platform/db/columns.ts';

/** One authenticator app per seller: pending until a first code confirms it (`confirmedAt`). */
export const authenticators = pgTable('authenticators', {
  sellerId: text('seller_id')
    .primaryKey()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  /**
   * The Base32 TOTP secret, sealed with AES-256-GCM under a key of SECRET_KEYS and bound to the seller
   * (platform/secret-box.ts); a row from before sealing holds it as it is and is sealed when next used.
   */
  secret: text('secret').notNull(),
  confirmedAt: at('confirmed_at'),
  /** The 30-second time step of the last code accepted: a code of that step or earlier is refused (no replay). */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes per seller, each stored as a salted sha256; renewing deletes the old ones. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_seller_idx').on(t.sellerId)],
);

/** A right password for an account with two-step: the token (sha256 stored) buys one second step, within 5 minutes. */
export const signInChallenges = pgTable('sign_in_challenges', {
  id: id(),
  tokenHash: text('token_hash').notNull().unique(),
  sellerId: text('seller_id')
    .notNull()
    .references(() => sellers.id, { onDelete: 'cascade' }),
  userAgent: text('user_agent'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/**
 * The seller's passkeys (item 9): one row per WebAuthn credential, its id unique across all accounts, so a sign-in
 * with a passkey names exactly one seller. The public key is COSE, base64url; the counter is the authenticator's
 * signature count (0 for authenticators that keep none), and a count that does not rise is refused.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser may reach it ('internal', 'usb', 'hybrid'…), as the browser reported at registration. */
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    lastUsedAt: at('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('passkeys_seller_idx').on(t.sellerId)],
);

/**
 * WebAuthn challenges, kept in the database so any API node can check an answer another node asked for: each lasts
 * 5 minutes and is claimed once (one conditional update) before the answer is checked. `sellerId` is null for a
 * sign-in with a passkey alone (nobody is known yet).
 */
export const passkeyChallenges = pgTable('passkey_challenges', {
  challenge: text('challenge').primaryKey(),
  purpose: text('purpose', { enum: ['register', 'sign-in', 'second-step', 'fresh-factor'] }).notNull(),
  sellerId: text('seller_id').references(() => sellers.id, { onDelete: 'cascade' }),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});
