/**
 * A shop's VAT and checkout settings: read with their defaults when never saved, written with the version the
 * form was loaded at (a stale version is a 409). Each part has its own version, so saving one never undoes the other.
 */
import { eq, sql } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { shopSettings } from '../../db/schema/index.ts';
import { conflict } from '../../platform/errors.ts';
import { sellingSettings } from './tables.ts';
import {
  CheckoutFieldsSchema,
  DEFAULT_CHECKOUT,
  DEFAULT_VAT,
  VatFieldsSchema,
  type CheckoutFields,
  type VatFields,
} from '../../../../contract/selling-settings.ts';

type Part = 'vat' | 'checkout';

async function row(shop: ShopScope) {
  const [found] = await shop.select().from(sellingSettings).limit(1);
  return found;
}

/** The shop's VAT settings (defaults when never saved) and their version. */
export async function getVat(shop: ShopScope): Promise<VatFields & { version: number }> {
  const found = await row(shop);
  const parsed = VatFieldsSchema.safeParse(found?.vat ?? {});
  return { ...(parsed.success ? parsed.data : DEFAULT_VAT), version: found?.vatVersion ?? 0 };
}

/** The shop's checkout settings (defaults when never saved) and their version. */
export async function getCheckout(shop: ShopScope): Promise<CheckoutFields & { version: number }> {
  const found = await row(shop);
  const parsed = CheckoutFieldsSchema.safeParse(found?.checkout ?? {});
  return { ...(parsed.success ? parsed.data : DEFAULT_CHECKOUT), version: found?.checkoutVersion ?? 0 };
}

/** The BIN of the business settings, shown on the tax page and on VAT invoices. */
export async function shopBin(shop: ShopScope): Promise<string | null> {
  const [found] = await shop.select({ bin: shopSettings.bin }).from(shopSettings).limit(1);
  return found?.bin ?? null;
}

const STALE = {
  vat: 'Someone else changed the VAT settings after you opened them. Reload the page to see their changes, then save again.',
  checkout: 'Someone else changed the checkout settings after you opened them. Reload the page to see their changes, then save again.',
};

/** Writes one part if its version is still `version`; 409 otherwise. */
async function savePart(shop: ShopScope, part: Part, fields: object, version: number) {
  const versionColumn = part === 'vat' ? sellingSettings.vatVersion : sellingSettings.checkoutVersion;
  const next = { [part]: fields, [part === 'vat' ? 'vatVersion' : 'checkoutVersion']: version + 1, updatedAt: new Date() };
  if (version === 0) {
    const inserted = await shop.insert(sellingSettings).values(next).onConflictDoNothing().returning({ shopId: sellingSettings.shopId });
    if (inserted.length > 0) return;
  }
  const updated = await shop
    .update(sellingSettings)
    .set(next)
    .where(eq(versionColumn, sql`${version}`))
    .returning({ shopId: sellingSettings.shopId });
  if (updated.length === 0) throw conflict(STALE[part], 'STALE_VERSION');
}

export async function saveVat(shop: ShopScope, input: VatFields & { version: number }) {
  const { version, ...fields } = input;
  await savePart(shop, 'vat', fields, version);
  return getVat(shop);
}

export async function saveCheckout(shop: ShopScope, input: CheckoutFields & { version: number }) {
  const { version, ...fields } = input;
  await savePart(shop, 'checkout', fields, version);
  return getCheckout(shop);
}
