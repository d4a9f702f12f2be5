/** Business settings, logo and favicon (api/src/domains/store-settings). */
import { FileListSchema } from '../../../../../contract/files.ts';
import { ListQuerySchema } from '../../../../../contract/list.ts';
import {
  BrandImageSetSchema,
  BrandingSchema,
  BusinessSettingsAnswerSchema,
  BusinessSettingsPatchSchema,
  BusinessSettingsSchema,
} from '../../../../../contract/shop-settings.ts';
import { describeRoute } from '../registry.ts';

const business = { tags: ['Store settings'], permission: 'business-settings' } as const;
const brand = { tags: ['Store settings'], permission: 'logo-and-favicon' } as const;

export const storeSettingsRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/store/business-settings',
    summary: 'Business details of the shop',
    ...business,
    answer: BusinessSettingsAnswerSchema,
  }),
  describeRoute({
    method: 'PUT',
    path: '/admin/store/business-settings',
    summary: 'Save the business details',
    ...business,
    body: BusinessSettingsSchema,
    answer: BusinessSettingsAnswerSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'PATCH',
    path: '/admin/store/business-settings',
    summary: 'Change some business details',
    ...business,
    body: BusinessSettingsPatchSchema,
    answer: BusinessSettingsAnswerSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/store/logo-and-favicon',
    summary: 'The logo and favicon',
    ...brand,
    answer: BrandingSchema,
  }),
  describeRoute({
    method: 'GET',
    path: '/admin/store/logo-and-favicon/images',
    summary: 'Images to choose a logo or favicon from',
    ...brand,
    query: ListQuerySchema,
    answer: FileListSchema,
  }),
  describeRoute({
    method: 'PUT',
    path: '/admin/store/logo-and-favicon/:slot',
    summary: 'Set the logo or favicon to an image file',
    ...brand,
    body: BrandImageSetSchema,
    answer: BrandingSchema,
  }),
  describeRoute({
    method: 'DELETE',
    path: '/admin/store/logo-and-favicon/:slot',
    summary: 'Remove the logo or favicon',
    ...brand,
    answer: BrandingSchema,
  }),
];
