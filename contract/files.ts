/** Queries and answers of /admin/files (shared with the dashboard: imports only zod). */
import { z } from 'zod';
import { ListQuerySchema } from './list.ts';

export const FILE_KINDS = ['image', 'pdf'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const FILE_SORTS = ['-createdAt', 'createdAt', 'name', '-name', 'bytes', '-bytes'] as const;
export type FileSort = (typeof FILE_SORTS)[number];

export const FileListQuerySchema = ListQuerySchema.extend({
  kind: z.enum(FILE_KINDS, { error: 'Type must be image or pdf' }).optional(),
  sort: z.enum(FILE_SORTS, { error: `Sort must be one of ${FILE_SORTS.join(', ')}` }).default('-createdAt'),
});
export type FileListQuery = z.infer<typeof FileListQuerySchema>;

export type FileSizes = Partial<Record<'thumbnail' | 'small' | 'medium' | 'large' | 'original', string>>;

/** Something in the shop that shows a file (a product's media, a collection's image, the store's logo …). */
export type FileUse = { type: 'product' | 'collection' | 'store'; id: string; title: string };

/** One file of the library as the API answers it. */
export type FileItem = {
  id: string;
  name: string;
  kind: FileKind;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** Public URL of the original. */
  url: string;
  /** Public URL per size (spec §3 image set); a PDF has only original. */
  sizes: FileSizes;
  createdAt: string;
  createdBy: string | null;
};

/** DELETE /admin/files/:id answers the uses it found: the file is gone from the library, but bytes still shown are kept. */
export type FileDeleted = { id: string; deleted: true; usedBy: FileUse[]; warnings: string[] };
