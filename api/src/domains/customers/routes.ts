/** /admin/customers: the active shop's customers (permission key 'customers'). */
import { and, eq } from 'drizzle-orm';
import { customerOrders, customerTags, exportCustomers, findCustomer, listCustomers, phoneTaken } from './customers.ts';
import { customers } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../platform/errors.ts';
import { shopRoutes } from '../../platform/shop-routes.ts';
import { nextVersion, staleVersion, versionIs } from '../../platform/versions.ts';
import {
  CustomerAddressInputSchema,
  CustomerExportQuerySchema,
  CustomerListQuerySchema,
  CustomerPatchSchema,
  MAX_ADDRESSES,
} from '../../../../contract/customer.ts';
import { canonicalPlace } from '../../../../contract/places.ts';
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

/**
 * Adds an address (no `index`) or replaces the one at `index`, its district and area from the lists (issue 24 item 6),
 * stored by their English names. Older addresses with free-text areas stay as they are until edited.
 */
customerRoutes.put('/:id/addresses', async (c) => {
  const { index, version, district, area, line2, postcode, ...rest } = await jsonBody(c, CustomerAddressInputSchema);
  const id = c.req.param('id');
  const shop = c.var.shop;
  const [customer] = await shop.select({ addresses: customers.addresses }).from(customers).where(eq(customers.id, id)).limit(1);
  if (!customer) throw notFound('Customer not found');
  const addresses = [...customer.addresses];
  if (index !== undefined && index >= addresses.length)
    throw badRequest('Not an address of this customer', 'VALIDATION_FAILED', { index: 'Not an address of this customer' });
  if (index === undefined && addresses.length >= MAX_ADDRESSES)
    throw badRequest(`A customer keeps at most ${MAX_ADDRESSES} addresses`, 'TOO_MANY_ADDRESSES');
  const place = canonicalPlace(district, area);
  const address = {
    ...rest,
    ...(line2 ? { line2 } : {}),
    ...(place.area ? { area: place.area } : {}),
    district: place.district,
    ...(postcode ? { postcode } : {}),
    country: 'Bangladesh',
  };
  if (index === undefined) addresses.push(address);
  else addresses[index] = address;
  const [row] = await shop
    .update(customers)
    .set({ addresses, version: nextVersion(customers.version), updatedAt: new Date() })
    .where(and(eq(customers.id, id), versionIs(customers.version, version)))
    .returning({ id: customers.id });
  if (!row) throw staleVersion('customer');
  return c.json(await findCustomer(shop, id));
});
