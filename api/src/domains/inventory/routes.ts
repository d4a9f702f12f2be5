/** /admin/inventory (permission 'inventory'): defaults, the stock table, adjustments and their history. */
import { Hono } from 'hono';
import type { AppEnv } from '../../platform/env.ts';
import { adjustStock, getSettings, listAdjustments, listStock, saveSettings, toAdjustment } from './inventory.ts';
import { requirePermission } from '../../platform/session.ts';
import { AdjustmentListQuerySchema, AdjustmentSchema, InventorySettingsSchema, StockQuerySchema } from '../../../../contract/inventory.ts';
import { jsonBody, query } from '../../platform/validate.ts';

export const inventoryRoutes = new Hono<AppEnv>();
inventoryRoutes.use(requirePermission('inventory'));

inventoryRoutes.get('/settings', async (c) => c.json(await getSettings(c.var.db, c.var.shopId)));

inventoryRoutes.put('/settings', async (c) => {
  const settings = await jsonBody(c, InventorySettingsSchema);
  return c.json(await saveSettings(c.var.db, c.var.shopId, settings));
});

inventoryRoutes.get('/stock', async (c) => c.json(await listStock(c.var.db, c.var.shopId, query(c, StockQuerySchema))));

inventoryRoutes.get('/adjustments', async (c) =>
  c.json(await listAdjustments(c.var.db, c.var.shopId, query(c, AdjustmentListQuerySchema))),
);

inventoryRoutes.post('/adjustments', async (c) => {
  const input = await jsonBody(c, AdjustmentSchema);
  const row = await adjustStock(c.var.db, { ...input, shopId: c.var.shopId, createdBy: c.var.seller.id });
  return c.json(toAdjustment(row, c.var.seller.name), 201);
});
