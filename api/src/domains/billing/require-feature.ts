/**
 * requireFeature('custom_domain'): the plan gate other areas put on their routes. 403 FEATURE_NOT_IN_PLAN naming
 * the plan that adds the feature; a lapsed plan allows what Free does. Use after requireShop / requirePermission.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../platform/env.ts';
import { forbidden } from '../../platform/errors.ts';
import { PLAN_FEATURE_LABELS, type PlanFeature } from '../../../../contract/billing.ts';
import { planFeatures } from './billing.ts';

export { planFeatures };

export const requireFeature = (feature: PlanFeature) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const allowed = await planFeatures(c.var.db, c.var.shopId);
    if (!allowed.features.includes(feature)) {
      const plan = allowed.upgrades[feature];
      const label = PLAN_FEATURE_LABELS[feature];
      throw forbidden(
        plan ? `${label} comes with the ${plan} plan. Upgrade on the Plans and billing page.` : `${label} is not part of your plan.`,
        'FEATURE_NOT_IN_PLAN',
      );
    }
    await next();
  });
