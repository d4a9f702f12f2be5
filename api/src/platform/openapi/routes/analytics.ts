/** Home summary and the analytics report (api/src/domains/analytics). */
import { AnalyticsQuerySchema, AnalyticsReportSchema, HomeSummarySchema } from '../../../../../contract/analytics.ts';
import { describeRoute } from '../registry.ts';

const tags = ['Analytics'];

export const analyticsRoutes = [
  describeRoute({ method: 'GET', path: '/admin/analytics/home', summary: 'Figures of the home page', tags, answer: HomeSummarySchema }),
  describeRoute({
    method: 'GET',
    path: '/admin/analytics',
    summary: 'Sales report of a date range',
    tags,
    query: AnalyticsQuerySchema,
    answer: AnalyticsReportSchema,
  }),
];
