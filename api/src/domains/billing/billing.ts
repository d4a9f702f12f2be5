/**
 * Billing rules: plans and their features, what a change costs today (credit for unused days), single-use checkout
 * tokens, invoices paid through bKash and the subscription they extend. Every query is scoped to the caller's shop.
 */
export * from './plans.ts';
export * from './checkout.ts';
export * from './payments.ts';
export * from './invoices.ts';
