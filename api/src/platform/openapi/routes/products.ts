/** Products (api/src/domains/products). */
import {
  BulkActionSchema,
  CountAnswerSchema,
  CsvImportSchema,
  ImportReportSchema,
  ProductDetailSchema,
  ProductInputSchema,
  ProductListQuerySchema,
  ProductListSchema,
} from '../../../../../contract/product.ts';
import { describeRoute } from '../registry.ts';

const products = { tags: ['Products'], permission: 'products-and-collections' } as const;

export const productRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/products',
    summary: 'Products, filtered and paged',
    ...products,
    query: ProductListQuerySchema,
    answer: ProductListSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/products/export',
    summary: 'CSV of the filtered products',
    ...products,
    query: ProductListQuerySchema,
    answer: { type: 'text/csv', description: 'Products and variants as CSV' },
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/products/import',
    summary: 'Import products from CSV (or check it with dryRun)',
    ...products,
    body: CsvImportSchema,
    answer: ImportReportSchema,
    errors: [413],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/products/bulk',
    summary: 'Publish, hide, tag or delete several products',
    ...products,
    body: BulkActionSchema,
    answer: CountAnswerSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/products',
    summary: 'Create a product',
    ...products,
    body: ProductInputSchema,
    answer: ProductDetailSchema,
    status: 201,
    errors: [409],
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/products/:id',
    summary: 'One product with variants and media',
    ...products,
    answer: ProductDetailSchema,
  }),
  describeRoute({
    method: 'PUT',
    path: '/admin/products/:id',
    summary: 'Save a product',
    ...products,
    body: ProductInputSchema,
    answer: ProductDetailSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/products/:id/duplicate',
    summary: 'Copy a product as a draft',
    ...products,
    answer: ProductDetailSchema,
    status: 201,
  }),
  describeRoute({ method: 'DELETE', path: '/admin/products/:id', summary: 'Delete a product', ...products, answer: CountAnswerSchema }),
];
