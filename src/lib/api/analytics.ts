/** Store API: the home summary and analytics report of the active shop (/admin/analytics). */
import {
  AnalyticsReportSchema,
  HomeSummarySchema,
  MoneyFiguresSettingSchema,
  HomeSetupSchema,
  type AnalyticsQuery,
  type AnalyticsReport,
  type HomeSummary,
} from '../../../contract/analytics.ts';
import { z } from 'zod';
import { api } from './config.ts';

export type { AnalyticsReport, HomeSummary };

const HomeSetupAnswerSchema = z.object({ setup: HomeSetupSchema.nullable() });

export const analyticsApi = {
  home: (token: string) => api(token).get(HomeSummarySchema, '/admin/analytics/home'),
  /** Puts the first-steps checklist away (`dismiss`) or ticks "share the store link" (`shared`). */
  markSetup: (token: string, mark: 'dismiss' | 'shared') => api(token).post(HomeSetupAnswerSchema, '/admin/analytics/home/setup', { mark }),
  report: (token: string, range: AnalyticsQuery) => api(token).get(AnalyticsReportSchema, '/admin/analytics', range),
  /** Whether staff without `earnings` see money figures on Home and analytics (issue 25 item 10). */
  moneyFigures: (token: string) => api(token).get(MoneyFiguresSettingSchema, '/admin/analytics/money-figures'),
  setMoneyFigures: (token: string, hiddenFromStaff: boolean) =>
    api(token).put(MoneyFiguresSettingSchema, '/admin/analytics/money-figures', { hiddenFromStaff }),
};
