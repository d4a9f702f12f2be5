/**
 * Shipping plans (/admin/shipping/plans, key `shipping`): zones of Bangladesh's districts (Dhaka city and Dhaka
 * suburbs apart) with their rates. Every location must be in exactly one zone of a plan: a plan that leaves a
 * district out, or puts one in two zones, is refused with the list. Money in poisha.
 */
import { z } from 'zod';
import { findLocation, LOCATION_IDS } from './bd-geo.ts';
import type { ShippingPlan } from './pricing.ts';

export const RATE_KINDS = ['flat', 'weight', 'amount'] as const;
export const RATE_KIND_LABELS: Record<(typeof RATE_KINDS)[number], string> = {
  flat: 'Flat rate',
  weight: 'By weight (first kg + each extra kg)',
  amount: 'By order amount (bands)',
};
export const FREE_BASES = ['before_discount', 'after_discount'] as const;
export const FREE_BASIS_LABELS: Record<(typeof FREE_BASES)[number], string> = {
  before_discount: 'before the discount',
  after_discount: 'after the discount',
};

const poisha = (label: string) =>
  z
    .number({ error: `${label}: enter an amount` })
    .int(`${label}: whole poisha`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} is too large`);

export const RateSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('flat'), amount: poisha('The rate') }),
    z.object({ kind: z.literal('weight'), firstKg: poisha('The first kg'), extraKg: poisha('Each extra kg') }),
    z.object({
      kind: z.literal('amount'),
      bands: z
        .array(z.object({ from: poisha('A band start'), amount: poisha('A band charge') }))
        .min(1, 'Add at least one band')
        .max(20, 'At most 20 bands')
        .refine((b) => b.some((band) => band.from === 0), 'One band must start at ৳0'),
    }),
  ],
  { error: 'Choose flat, by weight or by order amount' },
);

export const ZoneSchema = z.object({
  id: z.string().trim().min(1).max(60),
  name: z.string({ error: 'Name the zone' }).trim().min(1, 'Name the zone').max(60, 'A zone name has at most 60 characters'),
  locations: z.array(z.string()).max(LOCATION_IDS.length),
  rate: RateSchema,
  freeOver: z
    .object({ amount: poisha('The free-delivery amount'), basis: z.enum(FREE_BASES) })
    .nullable()
    .default(null),
  deliveryTime: z.string().trim().max(60, 'At most 60 characters').default(''),
  codAllowed: z.boolean().default(true),
  codFee: z
    .object({ kind: z.enum(['percent', 'fixed']), value: z.number().min(0, 'The COD fee cannot be negative').max(100_000_000) })
    .refine((f) => f.kind !== 'percent' || f.value <= 10, { error: 'A COD fee is at most 10 %', path: ['value'] })
    .nullable()
    .default(null),
});
export type ZoneInput = z.input<typeof ZoneSchema>;

/** Names of the locations no zone holds, and of those two zones hold, for the refusal message. */
export function coverage(zones: readonly { name: string; locations: readonly string[] }[]) {
  const owner = new Map<string, string>();
  const twice: string[] = [];
  const unknown: string[] = [];
  for (const zone of zones) {
    for (const id of zone.locations) {
      if (!findLocation(id)) unknown.push(id);
      else if (owner.has(id)) twice.push(`${findLocation(id)!.name} (${owner.get(id)} and ${zone.name})`);
      else owner.set(id, zone.name);
    }
  }
  const missing = LOCATION_IDS.filter((id) => !owner.has(id)).map((id) => findLocation(id)!.name);
  return { missing, twice, unknown };
}

const ids = z.array(z.string().trim().min(1).max(100)).max(500, 'Choose at most 500').default([]);

const PlanFields = z.object({
  name: z.string({ error: 'Name the plan' }).trim().min(1, 'Name the plan').max(80, 'A plan name has at most 80 characters'),
  productIds: ids,
  collectionIds: ids,
  zones: z.array(ZoneSchema).min(1, 'Add at least one zone').max(20, 'At most 20 zones'),
});

const checkPlan = (plan: z.output<typeof PlanFields>, ctx: z.RefinementCtx) => {
  const { missing, twice, unknown } = coverage(plan.zones);
  if (unknown.length) ctx.addIssue({ code: 'custom', path: ['zones'], message: `Unknown districts: ${unknown.join(', ')}` });
  if (twice.length) ctx.addIssue({ code: 'custom', path: ['zones'], message: `A district can be in only one zone: ${twice.join(', ')}` });
  if (missing.length)
    ctx.addIssue({ code: 'custom', path: ['zones'], message: `Every district needs a zone. Without one: ${missing.join(', ')}` });
  const zoneIds = new Set<string>();
  for (const z of plan.zones) {
    if (zoneIds.has(z.id)) ctx.addIssue({ code: 'custom', path: ['zones'], message: 'Two zones have the same id' });
    zoneIds.add(z.id);
  }
};

/** PUT /admin/shipping/plans/:id: the whole plan with the version the form was loaded at. */
export const PlanUpdateSchema = PlanFields.extend({ version: z.number({ error: 'The version is missing' }).int().min(1) }).superRefine(
  checkPlan,
);
export type PlanUpdate = z.input<typeof PlanUpdateSchema>;

/** POST /admin/shipping/plans: a custom plan, for at least one product or collection. */
export const PlanCreateSchema = PlanFields.superRefine((plan, ctx) => {
  checkPlan(plan, ctx);
  if (plan.productIds.length === 0 && plan.collectionIds.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['productIds'], message: 'Choose the products or collections this plan ships' });
  }
});
export type PlanCreate = z.input<typeof PlanCreateSchema>;

export const PlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  productIds: z.array(z.string()),
  collectionIds: z.array(z.string()),
  zones: z.array(ZoneSchema),
  version: z.number(),
  updatedAt: z.string(),
});
export type Plan = z.infer<typeof PlanSchema>;
export const PlanListSchema = z.object({ response: z.array(PlanSchema), count: z.number() });

/** A stored plan as the pricing engine reads it. */
export const planForEngine = (p: Plan): ShippingPlan => ({
  id: p.id,
  name: p.name,
  isDefault: p.isDefault,
  productIds: p.productIds,
  collectionIds: p.collectionIds,
  zones: p.zones,
});
