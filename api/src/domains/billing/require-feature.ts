/**
 * requireFeature('custom_domain'): the plan gate other areas put on their routes. 403 FEATURE_NOT_IN_PLAN naming
 * the plan that adds the feature; a lapsed plan allows what Free does. Use on a route of a shop router (platform/shop-routes.ts).
 */
import { createMiddleware } from 'hono/factory';
import type { ShopEnv } from '../../platform/shop-routes.ts';
import { forbidden } from '../../platform/errors.ts';
import { PLAN_FEATURE_LABELS, type PlanFeature } from '../../../../contract/billing.ts';
import { featuresOf, planFeatures } from './billing.ts';

export { planFeatures };

export const requireFeature = (feature: PlanFeature) =>
  createMiddleware<ShopEnv>(async (c, next) => {
    const allowed = await featuresOf(c.var.shop);
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
