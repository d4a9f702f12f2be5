/** /admin/inventory (permission 'inventory'): defaults, the stock table, adjustments and their history. */
import { adjustStock, getSettings, listAdjustments, listStock, saveSettings, toAdjustment } from './inventory.ts';
import { shopRoutes } from '../../platform/shop-routes.ts';
import { AdjustmentListQuerySchema, AdjustmentSchema, InventorySettingsSchema, StockQuerySchema } from '../../../../contract/inventory.ts';
import { jsonBody, query } from '../../platform/validate.ts';

export const inventoryRoutes = shopRoutes({ permission: 'inventory' });

inventoryRoutes.get('/settings', async (c) => c.json(await getSettings(c.var.shop)));

inventoryRoutes.put('/settings', async (c) => {
  const settings = await jsonBody(c, InventorySettingsSchema);
  return c.json(await saveSettings(c.var.shop, settings));
});

inventoryRoutes.get('/stock', async (c) => c.json(await listStock(c.var.shop, query(c, StockQuerySchema))));

inventoryRoutes.get('/adjustments', async (c) => c.json(await listAdjustments(c.var.shop, query(c, AdjustmentListQuerySchema))));

inventoryRoutes.post('/adjustments', async (c) => {
  const input = await jsonBody(c, AdjustmentSchema);
  const row = await adjustStock(c.var.shop, { ...input, createdBy: c.var.seller.id });
  return c.json(toAdjustment(row, c.var.seller.name), 201);
});
