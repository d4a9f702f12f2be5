/** Billing tables live with their domain (api/src/domains/billing/tables.ts); re-exported for the schema index. */
export * from '../../domains/billing/tables.ts';
