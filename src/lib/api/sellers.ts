/** Store API: the signed-in seller and their shops (/admin/sellers, /admin/seller). */
import { z } from 'zod';
import { ChangeShopAnswerSchema, ShopListEntrySchema, UserSchema, type ShopListEntry, type User } from '../../../contract/auth.ts';
import { api } from './config.ts';

export type { ShopListEntry, User };

const ShopListSchema = z.array(ShopListEntrySchema);

export const sellersApi = {
  user: (token: string) => api(token).get(UserSchema, '/admin/sellers/user'),
  shopList: (token: string) => api(token).get(ShopListSchema, '/admin/seller/shop-list'),
  changeShop: (token: string, shopId: string) => api(token).post(ChangeShopAnswerSchema, '/admin/seller/change-shop', { shopId }),
};
