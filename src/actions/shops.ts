/** Switching the active shop from the top bar (spec §4). */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { ChangeShopSchema } from '../../api/src/schemas/auth.ts';
import { hasPermission } from '../lib/access.ts';
import { sellersApi } from '../lib/api/sellers.ts';
import { fail, succeed } from '../lib/forms.ts';
import { findRoute } from '../lib/routes.ts';
import { safeNext } from '../lib/safe-next.ts';
import { setShopCookie } from '../lib/session.ts';
import { requireToken } from './access.ts';

export const shops = {
  change: defineAction({
    accept: 'form',
    input: ChangeShopSchema.extend({
      /** The page the switcher sat on, to come back to. */
      returnTo: z.string().optional(),
      /** Its route pattern, to check the new shop grants that page. */
      returnPattern: z.string().optional(),
    }),
    handler: async ({ shopId, returnTo, returnPattern }, context) => {
      const token = requireToken(context);
      try {
        await sellersApi.changeShop(token, shopId);
      } catch (error) {
        return fail(error);
      }
      setShopCookie(context.cookies, context.url, shopId);
      const shop = context.locals.shops.find((entry) => entry.shopId === shopId);
      const route = returnPattern ? findRoute(returnPattern) : undefined;
      const access = route?.access;
      const keyNeeded = access && access !== 'signin' && access !== 'public' && access !== 'guest' ? access : null;
      const back = keyNeeded && !hasPermission(shop, keyNeeded) ? '/' : safeNext(returnTo);
      return succeed(back, `Switched to ${shop?.name ?? 'the shop'}.`);
    },
  }),
};
