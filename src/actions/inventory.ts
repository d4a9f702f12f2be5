/** Inventory (/settings/inventory): save the shop's defaults, adjust one item's stock. */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { AdjustmentSchema, InventorySettingsSchema } from '../../contract/inventory.ts';
import { inventoryApi } from '../lib/api/inventory.ts';
import { anchorId } from '../lib/form-target.ts';
import { formatNumber } from '../../contract/format.ts';
import { signed } from '../lib/inventory.ts';
import { m } from '../paraglide/messages.js';
import { fail, succeed } from '../lib/forms.ts';
import { safeNext } from '../lib/safe-next.ts';
import { requireRouteAccess } from './access.ts';

const returnTo = z.string().optional();

export const inventory = {
  saveSettings: defineAction({
    accept: 'form',
    input: InventorySettingsSchema.extend({ returnTo }),
    handler: async ({ returnTo, ...settings }, context) => {
      const token = requireRouteAccess(context, '/settings/inventory');
      try {
        await inventoryApi.saveSettings(token, settings);
        return succeed(safeNext(returnTo, '/settings/inventory'), m.inventory_saved());
      } catch (error) {
        return fail(error);
      }
    },
  }),

  adjust: defineAction({
    accept: 'form',
    input: AdjustmentSchema.extend({ returnTo }),
    handler: async ({ returnTo, ...input }, context) => {
      const token = requireRouteAccess(context, '/settings/inventory');
      try {
        const answer = await inventoryApi.adjust(token, input);
        return succeed(
          // Back to the row that changed (its id in StockTable), not the top of a long page.
          `${safeNext(returnTo, '/settings/inventory').replace(/#.*$/, '')}#${anchorId('stock', input.productId, input.variantId)}`,
          m.inventory_adjusted({
            item: answer.itemTitle,
            change: signed(answer.change, context.locals.display),
            count: formatNumber(answer.quantityAfter, context.locals.display),
          }),
        );
      } catch (error) {
        return fail(error);
      }
    },
  }),
};
