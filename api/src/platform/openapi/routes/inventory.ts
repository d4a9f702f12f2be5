/** Inventory: settings, stock and adjustments (api/src/domains/inventory). */
import {
  AdjustmentAnswerSchema,
  AdjustmentListQuerySchema,
  AdjustmentListSchema,
  AdjustmentSchema,
  InventorySettingsSchema,
  StockListSchema,
  StockQuerySchema,
} from '../../../../../contract/inventory.ts';
import { describeRoute } from '../registry.ts';

const inventory = { tags: ['Inventory'], permission: 'inventory' } as const;

export const inventoryRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/inventory/settings',
    summary: 'Stock settings',
    ...inventory,
    answer: InventorySettingsSchema,
  }),
  describeRoute({
    method: 'PUT',
    path: '/admin/inventory/settings',
    summary: 'Save stock settings',
    ...inventory,
    body: InventorySettingsSchema,
    answer: InventorySettingsSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/inventory/stock',
    summary: 'Stock of every product and variant',
    ...inventory,
    query: StockQuerySchema,
    answer: StockListSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/inventory/adjustments',
    summary: 'Stock adjustments, newest first',
    ...inventory,
    query: AdjustmentListQuerySchema,
    answer: AdjustmentListSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/inventory/adjustments',
    summary: 'Adjust the stock of a product or variant',
    ...inventory,
    body: AdjustmentSchema,
    answer: AdjustmentAnswerSchema,
    status: 201,
    errors: [409],
  }),
];
