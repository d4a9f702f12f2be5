/**
 * /admin/shipping/plans (key `shipping`): the default plan and custom plans. GET lists them (the default plan is
 * made on first read), GET/PUT/DELETE /:id (`default` names the default plan), POST adds a custom plan.
 */
import { shopRoutes } from '../../platform/shop-routes.ts';
import { jsonBody } from '../../platform/validate.ts';
import { PlanCreateSchema, PlanUpdateSchema } from '../../../../contract/shipping.ts';
import { createPlan, deletePlan, getPlan, listPlans, updatePlan } from './shipping.ts';

export const shippingRoutes = shopRoutes({ permission: 'shipping' });

shippingRoutes.get('/plans', async (c) => {
  const plans = await listPlans(c.var.shop);
  return c.json({ response: plans, count: plans.length });
});

shippingRoutes.post('/plans', async (c) => c.json(await createPlan(c.var.shop, await jsonBody(c, PlanCreateSchema)), 201));

shippingRoutes.get('/plans/:id', async (c) => c.json(await getPlan(c.var.shop, c.req.param('id'))));

shippingRoutes.put('/plans/:id', async (c) => c.json(await updatePlan(c.var.shop, c.req.param('id'), await jsonBody(c, PlanUpdateSchema))));

shippingRoutes.delete('/plans/:id', async (c) => {
  await deletePlan(c.var.shop, c.req.param('id'));
  return c.json({ ok: true });
});
