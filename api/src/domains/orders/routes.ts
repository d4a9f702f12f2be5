/**
 * /admin/orders: the active shop's orders (permission "orders"). List with filters and per-status counts,
 * detail, status changes along the state machine (refusals → 409 with the reason), fulfilment, cancel
 * with restock, refunds (bounds → 422), cash collected, notes, bulk status, printing and CSV export.
 */

import { addNote, bulkChangeStatus, changeStatus, collectCash, fulfil, recordPayment, refund, type Actor } from './order-changes.ts';
import { orderDetail, ordersForPrint, shopForDocuments } from './orders.ts';
import { exportOrders, listOrders } from './orders-list.ts';
import { shopRoutes, type ShopEnv } from '../../platform/shop-routes.ts';
import { orderCreateRoutes } from '../orders-create/routes.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, STATUS_LABELS } from '../../../../contract/order-state-machine.ts';
import {
  BulkStatusSchema,
  CancelSchema,
  ChangeStatusSchema,
  FulfilSchema,
  IdsQuerySchema,
  NoteSchema,
  OrderFilterSchema,
  OrderListQuerySchema,
  RecordPaymentSchema,
  RefundSchema,
} from '../../../../contract/orders.ts';
import { dhakaDate } from '../../../../contract/analytics.ts';
import { RiskQuerySchema } from '../../../../contract/risk.ts';
import { riskOf } from './risk.ts';
import { jsonBody, query } from '../../platform/validate.ts';
import type { Context } from 'hono';
import { toCsv } from '../../../../contract/csv.ts';
import { takaText as taka } from '../../../../contract/money.ts';

export const orderRoutes = shopRoutes({ permission: 'orders' });
// Orders taken from a chat (quote, place, sellable, checkout rules): before '/:id', which would take /sellable.
orderRoutes.route('/', orderCreateRoutes);

const actor = (c: Context<ShopEnv>): Actor => ({ sellerId: c.var.seller.id });

orderRoutes.get('/', async (c) => c.json(await listOrders(c.var.shop, query(c, OrderListQuerySchema))));

/** CSV of the filtered list, or of `?ids=` (selected orders). Amounts in taka with two decimals. */
orderRoutes.get('/export.csv', async (c) => {
  const ids = c.req.query('ids') ? query(c, IdsQuerySchema).ids : undefined;
  const filters = ids ? {} : query(c, OrderFilterSchema);
  const rows = await exportOrders(c.var.shop, filters, ids);
  const header = [
    'Order',
    'Placed at',
    'Customer',
    'Phone',
    'Email',
    'District',
    'Items',
    'Subtotal',
    'Discount',
    'Promo code',
    'Shipping',
    'Tax',
    'Total',
    'Paid',
    'Refunded',
    'Payment method',
    'Payment status',
    'Transaction id',
    'Status',
    'Courier',
    'Tracking number',
  ];
  const body = toCsv(
    header,
    rows.map((o) => [
      `#${o.number}`,
      o.placedAt.toISOString(),
      o.customerName,
      o.customerPhone,
      o.customerEmail ?? '',
      o.district ?? '',
      String(o.itemsCount),
      taka(o.subtotal),
      taka(o.discount),
      o.promoCode ?? '',
      taka(o.shipping),
      taka(o.tax),
      taka(o.total),
      taka(o.paidAmount),
      taka(o.refundedAmount),
      PAYMENT_METHOD_LABELS[o.paymentMethod],
      PAYMENT_STATUS_LABELS[o.paymentStatus],
      o.transactionId ?? '',
      STATUS_LABELS[o.status],
      o.courier ?? '',
      o.trackingNumber ?? '',
    ]),
  );
  return c.body(body, 200, {
    'content-type': 'text/csv; charset=utf-8',
    // Named by the shop's day (Asia/Dhaka), like the other exports: just after midnight it is already tomorrow there.
    'content-disposition': `attachment; filename="orders-${dhakaDate()}.csv"`,
  });
});

/** Several orders with items and the shop, for bulk invoices and packing slips (`?ids=a,b`). */
orderRoutes.get('/print', async (c) => {
  const { ids } = query(c, IdsQuerySchema);
  const [shop, list] = await Promise.all([shopForDocuments(c.var.shop), ordersForPrint(c.var.shop, ids)]);
  return c.json({ shop, orders: list });
});

orderRoutes.post('/bulk-status', async (c) => {
  const { ids, status } = await jsonBody(c, BulkStatusSchema);
  return c.json(await bulkChangeStatus(c.var.shop, actor(c), ids, status));
});

/** GET /admin/orders/risk?phone=: a number's COD record, in this shop and across Haat (counts only). */
orderRoutes.get('/risk', async (c) => c.json(await riskOf(c.var.shop, query(c, RiskQuerySchema).phone)));

orderRoutes.get('/:id', async (c) => {
  const [order, shop] = await Promise.all([orderDetail(c.var.shop, c.req.param('id')), shopForDocuments(c.var.shop)]);
  return c.json({ ...order, shop });
});

orderRoutes.post('/:id/status', async (c) => {
  const { status } = await jsonBody(c, ChangeStatusSchema);
  return c.json(await changeStatus(c.var.shop, actor(c), c.req.param('id'), status));
});

orderRoutes.post('/:id/cancel', async (c) => {
  const { reason, restock } = await jsonBody(c, CancelSchema);
  return c.json(await changeStatus(c.var.shop, actor(c), c.req.param('id'), 'cancelled', { reason, restock }));
});

orderRoutes.post('/:id/fulfil', async (c) =>
  c.json(await fulfil(c.var.shop, actor(c), c.req.param('id'), await jsonBody(c, FulfilSchema))),
);

orderRoutes.post('/:id/refund', async (c) =>
  c.json(await refund(c.var.shop, actor(c), c.req.param('id'), await jsonBody(c, RefundSchema))),
);

orderRoutes.post('/:id/cash-collected', async (c) => c.json(await collectCash(c.var.shop, actor(c), c.req.param('id'))));

orderRoutes.post('/:id/payments', async (c) =>
  c.json(await recordPayment(c.var.shop, actor(c), c.req.param('id'), await jsonBody(c, RecordPaymentSchema))),
);

orderRoutes.post('/:id/notes', async (c) => {
  const { body } = await jsonBody(c, NoteSchema);
  return c.json(await addNote(c.var.shop, actor(c), c.req.param('id'), body), 201);
});
