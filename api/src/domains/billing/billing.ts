/**
 * Billing rules: plans and their features, what a change costs today (credit for unused days), single-use checkout
 * tokens, invoices paid through bKash and the subscription they extend. Shop data is read and written through the
 * shop's accessor (ShopScope); plans and the invoice number sequence are the platform's.
 */
export * from './plans.ts';
export * from './checkout.ts';
export * from './payments.ts';
export * from './invoices.ts';
export * from './refunds.ts';
