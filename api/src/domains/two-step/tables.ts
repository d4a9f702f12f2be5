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
   * The Base32 TOTP secret. Haat has no secret-encryption key yet, so it is stored as it is (SECURITY.md
   * "Two-step sign-in" says what that means and what guards the database instead).
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
