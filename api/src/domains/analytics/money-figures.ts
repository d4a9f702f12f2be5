/**
 * Issue 25 item 10: every member may open Home and /analytics (spec §2), but a shop admin can keep the shop's money
 * figures from staff who lack the `earnings` key. The rule is applied to the Store API's answers, so the figures never
 * leave the server for such a member, whatever the page does.
 */
import { shops } from '../../db/schema/index.ts';
import type { Membership } from '../../platform/env.ts';
import { forbidden } from '../../platform/errors.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { recordActivity } from '../team/activity.ts';
import type { AnalyticsReport, HomeSummary, MoneyFiguresSetting } from '../../../../contract/analytics.ts';

/** The shop's setting. */
export async function moneyFiguresSetting(shop: ShopScope): Promise<MoneyFiguresSetting> {
  const [row] = await shop.select({ hidden: shops.hideMoneyFromStaff }).from(shops);
  return { hiddenFromStaff: Boolean(row?.hidden) };
}

/** True when this member may not see the shop's money figures: the shop hides them and they lack `earnings`. */
export async function moneyHiddenFor(shop: ShopScope, membership: Membership): Promise<boolean> {
  if (membership.isShopAdmin || membership.permissions.includes('earnings')) return false;
  return (await moneyFiguresSetting(shop)).hiddenFromStaff;
}

/** Only a shop admin decides it (it is about what their staff see); written to the activity log. */
export async function setMoneyFigures(
  shop: ShopScope,
  actor: { id: string; name: string },
  membership: Membership,
  setting: MoneyFiguresSetting,
): Promise<MoneyFiguresSetting> {
  if (!membership.isShopAdmin) throw forbidden('Only a shop admin can decide who sees money figures.', 'SHOP_ADMIN_ONLY');
  await shop.transaction(async (t) => {
    await t.update(shops).set({ hideMoneyFromStaff: setting.hiddenFromStaff });
    await recordActivity(t, {
      actor,
      note: { action: 'shop.money_figures', params: { hidden: setting.hiddenFromStaff } },
    });
  });
  return moneyFiguresSetting(shop);
}

const totals = <T extends { sales: number | null; averageOrder: number | null }>(row: T): T => ({
  ...row,
  sales: null,
  averageOrder: null,
});
const noSales = <T extends { sales: number | null }>(row: T): T => ({ ...row, sales: null });

/** The home summary without a money figure. */
export const homeWithoutMoney = (home: HomeSummary): HomeSummary => ({
  ...home,
  today: totals(home.today),
  week: totals(home.week),
  salesByDay: home.salesByDay.map(noSales),
  recentOrders: home.recentOrders.map((order) => ({ ...order, total: null })),
  moneyHidden: true,
});

/** The analytics report without a money figure. */
export const reportWithoutMoney = (report: AnalyticsReport): AnalyticsReport => ({
  ...report,
  totals: totals(report.totals),
  overTime: report.overTime.map(noSales),
  topProducts: report.topProducts.map(noSales),
  paymentMethods: report.paymentMethods.map(noSales),
  customers: report.customers.map(noSales),
  moneyHidden: true,
});
