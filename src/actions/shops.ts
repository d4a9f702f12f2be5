/** Switching the active shop from the top bar (spec §4). */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { ChangeShopSchema } from '../../contract/auth.ts';
import { canAccess } from '../lib/access.ts';
import { sellersApi } from '../lib/api/sellers.ts';
import { bounce, succeed } from '../lib/forms.ts';
import { findRoute, pathFor, type RouteEntry } from '../lib/routes.ts';
import type { ShopListEntry } from '../lib/api/sellers.ts';
import { safeNext } from '../lib/safe-next.ts';
import { forgetSession, setShopCookie } from '../lib/session.ts';
import { requireToken } from './access.ts';
import { m } from '../paraglide/messages.js';

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
        return bounce(safeNext(returnTo), error);
      }
      forgetSession(token);
      setShopCookie(context.cookies, context.url, shopId);
      const shop = context.locals.shops.find((entry) => entry.shopId === shopId);
      const route = returnPattern ? findRoute(returnPattern) : undefined;
      return succeed(
        returnPathAfterSwitch(route, shop, returnTo),
        shop ? m.layout_switched_shop({ shop: shop.name }) : m.layout_switched_shop_unnamed(),
      );
    },
  }),
};

/**
 * Back to the same page, unless the new shop does not grant it (then Home, spec §4) or the page
 * shows one record of the old shop (an order, a product): then its list in the new shop.
 */
function returnPathAfterSwitch(route: RouteEntry | undefined, shop: ShopListEntry | undefined, returnTo: string | undefined): string {
  if (route && !canAccess(route, { signedIn: true, shop: shop ?? null })) return '/';
  if (route?.pattern.includes('[') && route.parent) return pathFor(route.parent);
  return safeNext(returnTo);
}
