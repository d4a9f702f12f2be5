/** SEO and social settings and URL redirects (api/src/domains/seo/routes.ts). */
import { OkAnswerSchema } from '../../../../../contract/answers.ts';
import {
  RedirectImportAnswerSchema,
  RedirectImportSchema,
  RedirectInputSchema,
  RedirectListQuerySchema,
  RedirectListSchema,
  RedirectSchema,
  SeoSettingsInputSchema,
  SeoSettingsSchema,
  StorefrontRedirectQuerySchema,
  StorefrontRedirectSchema,
  StorefrontSeoSchema,
} from '../../../../../contract/seo.ts';
import { describeRoute } from '../registry.ts';

const seo = { tags: ['SEO and social'], permission: 'seo-and-social-media' } as const;

export const seoRoutes = [
  describeRoute({ method: 'GET', path: '/admin/store/seo', summary: 'SEO and social settings', ...seo, answer: SeoSettingsSchema }),
  describeRoute({
    method: 'PUT',
    path: '/admin/store/seo',
    summary: 'Save SEO and social settings',
    ...seo,
    body: SeoSettingsInputSchema,
    answer: SeoSettingsSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/store/redirects',
    summary: 'URL redirects, paged',
    ...seo,
    query: RedirectListQuerySchema,
    answer: RedirectListSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/store/redirects',
    summary: 'Add a URL redirect',
    ...seo,
    body: RedirectInputSchema,
    answer: RedirectSchema,
    status: 201,
    errors: [409],
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/store/redirects/export.csv',
    summary: 'CSV of the URL redirects',
    ...seo,
    answer: { type: 'text/csv', description: 'Redirect from, Redirect to' },
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/store/redirects/import',
    summary: 'Import URL redirects from CSV text',
    ...seo,
    body: RedirectImportSchema,
    answer: RedirectImportAnswerSchema,
  }),
  describeRoute({ method: 'DELETE', path: '/admin/store/redirects/:id', summary: 'Delete a URL redirect', ...seo, answer: OkAnswerSchema }),
  describeRoute({
    method: 'GET',
    path: '/admin/storefront/seo',
    summary: 'The storefront’s title, description, share image and social links',
    tags: ['Storefront'],
    answer: StorefrontSeoSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/storefront/redirect',
    summary: 'Where a storefront path redirects to',
    tags: ['Storefront'],
    query: StorefrontRedirectQuerySchema,
    answer: StorefrontRedirectSchema,
  }),
];
