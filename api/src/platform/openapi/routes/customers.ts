/** Customers (api/src/domains/customers). */
import {
  CustomerAddressInputSchema,
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
  describeRoute({
    method: 'PUT',
    path: '/admin/customers/:id/addresses',
    summary:
      "Add an address (no index) or replace the one at index; its district is one of the 64 and its area one of the district's (400 with the field otherwise)",
    tags,
    permission,
    body: CustomerAddressInputSchema,
    answer: CustomerDetailSchema,
    errors: [400, 404, 409],
  }),
];
