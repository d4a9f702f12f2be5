/** Apps (api/src/domains/apps/routes.ts): the app store and the secondary application API. */
import {
  AppListSchema,
  AppOrderListSchema,
  AppOrderQuerySchema,
  AppOrderSchema,
  AppSchema,
  AppCustomerCancelSchema,
  AppShipmentSchema,
  InstalledAppListSchema,
  InstalledAppSchema,
  UninstallAnswerSchema,
} from '../../../../../contract/apps.ts';
import { describeRoute } from '../registry.ts';

const store = { tags: ['Apps'] } as const;
const appApi = {
  tags: ['Secondary application API'],
  // No seller session: the bearer is an app session token (HS256 with the app's secret, ≤ 60 s, used once), and
  // the call may use its scopes that the installation granted and the user holds (scope `orders` here).
  public: true,
} as const;

export const appRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/apps',
    summary: 'The app store: every app, installed or not',
    ...store,
    permission: 'my-apps',
    answer: AppListSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/apps/:handle/installation',
    summary: 'Install an app, granting the scopes it asks for',
    ...store,
    permission: 'my-apps',
    answer: AppSchema,
    status: 201,
    errors: [409],
  }),
  describeRoute({
    method: 'DELETE',
    path: '/admin/apps/:handle/installation',
    summary: 'Uninstall an app: its grants and session tokens are revoked',
    ...store,
    permission: 'my-apps',
    answer: UninstallAnswerSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/apps/installed',
    summary: "The shop's installed apps (any member)",
    ...store,
    answer: InstalledAppListSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/apps/installed/:handle',
    summary: 'One installed app (any member)',
    ...store,
    answer: InstalledAppSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/app-api/v1/orders',
    summary: 'Orders waiting for a courier (app session token, x-secondary: true)',
    ...appApi,
    query: AppOrderQuerySchema,
    answer: AppOrderListSchema,
    errors: [400, 401, 402, 403],
  }),
  describeRoute({
    method: 'POST',
    path: '/app-api/v1/orders/:id/shipment',
    summary: 'Write a courier booking back to an order: it becomes shipped (app session token, x-secondary: true)',
    ...appApi,
    body: AppShipmentSchema,
    answer: AppOrderSchema,
    errors: [400, 401, 402, 403, 404, 409],
  }),
  describeRoute({
    method: 'POST',
    path: '/app-api/v1/orders/:id/customer-cancel',
    summary:
      "A customer cancels their own order from the shop's storefront, proved by the order's phone (app session token, x-secondary: true)",
    ...appApi,
    body: AppCustomerCancelSchema,
    answer: AppOrderSchema,
    errors: [400, 401, 402, 403, 404, 409],
  }),
];
