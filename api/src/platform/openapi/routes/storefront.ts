/** The storefront preview's data (api/src/domains/storefront/routes.ts): any member of the shop; ?theme=draft needs `themes`. */
import { StorefrontQuerySchema, StorefrontSchema, StorefrontUnsavedThemeSchema } from '../../../../../contract/storefront.ts';
import { describeRoute } from '../registry.ts';

const storefront = { tags: ['Storefront'], query: StorefrontQuerySchema, answer: StorefrontSchema } as const;

export const storefrontRoutes = [
  describeRoute({ method: 'GET', path: '/admin/storefront/preview/home', summary: 'The home page of the store', ...storefront }),
  describeRoute({
    method: 'POST',
    path: '/admin/storefront/preview/home',
    summary: 'The home page drawn with theme settings not saved yet (nothing is stored)',
    tags: ['Storefront'],
    permission: 'themes',
    body: StorefrontUnsavedThemeSchema,
    answer: StorefrontSchema,
  }),
  describeRoute({ method: 'GET', path: '/admin/storefront/preview/collections/:handle', summary: 'A published collection', ...storefront }),
  describeRoute({ method: 'GET', path: '/admin/storefront/preview/products/:handle', summary: 'An active product', ...storefront }),
  describeRoute({ method: 'GET', path: '/admin/storefront/preview/pages/:handle', summary: 'A published page', ...storefront }),
  describeRoute({ method: 'GET', path: '/admin/storefront/preview/blog', summary: 'The blog: published posts', ...storefront }),
  describeRoute({ method: 'GET', path: '/admin/storefront/preview/blog/:handle', summary: 'A published blog post', ...storefront }),
];
