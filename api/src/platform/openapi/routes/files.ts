/** Files, business settings, logo and favicon (api/src/routes/files.ts, business-settings.ts, logo-and-favicon.ts). */
import { FileDeletedSchema, FileDetailSchema, FileItemSchema, FileListQuerySchema, FileListSchema } from '../../../../../contract/files.ts';
import { ListQuerySchema } from '../../../../../contract/list.ts';
import {
  BrandImageSetSchema,
  BrandingSchema,
  BusinessSettingsAnswerSchema,
  BusinessSettingsPatchSchema,
  BusinessSettingsSchema,
} from '../../../../../contract/shop-settings.ts';
import { describeRoute } from '../registry.ts';

const files = { tags: ['Files'], permission: 'files' } as const;
const business = { tags: ['Store settings'], permission: 'business-settings' } as const;
const brand = { tags: ['Store settings'], permission: 'logo-and-favicon' } as const;

export const fileRoutes = [
  describeRoute({
    method: 'GET',
    path: '/admin/files',
    summary: 'Files, filtered and paged',
    ...files,
    query: FileListQuerySchema,
    answer: FileListSchema,
  }),
  describeRoute({
    method: 'POST',
    path: '/admin/files',
    summary: 'Upload a file (multipart field "file", up to 10 MB)',
    ...files,
    body: 'multipart',
    answer: FileItemSchema,
    status: 201,
    errors: [413, 415],
  }),
  describeRoute({ method: 'GET', path: '/admin/files/:id', summary: 'One file and where it is used', ...files, answer: FileDetailSchema }),
  describeRoute({
    method: 'DELETE',
    path: '/admin/files/:id',
    summary: 'Delete a file',
    ...files,
    answer: FileDeletedSchema,
    errors: [409],
  }),
  describeRoute({
    method: 'GET',
    path: '/files/:key{.+}',
    summary: 'A stored file or one of its sizes (public)',
    tags: ['Files'],
    public: true,
    answer: { type: 'application/octet-stream', description: 'The file' },
  }),
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
