/** Store API: the signed-in seller and their shops (/admin/sellers, /admin/seller). */
import { api } from './config.ts';

export interface User {
  id: string;
  name: string;
  email: string;
  phone: string;
  activeShopId: string | null;
  /** ISO time the account was made (absent from an older Store API). */
  createdAt?: string;
}

/** Shop list entry (spec §3) plus the shop's name. */
export interface ShopListEntry {
  shopId: string;
  name: string;
  isShopAdmin: boolean;
  permissions: string[];
}

export const sellersApi = {
  user: (token: string) => api(token).get<User>('/admin/sellers/user'),
  shopList: (token: string) => api(token).get<ShopListEntry[]>('/admin/seller/shop-list'),
  changeShop: (token: string, shopId: string) => api(token).post<{ shopId: string }>('/admin/seller/change-shop', { shopId }),
};
