/**
 * /admin/analytics: the home summary and the analytics report of the active shop. Sign-in only
 * (spec §2: home and analytics have no permission key), scoped to the session's active shop.
 */

import {
  customerMix,
  lowStock,
  ordersByStatus,
  rangeSummary,
  recentOrders,
  salesByDay,
  todayAndWeek,
  topProducts,
  waitingToFulfil,
} from './analytics.ts';
import { shopRoutes } from '../../platform/shop-routes.ts';
import {
  AnalyticsQuerySchema,
  MoneyFiguresSettingSchema,
  addDays,
  dhakaDate,
  type AnalyticsReport,
  type HomeSummary,
} from '../../../../contract/analytics.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import { homeWithoutMoney, moneyFiguresSetting, moneyHiddenFor, reportWithoutMoney, setMoneyFigures } from './money-figures.ts';
import { HomeSetupMarkSchema } from '../../../../contract/analytics.ts';
import { homeSetup, homeTodo, markSetup } from './home-todo.ts';

export const analyticsRoutes = shopRoutes({ permission: 'member' });

/** GET /admin/analytics/home: today, the last 7 and 30 days, and what needs doing. */
analyticsRoutes.get('/home', async (c) => {
  const { shop } = c.var;
  const today = dhakaDate();
  const month = { from: addDays(today, -29), to: today };
  // One at a time: PGlite runs one query at a time anyway, and a pool of 10 serves many shops.
  const periods = await todayAndWeek(shop, today);
  const hidden = await moneyHiddenFor(shop, c.var.membership);
  const summary: HomeSummary = {
    ...periods,
    toFulfil: await waitingToFulfil(shop),
    lowStock: await lowStock(shop),
    recentOrders: await recentOrders(shop),
    salesByDay: await salesByDay(shop, month),
    ordersByStatus: await ordersByStatus(shop, month),
    moneyHidden: false,
    todo: await homeTodo(shop).then((todo) => (hidden ? { ...todo, codAmount: null } : todo)),
    setup: await homeSetup(shop),
  };
  return c.json(hidden ? homeWithoutMoney(summary) : summary);
});

/** POST /admin/analytics/home/setup { mark: 'dismiss' | 'shared' }: the checklist's state, kept for the shop. */
analyticsRoutes.post('/home/setup', async (c) => {
  const { mark } = await jsonBody(c, HomeSetupMarkSchema);
  await markSetup(c.var.shop, mark);
  return c.json({ setup: await homeSetup(c.var.shop) });
});

/** GET /admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD: the report of a range (Bangladesh days, both included). */
analyticsRoutes.get('/', async (c) => {
  const range = query(c, AnalyticsQuerySchema);
  const { shop } = c.var;
  // Three independent aggregates: on PostgreSQL they run side by side on pooled connections; PGlite queues them.
  const [{ totals, overTime, paymentMethods }, top, customers] = await Promise.all([
    rangeSummary(shop, range),
    topProducts(shop, range),
    customerMix(shop, range),
  ]);
  const report: AnalyticsReport = { ...range, totals, overTime, topProducts: top, paymentMethods, customers, moneyHidden: false };
  return c.json((await moneyHiddenFor(shop, c.var.membership)) ? reportWithoutMoney(report) : report);
});

/** GET/PUT /admin/analytics/money-figures: whether staff without `earnings` see money figures (PUT: shop admins). */
analyticsRoutes.get('/money-figures', async (c) => c.json(await moneyFiguresSetting(c.var.shop)));
analyticsRoutes.put('/money-figures', async (c) => {
  const input = await jsonBody(c, MoneyFiguresSettingSchema);
  const actor = { id: c.var.seller.id, name: c.var.seller.name };
  return c.json(await setMoneyFigures(c.var.shop, actor, c.var.membership, input));
});
