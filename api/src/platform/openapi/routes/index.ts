/** Every described route of the Store API, domain by domain. */
import { z } from 'zod';
import { describeRoute, type RouteDescription } from '../registry.ts';
import { analyticsRoutes } from './analytics.ts';
import { appRoutes } from './apps.ts';
import { authRoutes } from './auth.ts';
import { billingRoutes } from './billing.ts';
import { collectionRoutes } from './collections.ts';
import { customerRoutes } from './customers.ts';
import { fileRoutes } from './files.ts';
import { inventoryRoutes } from './inventory.ts';
import { orderRoutes } from './orders.ts';
import { productRoutes } from './products.ts';
import { profileRoutes } from './profile.ts';
import { promoCodeRoutes } from './promo-codes.ts';
import { sellingSettingsRoutes } from './selling-settings.ts';
import { shippingRoutes } from './shipping.ts';
import { storeSettingsRoutes } from './store-settings.ts';
import { teamRoutes } from './team.ts';
import { contentRoutes } from './content.ts';
import { seoRoutes } from './seo.ts';
import { menuRoutes } from './menus.ts';
import { themeRoutes } from './themes.ts';
import { storefrontRoutes } from './storefront.ts';
import { earningsRoutes } from './earnings.ts';
import { domainRoutes } from './domains.ts';
import { blogCommentRoutes } from './blog-comments.ts';
import { searchRoutes } from './search.ts';
import { twoStepRoutes } from './two-step.ts';
import { savedViewRoutes } from './saved-views.ts';
import { notificationRoutes } from './notifications.ts';
import { courierRoutes } from './couriers.ts';
import { smsRoutes } from './sms.ts';

export const describedRoutes: readonly RouteDescription[] = [
  ...authRoutes,
  ...smsRoutes,
  ...billingRoutes,
  ...orderRoutes,
  ...customerRoutes,
  ...analyticsRoutes,
  ...productRoutes,
  ...collectionRoutes,
  ...inventoryRoutes,
  ...fileRoutes,
  ...storeSettingsRoutes,
  ...promoCodeRoutes,
  ...sellingSettingsRoutes,
  ...shippingRoutes,
  ...teamRoutes,
  ...profileRoutes,
  ...appRoutes,
  ...contentRoutes,
  ...seoRoutes,
  ...menuRoutes,
  ...themeRoutes,
  ...storefrontRoutes,
  ...earningsRoutes,
  ...domainRoutes,
  ...blogCommentRoutes,
  ...searchRoutes,
  ...twoStepRoutes,
  ...savedViewRoutes,
  ...notificationRoutes,
  ...courierRoutes,
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
  describeRoute({
    method: 'GET',
    path: '/health',
    summary: 'Whether this node reaches its database and file store (503 when not), for load balancers',
    tags: ['Reference'],
    public: true,
    answer: z.object({ status: z.literal('ok'), database: z.literal('ok'), storage: z.literal('ok'), storageKind: z.string() }),
    errors: [503],
  }),
];
