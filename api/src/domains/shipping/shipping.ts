/**
 * Shipping plans of a shop: the default plan (made on first read when a shop has none: Inside Dhaka, Dhaka
 * suburbs, Outside Dhaka at courier-like rates) and custom plans for chosen products or collections. The
 * contract's schemas have already checked that every district is in exactly one zone.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { ShopScope } from '../../platform/shop-scope.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { shippingPlans } from './tables.ts';
import { DEFAULT_SHIPPING_WORDS, defaultZones } from '../../../../contract/shipping-defaults.ts';
import type { Plan, PlanCreateSchema, PlanUpdateSchema } from '../../../../contract/shipping.ts';
import type { z } from 'zod';

type Row = typeof shippingPlans.$inferSelect;

export const toPlan = (row: Row): Plan => ({
  id: row.id,
  name: row.name,
  isDefault: row.isDefault,
  productIds: row.productIds,
  collectionIds: row.collectionIds,
  zones: row.zones as Plan['zones'],
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

/** Adds the default plan to a shop that has none (new shops, and demo shops when seeding). */
export async function ensureDefaultPlan(shop: ShopScope): Promise<void> {
  await shop
    .insert(shippingPlans)
    .values({ id: randomUUID(), name: DEFAULT_SHIPPING_WORDS.planName, isDefault: true, zones: defaultZones() })
    .onConflictDoNothing();
}

/** Every plan of the shop, the default first, then custom plans newest first. */
export async function listPlans(shop: ShopScope): Promise<Plan[]> {
  const rows = await shop
    .select()
    .from(shippingPlans)
    .orderBy(desc(shippingPlans.isDefault), desc(shippingPlans.createdAt), asc(shippingPlans.id));
  if (!rows.some((r) => r.isDefault)) {
    await ensureDefaultPlan(shop);
    return listPlans(shop);
  }
  return rows.map(toPlan);
}

export async function getPlan(shop: ShopScope, id: string): Promise<Plan> {
  if (id === 'default') {
    const plans = await listPlans(shop);
    return plans.find((p) => p.isDefault)!;
  }
  const [row] = await shop.select().from(shippingPlans).where(eq(shippingPlans.id, id)).limit(1);
  if (!row) throw notFound('This shipping plan does not exist or was deleted.');
  return toPlan(row);
}

export async function createPlan(shop: ShopScope, input: z.output<typeof PlanCreateSchema>): Promise<Plan> {
  await listPlans(shop); // a shop's first custom plan comes after its default plan
  const [row] = await shop
    .insert(shippingPlans)
    .values({ ...input, isDefault: false })
    .returning();
  return toPlan(row!);
}

const STALE = 'Someone else changed this shipping plan after you opened it. Reload the page to see their changes, then save again.';

/** Saves a whole plan with the version it was loaded at; a custom plan must keep at least one product or collection. */
export async function updatePlan(shop: ShopScope, id: string, input: z.output<typeof PlanUpdateSchema>): Promise<Plan> {
  const current = await getPlan(shop, id);
  if (current.version !== input.version) throw conflict(STALE, 'STALE_VERSION');
  if (!current.isDefault && input.productIds.length === 0 && input.collectionIds.length === 0) {
    throw badRequest('Some fields are not valid', 'VALIDATION_FAILED', {
      productIds: 'Choose the products or collections this plan ships',
    });
  }
  const { version, ...fields } = input;
  const [row] = await shop
    .update(shippingPlans)
    .set({
      ...fields,
      // The default plan ships everything no custom plan claims: it names no products.
      ...(current.isDefault ? { productIds: [], collectionIds: [] } : {}),
      version: version + 1,
      updatedAt: new Date(),
    })
    .where(and(eq(shippingPlans.id, current.id), eq(shippingPlans.version, version)))
    .returning();
  if (!row) throw conflict(STALE, 'STALE_VERSION');
  return toPlan(row);
}

/** Deletes a custom plan; its products go back to the default plan. The default plan cannot be deleted. */
export async function deletePlan(shop: ShopScope, id: string): Promise<void> {
  const plan = await getPlan(shop, id);
  if (plan.isDefault) throw badRequest('The default plan cannot be deleted; change its zones instead.', 'DEFAULT_PLAN');
  await shop.delete(shippingPlans).where(eq(shippingPlans.id, plan.id));
}
