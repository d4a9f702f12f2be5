/**
 * Every table of the Store API. Each domain keeps its tables in api/src/domains/<domain>/tables.ts, re-exported here
 * (drizzle.config.ts reads this file).
 */
export * from '../../domains/sellers/tables.ts';
export * from '../../domains/auth/tables.ts';
export * from '../../domains/billing/tables.ts';
export * from '../../domains/customers/tables.ts';
export * from '../../domains/orders/tables.ts';
export * from '../../domains/products/tables.ts';
export * from '../../domains/collections/tables.ts';
export * from '../../domains/files/tables.ts';
export * from '../../domains/inventory/tables.ts';
export * from '../../domains/store-settings/tables.ts';
export * from '../../platform/throttle/tables.ts';
export * from '../../platform/mail/tables.ts';
export * from '../../domains/team/tables.ts';
export * from '../../domains/profile/tables.ts';
export * from '../../domains/promo-codes/tables.ts';
export * from '../../domains/shipping/tables.ts';
export * from '../../domains/selling-settings/tables.ts';
export * from '../../domains/apps/tables.ts';
export * from '../../domains/content/tables.ts';
export * from '../../domains/seo/tables.ts';
export * from '../../domains/menus/tables.ts';
export * from '../../domains/themes/tables.ts';
export * from '../../domains/earnings/tables.ts';
export * from '../../domains/domains/tables.ts';
export * from '../../domains/blog-comments/tables.ts';
export * from '../../domains/two-step/tables.ts';
export * from '../../domains/saved-views/tables.ts';
export * from '../../domains/notifications/tables.ts';
export * from '../../domains/couriers/tables.ts';
export * from '../../domains/sms/tables.ts';
