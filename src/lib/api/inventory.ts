/** Store API: inventory defaults, the stock table and adjustments (/admin/inventory). */
import {
  AdjustmentAnswerSchema,
  AdjustmentListSchema,
  InventorySettingsSchema,
  StockListSchema,
  type Adjustment,
  type AdjustmentInput,
  type InventorySettings,
  type StockItem,
  type StockQuery,
} from '../../../contract/inventory.ts';
import { api } from './config.ts';

export type { Adjustment, InventorySettings, StockItem };

export const inventoryApi = {
  settings: (token: string) => api(token).get(InventorySettingsSchema, '/admin/inventory/settings'),
  saveSettings: (token: string, settings: InventorySettings) =>
    api(token).put(InventorySettingsSchema, '/admin/inventory/settings', settings),
  stock: (token: string, query: Partial<StockQuery>) => api(token).get(StockListSchema, '/admin/inventory/stock', query),
  adjustments: (token: string, query: { page?: number; limit?: number; productId?: string; variantId?: string }) =>
    api(token).get(AdjustmentListSchema, '/admin/inventory/adjustments', query),
  adjust: (token: string, input: AdjustmentInput) => api(token).post(AdjustmentAnswerSchema, '/admin/inventory/adjustments', input),
};
