/** Home summary and the analytics report (api/src/domains/analytics). */
import { z } from 'zod';
import {
  AnalyticsQuerySchema,
  AnalyticsReportSchema,
  HomeSummarySchema,
  MoneyFiguresSettingSchema,
  HomeSetupMarkSchema,
  HomeSetupSchema,
} from '../../../../../contract/analytics.ts';
import { describeRoute } from '../registry.ts';

const tags = ['Analytics'];

export const analyticsRoutes = [
  describeRoute({ method: 'GET', path: '/admin/analytics/home', summary: 'Figures of the home page', tags, answer: HomeSummarySchema }),
  describeRoute({
    method: 'POST',
    path: '/admin/analytics/home/setup',
    summary: 'Put the first-steps checklist away, or record that the store link was shared',
    tags,
    body: HomeSetupMarkSchema,
    answer: z.object({ setup: HomeSetupSchema.nullable() }),
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/analytics',
    summary: 'Sales report of a date range',
    tags,
    query: AnalyticsQuerySchema,
    answer: AnalyticsReportSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/analytics/money-figures',
    summary: 'Whether staff without the earnings permission see money figures',
    tags,
    answer: MoneyFiguresSettingSchema,
  }),
  describeRoute({
    method: 'PUT',
    path: '/admin/analytics/money-figures',
    summary: 'Hide or show money figures to staff without the earnings permission',
    tags,
    permission: 'shop-admin',
    body: MoneyFiguresSettingSchema,
    answer: MoneyFiguresSettingSchema,
  }),
];
