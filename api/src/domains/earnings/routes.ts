/**
 * /admin/earnings (key `earnings`): the summary (balances, next payout, settings), ledger lines, earnings by day,
 * the statement CSV, payouts. Shop admins alone change the payout method and schedule, ask for or cancel a
 * payout and add adjustments.
 */
import { createMiddleware } from 'hono/factory';
import { forbidden } from '../../platform/errors.ts';
import { shopRoutes, type ShopEnv } from '../../platform/shop-routes.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import { csvFileName } from '../../../../contract/csv.ts';
import {
  AdjustmentCreateSchema,
  ByDayQuerySchema,
  DayRangeQuerySchema,
  LedgerListQuerySchema,
  PayoutListQuerySchema,
  PayoutSettingsSaveSchema,
} from '../../../../contract/earnings.ts';
import { dhakaDate } from '../../../../contract/analytics.ts';
import { addAdjustment, dhakaDayStart, earningsByDay, lineAnswer, listLines, statementCsv } from './ledger.ts';
import { syncShopLedger } from './ledger-sync.ts';
import { cancelPayout, getPayout, listPayouts, requestPayout, saveSettings, settingsAnswer, summary, type Actor } from './payouts.ts';
import { freshFactor } from '../../platform/fresh-factor.ts';

const onlyAdmins = createMiddleware<ShopEnv>(async (c, next) => {
  if (!c.var.membership.isShopAdmin) throw forbidden('Only shop admins can change payouts.', 'SHOP_ADMIN_ONLY');
  await next();
});

const actorOf = (c: { var: ShopEnv['Variables'] }): Actor => ({
  seller: { id: c.var.seller.id, name: c.var.seller.name },
  isAdmin: c.var.membership.isShopAdmin,
});

export const earningsRoutes = shopRoutes({ permission: 'earnings' });

earningsRoutes.get('/', async (c) => {
  await syncShopLedger(c.var.shop);
  return c.json(await summary(c.var.shop, c.var.membership.isShopAdmin));
});

earningsRoutes.get('/lines', async (c) => c.json(await listLines(c.var.shop, query(c, LedgerListQuerySchema))));

earningsRoutes.get('/by-day', async (c) => {
  const asked = query(c, ByDayQuerySchema);
  const to = asked.to ?? dhakaDate();
  const from = asked.from ?? dhakaDate(new Date(dhakaDayStart(to).getTime() - 29 * 86_400_000 + 3_600_000));
  return c.json(await earningsByDay(c.var.shop, DayRangeQuerySchema.parse({ from, to })));
});

earningsRoutes.get('/statement.csv', async (c) => {
  const range = query(c, DayRangeQuerySchema);
  const csv = await statementCsv(c.var.shop, range);
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${csvFileName(`statement-${range.from}-to-${range.to}`)}"`,
    'cache-control': 'no-store',
  });
});

earningsRoutes.post('/adjustments', onlyAdmins, async (c) => {
  const line = await addAdjustment(c.var.shop, c.var.seller.id, await jsonBody(c, AdjustmentCreateSchema));
  return c.json(lineAnswer({ ...line, payoutStatus: null }), 201);
});

earningsRoutes.put('/payout-settings', onlyAdmins, freshFactor, async (c) => {
  const saved = await saveSettings(c.var.shop, actorOf(c), await jsonBody(c, PayoutSettingsSaveSchema));
  return c.json(settingsAnswer(saved, true));
});

earningsRoutes.get('/payouts', async (c) => c.json(await listPayouts(c.var.shop, query(c, PayoutListQuerySchema))));

earningsRoutes.post('/payouts', onlyAdmins, freshFactor, async (c) => c.json(await requestPayout(c.var.shop, actorOf(c)), 201));

earningsRoutes.get('/payouts/:id', async (c) => c.json(await getPayout(c.var.shop, c.req.param('id'))));

earningsRoutes.post('/payouts/:id/cancel', onlyAdmins, async (c) => c.json(await cancelPayout(c.var.shop, actorOf(c), c.req.param('id'))));
