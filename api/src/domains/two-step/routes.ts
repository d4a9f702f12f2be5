/**
 * /admin/profile/two-step and /admin/profile/fresh-factor (user routes: the seller's own account, open to a lapsed
 * shop too): the authenticator app's setup, recovery codes, turning it off, and giving a fresh factor.
 */
import { userRoutes } from '../../platform/user-routes.ts';
import { freshFactor } from '../../platform/fresh-factor.ts';
import { jsonBody } from '../../platform/validate.ts';
import { CodeSchema, FreshFactorSchema } from '../../../../contract/two-step.ts';
import { renewRecoveryCodes } from './codes.ts';
import { confirmSetup, disableTwoStep, giveFactor, hasTwoStep, startSetup, twoStepStatus } from './two-step.ts';
import { conflict } from '../../platform/errors.ts';

export const twoStepRoutes = userRoutes();

twoStepRoutes.get('/', async (c) => c.json(await twoStepStatus(c.var.db, c.var.seller, c.var.session)));

// Adding an authenticator changes how the account signs in (ASVS 7.5.1): it needs a fresh factor too.
twoStepRoutes.post('/setup', freshFactor as never, async (c) => c.json(await startSetup(c.var.db, c.var.seller), 201));

twoStepRoutes.post('/confirm', async (c) => {
  const { code } = await jsonBody(c, CodeSchema);
  return c.json({ recoveryCodes: await confirmSetup(c.var, c.var.seller, c.var.session, code) });
});

twoStepRoutes.post('/recovery-codes', freshFactor as never, async (c) => {
  if (!(await hasTwoStep(c.var.db, c.var.seller.id))) throw conflict('Two-step sign-in is off.', 'TWO_STEP_ALREADY_OFF');
  return c.json({ recoveryCodes: await renewRecoveryCodes(c.var.db, c.var.seller.id) });
});

twoStepRoutes.post('/disable', async (c) => {
  const { code } = await jsonBody(c, CodeSchema);
  await disableTwoStep(c.var, c.var.seller, c.var.session, code);
  return c.json({ message: 'Two-step sign-in is off.' });
});

export const freshFactorRoutes = userRoutes();

freshFactorRoutes.post('/', async (c) => {
  const until = await giveFactor(c.var, c.var.seller, c.var.session, await jsonBody(c, FreshFactorSchema));
  return c.json({ freshUntil: until.toISOString() });
});
