/** Store API: the home summary and analytics report of the active shop (/admin/analytics). */
import {
  AnalyticsReportSchema,
  HomeSummarySchema,
  MoneyFiguresSettingSchema,
  type AnalyticsQuery,
  type AnalyticsReport,
  type HomeSummary,
} from '../../../contract/analytics.ts';
import { api } from './config.ts';

export type { AnalyticsReport, HomeSummary };

export const analyticsApi = {
  home: (token: string) => api(token).get(HomeSummarySchema, '/admin/analytics/home'),
  report: (token: string, range: AnalyticsQuery) => api(token).get(AnalyticsReportSchema, '/admin/analytics', range),
  /** Whether staff without `earnings` see money figures on Home and analytics (issue 25 item 10). */
  moneyFigures: (token: string) => api(token).get(MoneyFiguresSettingSchema, '/admin/analytics/money-figures'),
  setMoneyFigures: (token: string, hiddenFromStaff: boolean) =>
    api(token).put(MoneyFiguresSettingSchema, '/admin/analytics/money-figures', { hiddenFromStaff }),
};
