/** Store API: the home summary and analytics report of the active shop (/admin/analytics). */
import type { AnalyticsQuery, AnalyticsReport, HomeSummary } from '../../../contract/analytics.ts';
import { api } from './config.ts';

export type { AnalyticsReport, HomeSummary };

export const analyticsApi = {
  home: (token: string) => api(token).get<HomeSummary>('/admin/analytics/home'),
  report: (token: string, range: AnalyticsQuery) => api(token).get<AnalyticsReport>('/admin/analytics', range),
};
