/** Store API: inventory defaults, the stock table and adjustments (/admin/inventory). */
import type { Adjustment, AdjustmentInput, InventorySettings, StockItem, StockQuery } from '../../../contract/inventory.ts';
import type { ListAnswer } from '../../../contract/list.ts';
import { api } from './config.ts';

export type { Adjustment, InventorySettings, StockItem };

export const inventoryApi = {
  settings: (token: string) => api(token).get<InventorySettings>('/admin/inventory/settings'),
  saveSettings: (token: string, settings: InventorySettings) => api(token).put<InventorySettings>('/admin/inventory/settings', settings),
  stock: (token: string, query: Partial<StockQuery>) => api(token).get<ListAnswer<StockItem>>('/admin/inventory/stock', query),
  adjustments: (token: string, query: { page?: number; limit?: number; productId?: string; variantId?: string }) =>
    api(token).get<ListAnswer<Adjustment>>('/admin/inventory/adjustments', query),
  adjust: (token: string, input: AdjustmentInput) => api(token).post<Adjustment>('/admin/inventory/adjustments', input),
};
