/** Sellers, their shops and who belongs to which shop. */
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { shopsTable } from '../../platform/db/ownership.ts';
import { at, createdAt, id } from '../../platform/db/columns.ts';

// Ids are uuid values in text columns: any string a client sends can be looked up without a cast
// error, so a malformed id is a clean 404/403, never a 500.

export const sellers = pgTable('sellers', {
  id: id(),
  name: text('name').notNull(),
  /** Always stored lower-cased and trimmed. */
  email: text('email').notNull().unique(),
  phone: text('phone').notNull(),
  passwordHash: text('password_hash').notNull(),
  /** The dashboard's language (contract/format.ts LOCALES): the account's, so it follows the seller to any device. */
  language: text('language').notNull().default('en'),
  /** Latin or Bangla digits; null follows the language (Bangla digits in Bangla). */
  digits: text('digits'),
  /** Lakh or international grouping of amounts; null follows the language (lakh in Bangla). */
  grouping: text('grouping'),
  createdAt: createdAt(),
});

/** A shop; a shop scope (platform/shop-scope.ts) reaches only its own row. */
export const shops = shopsTable(
  pgTable('shops', {
    id: id(),
    name: text('name').notNull(),
    handle: text('handle').notNull().unique(),
    /** Business category chosen when the shop was opened (contract/profile.ts BUSINESS_CATEGORIES); null for older shops. */
    category: text('category'),
    currency: text('currency').notNull().default('BDT'),
    /** Issue 22 item 10: every member must sign in with two-step (set by a shop admin). */
    requireTwoStep: boolean('require_two_step').notNull().default(false),
    /** Issue 25 item 10: Home and analytics answer no money figure to staff without the `earnings` key (set by a shop admin). */
    hideMoneyFromStaff: boolean('hide_money_from_staff').notNull().default(false),
    /** When a shop admin put away Home's first-steps checklist (issue 24 item 5); null while it shows. */
    setupDismissedAt: at('setup_dismissed_at'),
    /** When the store link was first shared from Home or the Domain page (viewed, copied or its poster opened). */
    setupSharedAt: at('setup_shared_at'),
    createdAt: createdAt(),
  }),
  (t) => t.id,
);

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
