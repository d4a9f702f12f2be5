/** Earnings and payouts (api/src/domains/earnings/routes.ts). */
import {
  AdjustmentCreateSchema,
  ByDayQuerySchema,
  DayRangeQuerySchema,
  EarningsByDaySchema,
  EarningsSummarySchema,
  LedgerLineSchema,
  LedgerListQuerySchema,
  LedgerListSchema,
  PayoutDetailSchema,
  PayoutListQuerySchema,
  PayoutListSchema,
  PayoutSettingsAnswerSchema,
  PayoutSettingsSaveSchema,
} from '../../../../../contract/earnings.ts';
import { describeRoute } from '../registry.ts';

const read = { tags: ['Earnings'], permission: 'earnings' } as const;
const admin = { tags: ['Earnings'], permission: 'shop-admin' } as const;

export const earningsRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/earnings',
    summary: 'Balances, the next payout (or why none) and the payout settings',
    ...read,
    answer: EarningsSummarySchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/earnings/lines',
    summary: 'Ledger lines, newest first',
    ...read,
    query: LedgerListQuerySchema,
    answer: LedgerListSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/earnings/by-day',
    summary: 'Gross, fees and net per Bangladesh day',
    ...read,
    query: ByDayQuerySchema,
    answer: EarningsByDaySchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/earnings/statement.csv',
    summary: 'Statement of a date range',
    ...read,
    query: DayRangeQuerySchema,
    answer: { type: 'text/csv', description: 'Every ledger line of the range and a total row' },
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/earnings/adjustments',
    summary: 'Add a manual adjustment with its reason',
    ...admin,
    body: AdjustmentCreateSchema,
    answer: LedgerLineSchema,
    status: 201,
  }),
  describeRoute({
    method: 'PUT',
    path: '/admin/earnings/payout-settings',
    summary: 'Save the payout method and schedule',
    ...admin,
    body: PayoutSettingsSaveSchema,
    answer: PayoutSettingsAnswerSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/earnings/payouts',
    summary: 'Payouts, newest first',
    ...read,
    query: PayoutListQuerySchema,
    answer: PayoutListSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/earnings/payouts',
    summary: 'Ask for a payout of the available balance now',
    ...admin,
    answer: PayoutDetailSchema,
    status: 201,
    errors: [409],
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/earnings/payouts/:id',
    summary: 'A payout with its ledger lines',
    ...read,
    answer: PayoutDetailSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/earnings/payouts/:id/cancel',
    summary: 'Cancel a scheduled payout',
    ...admin,
    answer: PayoutDetailSchema,
    errors: [409],
  }),
];
