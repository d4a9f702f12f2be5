/**
 * The COD risk rollups (issue 24 item 4): how many orders to a phone number ended delivered, returned or cancelled,
 * per shop and across every Haat shop. Database triggers keep both in step with every write to orders, in the
 * statement's own transaction (migration 0042_phone_risk_triggers), so a status change and its counts commit
 * together and a lookup is one primary-key read per table, never a scan of the orders.
 *
 * Privacy: `phone_risk` holds counts only, keyed by the phone alone: no shop, no name, no items, no amounts. It is
 * what one shop may learn of another shop's orders; `phone_risk_shop` is the shop's own and read through its accessor.
 */
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { shopId } from '../sellers/columns.ts';

/** One shop's finished orders per phone number (the number as stored on the order: normalised, 01XXXXXXXXX). */
export const phoneRiskShop = pgTable(
  'phone_risk_shop',
  {
    shopId: shopId(),
    phone: text('phone').notNull(),
    delivered: integer('delivered').notNull().default(0),
    returned: integer('returned').notNull().default(0),
    cancelled: integer('cancelled').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.phone] })],
);

/** Every shop's finished orders per phone number: counts only, no shop (shared between shops). */
export const phoneRisk = pgTable('phone_risk', {
  phone: text('phone').primaryKey(),
  delivered: integer('delivered').notNull().default(0),
  returned: integer('returned').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
});
