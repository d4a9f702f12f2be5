/**
 * Each shop's credentials per courier: saved whole (replacing the last), removed, and listed only as "connected
 * since" — never answered back, never logged. The drivers get them through `driverFor`.
 */
import { and, eq } from 'drizzle-orm';
import {
  COURIER_NAMES,
  COURIER_NOT_CONNECTED,
  COURIERS,
  CourierCredentialsSchemas,
  type CourierAccount,
  type CourierCredentials,
  type CourierId,
} from '../../../../contract/couriers.ts';
import { badRequest, conflict } from '../../platform/errors.ts';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { fieldErrors } from '../../platform/validate.ts';
import { courierDriver, type CourierEndpoints, type DriverOptions } from '../../platform/couriers/drivers.ts';
import { openSecret, sealSecret } from '../../platform/secret-box.ts';
import { pathaoTokenStore } from './pathao-tokens.ts';
import { courierAccounts } from './tables.ts';

export async function listAccounts(shop: ShopScope, apiBase: string): Promise<CourierAccount[]> {
  const rows = await shop.select({ courier: courierAccounts.courier, updatedAt: courierAccounts.updatedAt }).from(courierAccounts);
  return COURIERS.map((courier) => {
    const row = rows.find((r) => r.courier === courier);
    return {
      courier,
      name: COURIER_NAMES[courier],
      connected: !!row,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      webhookUrl: `${apiBase.replace(/\/+$/, '')}/couriers/${courier}/webhook`,
    };
  });
}

/** Checks the credentials against the courier's form (400 with the fields that are wrong) and saves them. */
export async function saveCredentials(shop: ShopScope, sellerId: string, courier: CourierId, input: Record<string, string>) {
  const parsed = CourierCredentialsSchemas[courier].safeParse(input);
  if (!parsed.success) throw badRequest(`Check the ${COURIER_NAMES[courier]} details.`, 'VALIDATION_FAILED', fieldErrors(parsed.error));
  const plain = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as Record<string, string>;
  // Sealed (platform/secret-box.ts), bound to the shop and courier: a copy of the database alone gives no credentials.
  const credentials = { sealed: sealSecret(JSON.stringify(plain), sealContext(shop.shopId, courier)) };
  await shop
    .insert(courierAccounts)
    .values({ courier, credentials, updatedBy: sellerId })
    .onConflictDoUpdate({
      target: [courierAccounts.shopId, courierAccounts.courier],
      // New credentials: the token of the old ones is not theirs.
      set: { credentials, token: null, tokenExpiresAt: null, tokenLeaseUntil: null, updatedBy: sellerId, updatedAt: new Date() },
    });
}

export async function removeCredentials(shop: ShopScope, courier: CourierId) {
  await shop.delete(courierAccounts).where(eq(courierAccounts.courier, courier));
}

const sealContext = (shopId: string, courier: CourierId) => `courier:${shopId}:${courier}`;

/** The shop's credentials for `courier`; 409 COURIER_NOT_CONNECTED when it gave none. */
export async function credentialsFor<C extends CourierId>(shop: ShopScope, courier: C): Promise<CourierCredentials[C]> {
  const [row] = await shop
    .select({ credentials: courierAccounts.credentials })
    .from(courierAccounts)
    .where(and(eq(courierAccounts.courier, courier)))
    .limit(1);
  if (!row)
    throw conflict(`Connect ${COURIER_NAMES[courier]} in Shipping → Couriers first.`, COURIER_NOT_CONNECTED, {
      courier: `${COURIER_NAMES[courier]} is not connected.`,
    });
  // The demo seed stores the sandboxes' (not secret) credentials as they are; what a shop saves is sealed.
  const stored = row.credentials;
  const plain =
    typeof stored.sealed === 'string' ? (JSON.parse(openSecret(stored.sealed, sealContext(shop.shopId, courier))) as unknown) : stored;
  return plain as CourierCredentials[C];
}

/** The shop's driver for `courier` (409 COURIER_NOT_CONNECTED without credentials); Pathao's token is kept in the database. */
export async function driverFor(shop: ShopScope, courier: CourierId, config: { endpoints: CourierEndpoints; driver?: DriverOptions }) {
  const credentials = await credentialsFor(shop, courier);
  return courierDriver(courier, credentials, config.endpoints, config.driver, { pathaoTokens: pathaoTokenStore(shop) });
}
