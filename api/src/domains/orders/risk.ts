/**
 * COD risk lookups (issue 24 item 4) from the phone rollups (risk-tables.ts), never from the orders: one primary-key
 * read of the shop's rollup (through its accessor) and one of the platform's counts-only rollup per number.
 */
import { inArray } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { phoneRisk, phoneRiskShop } from '../../db/schema/index.ts';
import { ZERO_RISK, type PhoneRisk, type RiskCounts } from '../../../../contract/risk.ts';

const counts = { delivered: phoneRisk.delivered, returned: phoneRisk.returned, cancelled: phoneRisk.cancelled };
const shopCounts = { delivered: phoneRiskShop.delivered, returned: phoneRiskShop.returned, cancelled: phoneRiskShop.cancelled };

/** The records of several numbers (an orders page), keyed by phone; a number without a record has zeros. */
export async function risksOf(shop: ShopScope, phones: string[]): Promise<Map<string, PhoneRisk>> {
  const unique = [...new Set(phones)];
  const found = new Map<string, PhoneRisk>(unique.map((phone) => [phone, { phone, shop: ZERO_RISK, network: ZERO_RISK }]));
  if (!unique.length) return found;
  // The platform rollup is read without the shop accessor on purpose: it has no shop and holds counts only.
  const [own, all] = await Promise.all([
    shop
      .select({ phone: phoneRiskShop.phone, ...shopCounts })
      .from(phoneRiskShop)
      .where(inArray(phoneRiskShop.phone, unique)),
    shop.unscoped
      .select({ phone: phoneRisk.phone, ...counts })
      .from(phoneRisk)
      .where(inArray(phoneRisk.phone, unique)),
  ]);
  const pick = (r: RiskCounts): RiskCounts => ({ delivered: r.delivered, returned: r.returned, cancelled: r.cancelled });
  for (const r of own) found.get(r.phone)!.shop = pick(r);
  for (const r of all) found.get(r.phone)!.network = pick(r);
  return found;
}

/** One number's record in the shop and across Haat. */
export async function riskOf(shop: ShopScope, phone: string): Promise<PhoneRisk> {
  return (await risksOf(shop, [phone])).get(phone)!;
}
