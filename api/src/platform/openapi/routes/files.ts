/** Files (api/src/domains/files). */
import { FileDeletedSchema, FileDetailSchema, FileItemSchema, FileListQuerySchema, FileListSchema } from '../../../../../contract/files.ts';
import { describeRoute } from '../registry.ts';

const files = { tags: ['Files'], permission: 'files' } as const;

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
    errors: [413, 415, 503], // 503: the file store is not reachable (nothing is recorded)
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
];
