/** Customers (api/src/domains/customers). */
import {
  CustomerDetailSchema,
  CustomerExportQuerySchema,
  CustomerListQuerySchema,
  CustomerListSchema,
  CustomerOrderListSchema,
  CustomerPatchSchema,
  CustomerTagsSchema,
} from '../../../../../contract/customer.ts';
import { ListQuerySchema } from '../../../../../contract/list.ts';
import { describeRoute } from '../registry.ts';

const tags = ['Customers'];
const permission = 'customers';

export const customerRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/customers',
    summary: 'Customers, filtered and paged',
    tags,
    permission,
    query: CustomerListQuerySchema,
    answer: CustomerListSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/customers/tags',
    summary: "The shop's customer tags",
    tags,
    permission,
    answer: CustomerTagsSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/customers/export.csv',
    summary: 'CSV of the filtered customers',
    tags,
    permission,
    query: CustomerExportQuerySchema,
    answer: { type: 'text/csv', description: 'Customers as CSV' },
  }),
  describeRoute({ method: 'GET', path: '/admin/customers/:id', summary: 'One customer', tags, permission, answer: CustomerDetailSchema }),
  describeRoute({
    method: 'GET',
    path: '/admin/customers/:id/orders',
    summary: "A customer's orders",
    tags,
    permission,
    query: ListQuerySchema,
    answer: CustomerOrderListSchema,
  }),
  describeRoute({
    method: 'PATCH',
    path: '/admin/customers/:id',
    summary: 'Change a customer',
    tags,
    permission,
    body: CustomerPatchSchema,
    answer: CustomerDetailSchema,
    errors: [409],
  }),
];
