/** Sellers, shops, memberships and everything sign-in needs (sessions, throttling, resets, links, email). */
import { randomUUID } from 'node:crypto';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Ids are uuid values in text columns: any string a client sends can be looked up without a cast
// error, so a malformed id is a clean 404/403, never a 500.
const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => randomUUID());
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const sellers = pgTable('sellers', {
  id: id(),
  name: text('name').notNull(),
  /** Always stored lower-cased and trimmed. */
  email: text('email').notNull().unique(),
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

export const shops = pgTable('shops', {
  id: id(),
  name: text('name').notNull(),
  handle: text('handle').notNull().unique(),
  /** Business category chosen when the shop was opened (contract/profile.ts BUSINESS_CATEGORIES); null for older shops. */
  category: text('category'),
  currency: text('currency').notNull().default('BDT'),
  createdAt: createdAt(),
});

export const shopMembers = pgTable(
  'shop_members',
  {
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** A shop admin holds every permission (spec §6); their permissions list stays empty. */
    isShopAdmin: boolean('is_shop_admin').notNull().default(false),
    permissions: text('permissions').array().notNull().default([]),
    /** 'active' or 'suspended' (contract/team.ts): a suspended member reaches nothing of the shop. */
    status: text('status').notNull().default('active'),
    /** The last request made in this shop (updated at most once a minute). */
    lastActiveAt: at('last_active_at'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.sellerId] }), index('shop_members_seller_idx').on(t.sellerId)],
);

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
