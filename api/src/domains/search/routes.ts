/**
 * /admin/search (issue 27 item 1): any member of the shop may search; each group of the answer is searched only when
 * the member's keys open it (search.ts), so a member with no key gets an answer with no group.
 */
import { shopRoutes } from '../../platform/shop-routes.ts';
import { query } from '../../platform/validate.ts';
import { SearchQuerySchema } from '../../../../contract/search.ts';
import { searchShop } from './search.ts';

export const searchRoutes = shopRoutes({ permission: 'member' });

searchRoutes.get('/', async (c) => {
  const { q } = query(c, SearchQuerySchema);
  return c.json(await searchShop(c.var.shop, c.var.membership, q));
});
