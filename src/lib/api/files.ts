/** Store API: the shop's file library (/admin/files) and the stored bytes (/files/<key>). */
import { API_URL } from 'astro:env/server';
import {
  FileDeletedSchema,
  FileDetailSchema,
  FileItemSchema,
  FileListSchema,
  type FileDeleted,
  type FileDetail,
  type FileItem,
  type FileListQuery,
  type FileUse,
} from '../../../contract/files.ts';
import { api } from './config.ts';

export type { FileDeleted, FileDetail, FileItem, FileUse };

export const filesApi = {
  list: (token: string, query: Partial<FileListQuery>) => api(token).get(FileListSchema, '/admin/files', query),
  get: (token: string, id: string) => api(token).get(FileDetailSchema, `/admin/files/${encodeURIComponent(id)}`),
  upload: (token: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api(token).postForm(FileItemSchema, '/admin/files', form);
  },
  remove: (token: string, id: string) => api(token).delete(FileDeletedSchema, `/admin/files/${encodeURIComponent(id)}`),
  /**
   * The stored bytes behind a public `/media/<key>` URL, streamed from the API as they are (the dashboard's
   * /media/* proxy: images load from the dashboard's own origin, as its CSP wants).
   */
  fetchStored: (key: string, headers: HeadersInit = {}) =>
    fetch(`${API_URL.replace(/\/$/, '')}/files/${key.split('/').map(encodeURIComponent).join('/')}`, {
      headers,
      signal: AbortSignal.timeout(15_000),
    }),
};
