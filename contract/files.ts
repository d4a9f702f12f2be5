/** Queries and answers of /admin/files (shared with the dashboard: imports only zod). */
import { z } from 'zod';
import { ListQuerySchema, listAnswerSchema } from './list.ts';

export const FILE_KINDS = ['image', 'pdf'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const FILE_SORTS = ['-createdAt', 'createdAt', 'name', '-name', 'bytes', '-bytes'] as const;
export type FileSort = (typeof FILE_SORTS)[number];

export const FileListQuerySchema = ListQuerySchema.extend({
  kind: z.enum(FILE_KINDS, { error: 'Type must be image or pdf' }).optional(),
  sort: z.enum(FILE_SORTS, { error: `Sort must be one of ${FILE_SORTS.join(', ')}` }).default('-createdAt'),
});
export type FileListQuery = z.infer<typeof FileListQuerySchema>;

/** Public URL per size of a stored image (spec §3 image set). */
export const FileSizesSchema = z.object({
  thumbnail: z.string().optional(),
  small: z.string().optional(),
  medium: z.string().optional(),
  large: z.string().optional(),
  original: z.string().optional(),
});
export type FileSizes = z.infer<typeof FileSizesSchema>;

/** Something in the shop that shows a file (a product's media, a collection's image, the store's logo …). */
export const FileUseSchema = z.object({
  type: z.enum(['product', 'collection', 'store', 'page', 'post']),
  id: z.string(),
  title: z.string(),
});
export type FileUse = z.infer<typeof FileUseSchema>;

/** How the delete confirmation names a use of each type. */
export const FILE_USE_LABELS: Record<Exclude<FileUse['type'], 'store'>, string> = {
  product: 'Product',
  collection: 'Collection',
  page: 'Page',
  post: 'Blog post',
};

/** One file of the library as the API answers it. */
export const FileItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(FILE_KINDS),
  contentType: z.string(),
  bytes: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Public URL of the original. */
  url: z.string(),
  /** Public URL per size (spec §3 image set); a PDF has only original. */
  sizes: FileSizesSchema,
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type FileItem = z.infer<typeof FileItemSchema>;
export const FileListSchema = listAnswerSchema(FileItemSchema);

/** GET /admin/files/:id: the file and where the shop shows it. */
export const FileDetailSchema = FileItemSchema.extend({ usedBy: z.array(FileUseSchema), warnings: z.array(z.string()) });
export type FileDetail = z.infer<typeof FileDetailSchema>;

/** DELETE /admin/files/:id answers the uses it found: the file is gone from the library, but bytes still shown are kept. */
export const FileDeletedSchema = z.object({
  id: z.string(),
  deleted: z.literal(true),
  usedBy: z.array(FileUseSchema),
  warnings: z.array(z.string()),
});
export type FileDeleted = z.infer<typeof FileDeletedSchema>;
