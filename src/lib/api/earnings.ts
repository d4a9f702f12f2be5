/** Store API: the active shop's earnings and payouts (/admin/earnings), answers checked with the contract schemas. */
import {
  EarningsByDaySchema,
  EarningsSummarySchema,
  LedgerLineSchema,
  LedgerListSchema,
  PayoutDetailSchema,
  PayoutListSchema,
  PayoutSettingsAnswerSchema,
  type DayRange,
  type LedgerListQuery,
} from '../../../contract/earnings.ts';
import type { Query } from './client.ts';
import { api } from './config.ts';

const PATH = '/admin/earnings';
const payout = (id: string) => `${PATH}/payouts/${encodeURIComponent(id)}`;

export const earningsApi = {
  summary: (token: string) => api(token).get(EarningsSummarySchema, PATH),
  lines: (token: string, query: Partial<LedgerListQuery>) => api(token).get(LedgerListSchema, `${PATH}/lines`, query as Query),
  byDay: (token: string, range: DayRange) => api(token).get(EarningsByDaySchema, `${PATH}/by-day`, range),
  payouts: (token: string, query: { page?: number; limit?: number }) => api(token).get(PayoutListSchema, `${PATH}/payouts`, query),
  payout: (token: string, id: string) => api(token).get(PayoutDetailSchema, payout(id)),
  requestPayout: (token: string) => api(token).post(PayoutDetailSchema, `${PATH}/payouts`, {}),
  cancelPayout: (token: string, id: string) => api(token).post(PayoutDetailSchema, `${payout(id)}/cancel`, {}),
  saveSettings: (token: string, body: unknown) => api(token).put(PayoutSettingsAnswerSchema, `${PATH}/payout-settings`, body),
  addAdjustment: (token: string, body: unknown) => api(token).post(LedgerLineSchema, `${PATH}/adjustments`, body),
  /** The statement of a range as CSV, as the Store API answers it (streamed on to the browser). */
  statementCsv: (token: string, range: DayRange) => api(token).download(`${PATH}/statement.csv`, range),
};
