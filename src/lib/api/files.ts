/** Store API: the shop's file library (/admin/files) and the stored bytes (/files/<key>). */
import { API_URL } from 'astro:env/server';
import type { FileDeleted, FileItem, FileListQuery, FileUse } from '../../../contract/files.ts';
import type { ListAnswer } from '../../../contract/list.ts';
import { api } from './config.ts';

export type { FileDeleted, FileItem, FileUse };
export type FileDetail = FileItem & { usedBy: FileUse[]; warnings: string[] };

export const filesApi = {
  list: (token: string, query: Partial<FileListQuery>) => api(token).get<ListAnswer<FileItem>>('/admin/files', query),
  get: (token: string, id: string) => api(token).get<FileDetail>(`/admin/files/${encodeURIComponent(id)}`),
  upload: (token: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api(token).postForm<FileItem>('/admin/files', form);
  },
  remove: (token: string, id: string) => api(token).delete<FileDeleted>(`/admin/files/${encodeURIComponent(id)}`),
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
