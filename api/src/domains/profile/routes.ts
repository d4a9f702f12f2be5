/**
 * /admin/profile (session only, no shop key; open to a lapsed shop too): the seller's own name, phone,
 * e-mail, password and sessions, and POST /admin/profile/shops to open another shop. A user router
 * (platform/user-routes.ts): nothing here belongs to the active shop; the shop it opens gets its starting data
 * through that new shop's accessor (profile.ts).
 */
import { userRoutes } from '../../platform/user-routes.ts';
import { jsonBody } from '../../platform/validate.ts';
import {
  ChangeEmailSchema,
  ChangePasswordSchema,
  ConfirmEmailSchema,
  CreateShopSchema,
  UpdateDisplaySchema,
  UpdateProfileSchema,
} from '../../../../contract/profile.ts';
import {
  changePassword,
  confirmEmailChange,
  createShop,
  getProfile,
  listSessions,
  requestEmailChange,
  revokeOtherSessions,
  revokeSession,
  updateDisplay,
  updateProfile,
} from './profile.ts';
import { freshFactor } from '../../platform/fresh-factor.ts';

export const profileRoutes = userRoutes();

profileRoutes.get('/', async (c) => c.json(await getProfile(c.var.db, c.var.seller)));

profileRoutes.patch('/', async (c) => c.json(await updateProfile(c.var.db, c.var.seller, await jsonBody(c, UpdateProfileSchema))));

profileRoutes.patch('/display', async (c) => c.json(await updateDisplay(c.var.db, c.var.seller, await jsonBody(c, UpdateDisplaySchema))));

profileRoutes.post('/email', freshFactor as never, async (c) => {
  const input = await jsonBody(c, ChangeEmailSchema);
  const link = await requestEmailChange(c.var.db, c.var.seller, input, c.var.dashboardUrl);
  c.var.mail.kick();
  if (!c.var.mail.delivered) c.var.log(`E-mail change link for ${input.email}: ${link}`);
  return c.json({
    message: `We sent a link to ${input.email}. Open it to confirm the change; until then you sign in with ${c.var.seller.email}.`,
  });
});

profileRoutes.post('/email/confirm', async (c) => {
  const { token } = await jsonBody(c, ConfirmEmailSchema);
  return c.json(await confirmEmailChange(c.var.db, c.var.seller, token));
});

profileRoutes.post('/password', freshFactor as never, async (c) => {
  await changePassword(c.var.db, c.var.seller, c.var.session, await jsonBody(c, ChangePasswordSchema));
  return c.json({ message: 'Password changed. Every other session has been signed out.' });
});

profileRoutes.get('/sessions', async (c) => c.json(await listSessions(c.var.db, c.var.seller, c.var.session)));

profileRoutes.post('/sessions/others/revoke', async (c) => {
  const ended = await revokeOtherSessions(c.var.db, c.var.seller, c.var.session);
  return c.json({ ended });
});

profileRoutes.delete('/sessions/:id', async (c) => {
  await revokeSession(c.var.db, c.var.seller, c.req.param('id'));
  return c.body(null, 204);
});

profileRoutes.post('/shops', async (c) => {
  const shop = await createShop(c.var.db, c.var.seller, c.var.session, await jsonBody(c, CreateShopSchema));
  return c.json(shop, 201);
});
