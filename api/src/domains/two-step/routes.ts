/**
 * /admin/profile/two-step and /admin/profile/fresh-factor (user routes: the seller's own account, open to a lapsed
 * shop too): the authenticator app's setup, recovery codes, turning it off, passkeys, and giving a fresh factor.
 */
import { userRoutes } from '../../platform/user-routes.ts';
import { freshFactor } from '../../platform/fresh-factor.ts';
import { jsonBody } from '../../platform/validate.ts';
import { CodeSchema, FreshFactorSchema } from '../../../../contract/two-step.ts';
import { renewRecoveryCodes } from './codes.ts';
import { confirmSetup, disableTwoStep, giveFactor, hasTwoStep, startSetup, twoStepStatus } from './two-step.ts';
import { conflict } from '../../platform/errors.ts';
import { PasskeyRegistrationSchema, PasskeyRenameSchema } from '../../../../contract/passkeys.ts';
import { listPasskeys, registerPasskey, registrationOptions, relyingParty, removePasskey, renamePasskey, useOptions } from './passkeys.ts';

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

// Options for giving the fresh factor with a passkey (its answer goes to POST / as `passkey`).
freshFactorRoutes.post('/passkey-options', async (c) =>
  c.json(await useOptions(c.var.db, relyingParty(c.var.dashboardUrl), 'fresh-factor', c.var.seller.id)),
);
freshFactorRoutes.post('/', async (c) => {
  const until = await giveFactor(c.var, c.var.seller, c.var.session, await jsonBody(c, FreshFactorSchema));
  return c.json({ freshUntil: until.toISOString() });
});

// Passkeys (item 9): beside the authenticator app, which they need on (the code stays the way in without JavaScript).
// Adding one changes how the account signs in and removing one is an access change: both need a fresh factor.
const rp = (c: { var: { dashboardUrl: string } }) => relyingParty(c.var.dashboardUrl);
const needsApp = () => conflict('Turn on the authenticator app first: passkeys work beside it.', 'PASSKEY_NEEDS_TWO_STEP');
twoStepRoutes.get('/passkeys', async (c) => c.json({ response: await listPasskeys(c.var.db, c.var.seller.id) }));
twoStepRoutes.post('/passkeys/options', freshFactor as never, async (c) => {
  if (!(await hasTwoStep(c.var.db, c.var.seller.id))) throw needsApp();
  return c.json(await registrationOptions(c.var.db, rp(c), c.var.seller));
});
twoStepRoutes.post('/passkeys', freshFactor as never, async (c) => {
  const input = await jsonBody(c, PasskeyRegistrationSchema);
  if (!(await hasTwoStep(c.var.db, c.var.seller.id))) throw needsApp();
  return c.json(await registerPasskey(c.var.db, rp(c), c.var.seller, input), 201);
});
twoStepRoutes.patch('/passkeys/:id', async (c) => {
  const { name } = await jsonBody(c, PasskeyRenameSchema);
  await renamePasskey(c.var.db, c.var.seller.id, c.req.param('id'), name);
  return c.json({ message: 'The passkey is renamed.' });
});
twoStepRoutes.delete('/passkeys/:id', freshFactor as never, async (c) => {
  await removePasskey(c.var.db, c.var.seller.id, c.req.param('id'));
  return c.json({ message: 'The passkey is removed.' });
});
