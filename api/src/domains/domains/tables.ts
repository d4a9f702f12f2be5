/**
 * Custom domains of a shop: each hostname with its state (pending → verifying → active, or failed with the reason),
 * and the shop's verification token that the TXT record must carry. Several shops may claim a hostname while none has
 * proved it; the one whose TXT record is found first owns it (`verifiedAt`), and only that claim blocks others.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from '../sellers/tables.ts';
import type { DomainReason, DomainStatus } from '../../../../contract/domains.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const shopDomains = pgTable(
  'shop_domains',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => randomUUID()),
    shopId: text('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The apex name, lower case, e.g. "dhakacrafts.com" (www is its CNAME). */
    hostname: text('hostname').notNull(),
    status: text('status').$type<DomainStatus>().notNull().default('pending'),
    /** Why it is not active yet, or why it failed. */
    reason: text('reason'),
    /** `reason` as data (contract DomainReason), worded in the reader's language; null on rows written before it. */
    why: jsonb('why').$type<DomainReason>(),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** Which of the three records (A, CNAME, TXT) the last check found. */
    found: jsonb('found').$type<Partial<Record<'A' | 'CNAME' | 'TXT', boolean>>>().notNull().default({}),
    checkedAt: at('checked_at'),
    /** When the TXT record proved this shop owns the name; set once, and for one shop per hostname. */
    verifiedAt: at('verified_at'),
    /** When the re-check job looks at it next. */
    nextCheckAt: at('next_check_at'),
    version: integer('version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // A pending claim blocks nobody (issue 22 item 2): only the proved claim is unique per name, so two shops verifying
    // at once cannot both win; a shop claims a name once.
    uniqueIndex('shop_domains_verified_hostname_idx')
      .on(t.hostname)
      .where(sql`${t.verifiedAt} is not null`),
    uniqueIndex('shop_domains_shop_hostname_idx').on(t.shopId, t.hostname),
    index('shop_domains_shop_idx').on(t.shopId),
    index('shop_domains_next_check_idx').on(t.nextCheckAt),
  ],
);

/** The shop's ownership token, made on first use: the TXT record `_haat-verify.<domain>` must hold it. */
export const domainTokens = pgTable('domain_tokens', {
  shopId: text('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  token: text('token').notNull(),
});
