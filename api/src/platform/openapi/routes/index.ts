/** Every described route of the Store API, domain by domain. */
import { z } from 'zod';
import { describeRoute, type RouteDescription } from '../registry.ts';
import { analyticsRoutes } from './analytics.ts';
import { authRoutes } from './auth.ts';
import { billingRoutes } from './billing.ts';
import { catalogRoutes } from './catalog.ts';
import { customerRoutes } from './customers.ts';
import { fileRoutes } from './files.ts';
import { orderRoutes } from './orders.ts';
import { sellingRoutes } from './selling.ts';
import { teamRoutes } from './team.ts';

export const describedRoutes: readonly RouteDescription[] = [
  ...authRoutes,
  ...billingRoutes,
  ...orderRoutes,
  ...customerRoutes,
  ...analyticsRoutes,
  ...catalogRoutes,
  ...fileRoutes,
  ...sellingRoutes,
  ...teamRoutes,
  describeRoute({
    method: 'GET',
    path: '/openapi.json',
    summary: 'This document (OpenAPI 3.1)',
    tags: ['Reference'],
    public: true,
    answer: z.looseObject({ openapi: z.string() }),
  }),
  describeRoute({
    method: 'GET',
    path: '/docs',
    summary: 'The API reference page',
    tags: ['Reference'],
    public: true,
    answer: { type: 'text/html', description: 'HTML page' },
  }),
];
