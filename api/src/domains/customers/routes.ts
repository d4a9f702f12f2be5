/** /admin/customers: the active shop's customers (permission key 'customers'). */
import { and, eq } from 'drizzle-orm';
import { customerOrders, customerTags, exportCustomers, findCustomer, listCustomers, phoneTaken } from './customers.ts';
import { customers } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { shopRoutes } from '../../platform/shop-routes.ts';
import { nextVersion, staleVersion, versionIs } from '../../platform/versions.ts';
import { CustomerExportQuerySchema, CustomerListQuerySchema, CustomerPatchSchema } from '../../../../contract/customer.ts';
import { ListQuerySchema } from '../../../../contract/list.ts';
import { csvFileName, toCsv } from '../../../../contract/csv.ts';
import { takaText } from '../../../../contract/money.ts';
import { jsonBody, query } from '../../platform/validate.ts';

/** Rows in one CSV export; a bigger shop filters first. */
export const MAX_EXPORT_ROWS = 50_000;

export const customerRoutes = shopRoutes({ permission: 'customers' });

customerRoutes.get('/', async (c) => {
  const input = query(c, CustomerListQuerySchema);
  return c.json(await listCustomers(c.var.shop, input));
});

customerRoutes.get('/tags', async (c) => c.json(await customerTags(c.var.shop)));

customerRoutes.get('/export.csv', async (c) => {
  const input = query(c, CustomerExportQuerySchema);
  const rows = await exportCustomers(c.var.shop, input, MAX_EXPORT_ROWS);
  const csv = toCsv(
    ['Name', 'Phone', 'Email', 'District', 'Tags', 'Orders', 'Total spent (BDT)', 'Last order', 'Customer since'],
    rows.map((row) => [
      row.name,
      row.phone,
      row.email,
      row.district,
      row.tags.join(', '),
      row.ordersCount,
      takaText(row.totalSpent),
      row.lastOrderAt?.slice(0, 10),
      row.createdAt.slice(0, 10),
    ]),
  );
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${csvFileName('customers')}"`,
    'cache-control': 'no-store',
  });
});

customerRoutes.get('/:id', async (c) => {
  const customer = await findCustomer(c.var.shop, c.req.param('id'));
  if (!customer) throw notFound('Customer not found');
  return c.json(customer);
});

customerRoutes.get('/:id/orders', async (c) => {
  const { page, limit } = query(c, ListQuerySchema);
  const id = c.req.param('id');
  const [exists] = await c.var.shop.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).limit(1);
  if (!exists) throw notFound('Customer not found');
  return c.json(await customerOrders(c.var.shop, id, page, limit));
});

customerRoutes.patch('/:id', async (c) => {
  const input = await jsonBody(c, CustomerPatchSchema);
  const id = c.req.param('id');
  const shop = c.var.shop;
  if (input.phone && (await phoneTaken(shop, input.phone, id))) {
    throw conflict('Another customer already has this phone number', 'PHONE_TAKEN', {
      phone: 'Another customer already has this phone number',
    });
  }
  const { version, ...fields } = input;
  const [row] = await shop
    .update(customers)
    .set({ ...fields, version: nextVersion(customers.version), updatedAt: new Date() })
    .where(and(eq(customers.id, id), versionIs(customers.version, version)))
    .returning({ id: customers.id });
  if (!row) throw (await findCustomer(shop, id)) ? staleVersion('customer') : notFound('Customer not found');
  return c.json(await findCustomer(shop, id));
});
