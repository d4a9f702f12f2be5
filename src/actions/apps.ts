/**
 * Apps (issue 14): install and uninstall from /appstore (forms, `my-apps`), and the session token an embedded
 * app asks for over the bridge (JSON, from the app host island on /app/{handle}; any member of the shop may open
 * an installed app, and the token lends it only the granted scopes the user holds).
 */
import { ActionError, defineAction } from 'astro:actions';
import { APP_SECRETS } from 'astro:env/server';
import { z } from 'astro/zod';
import { parseAppSecrets } from '../../contract/apps.ts';
import { appsApi } from '../lib/api/apps.ts';
import { ApiError } from '../lib/api/errors.ts';
import { mintAppToken } from '../lib/app-tokens.ts';
import { actionError, fail, succeed, type FormOutcome } from '../lib/forms.ts';
import { factorFields, withFreshFactor } from '../lib/fresh-factor.ts';
import { forgetSession } from '../lib/session.ts';
import { m } from '../paraglide/messages.js';
import { requireRouteAccess } from './access.ts';

const STORE = '/appstore';
const HandleForm = z.object({ handle: z.string().trim().min(1).max(60) });

export const apps = {
  install: defineAction({
    accept: 'form',
    input: HandleForm.extend(factorFields),
    handler: async ({ handle, ...factor }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, STORE);
      try {
        const app = await withFreshFactor(token, factor, () => appsApi.install(token, handle));
        forgetSession(token); // the sidebar lists it on the next page
        return succeed(`/app/${encodeURIComponent(app.handle)}`, m.apps_installed({ name: app.name }));
      } catch (error) {
        return fail(error);
      }
    },
  }),

  uninstall: defineAction({
    accept: 'form',
    input: HandleForm,
    handler: async ({ handle }, context): Promise<FormOutcome> => {
      const token = requireRouteAccess(context, STORE);
      try {
        await appsApi.uninstall(token, handle);
        forgetSession(token);
        return succeed(STORE, m.apps_uninstalled());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  /** A ≤ 60 s session token for an installed app, signed with that app's secret (lib/app-tokens.ts). */
  sessionToken: defineAction({
    accept: 'json',
    input: z.object({ handle: z.string().trim().min(1).max(60) }),
    handler: async ({ handle }, context) => {
      const token = requireRouteAccess(context, '/app/[handle]');
      const { user, activeShop } = context.locals;
      if (!user || !activeShop) throw new ActionError({ code: 'FORBIDDEN', message: m.apps_choose_shop() });
      let app;
      try {
        app = await appsApi.installedApp(token, handle);
      } catch (error) {
        if (error instanceof ApiError) throw actionError(error); // a 400 or 404 stays one, an outage is a 503
        throw new ActionError({ code: 'BAD_GATEWAY', message: error instanceof Error ? error.message : m.apps_not_checked() });
      }
      const secret = parseAppSecrets(APP_SECRETS).get(app.handle);
      if (!secret) {
        throw new ActionError({ code: 'SERVICE_UNAVAILABLE', message: m.apps_not_set_up({ name: app.name }) });
      }
      return mintAppToken(app, { userId: user.id, shop: activeShop }, secret);
    },
  }),
};
