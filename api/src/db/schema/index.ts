/** Every table of the Store API. Add one file per area (catalog.ts, orders.ts …) and re-export it here. */
export * from '../../domains/sellers/tables.ts';
export * from '../../domains/auth/tables.ts';
export * from './billing.ts';
export * from '../../domains/customers/tables.ts';
export * from '../../domains/orders/tables.ts';
export * from './catalog.ts';
export * from './files.ts';
export * from './inventory.ts';
export * from './shop-settings.ts';
export * from '../../platform/throttle/tables.ts';
export * from '../../platform/mail/tables.ts';
export * from '../../domains/team/tables.ts';
export * from '../../domains/profile/tables.ts';
export * from '../../domains/promo-codes/tables.ts';
export * from '../../domains/shipping/tables.ts';
export * from '../../domains/selling-settings/tables.ts';
