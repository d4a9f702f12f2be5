/** Pure helpers of the /files page: sizes, labels, the list query from the URL, the upload summary. */
import { FILE_KINDS, FILE_SORTS, type FileKind, type FileSort } from '../../contract/files.ts';
import { englishDisplay, formatNumber, type DisplayPrefs } from '../../contract/format.ts';
import { m } from '../paraglide/messages.js';

/** 1536 → "1.5 KB" ("১.৫ KB" in Bangla digits); bytes in binary units as file managers show them. */
export function formatBytes(bytes: number, display: DisplayPrefs = englishDisplay): string {
  if (bytes < 1024) return `${formatNumber(bytes, display, { useGrouping: false })} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value >= 10 ? Math.round(value) : Math.round(value * 10) / 10, display, { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/** 'image/png' → 'PNG', 'application/pdf' → 'PDF'. */
export const typeLabel = (contentType: string): string => (contentType.split('/')[1] ?? contentType).replace('jpeg', 'jpg').toUpperCase();

export type FilesView = 'grid' | 'list';

export interface FilesPageQuery {
  view: FilesView;
  q: string;
  kind: FileKind | '';
  sort: FileSort;
  page: number;
  /** The file whose delete confirmation is open. */
  confirm: string;
}

export const FILES_PAGE_SIZE = 24;

/** The upload limits the page names: each file (the Store API's) and one post (astro.config.mjs actionBodySizeLimit). */
export const UPLOAD_LIMIT_MB = { each: 10, total: 50 } as const;

/** The page's state from its URL; anything unknown falls back to the default. */
export function readFilesQuery(params: URLSearchParams): FilesPageQuery {
  const kind = params.get('kind') ?? '';
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    view: params.get('view') === 'list' ? 'list' : 'grid',
    q: (params.get('q') ?? '').trim().slice(0, 200),
    kind: (FILE_KINDS as readonly string[]).includes(kind) ? (kind as FileKind) : '',
    sort: (FILE_SORTS as readonly string[]).includes(sort) ? (sort as FileSort) : '-createdAt',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    confirm: params.get('delete') ?? '',
  };
}

/** /files?… for a state, leaving defaults out so links stay short. */
export function filesHref(query: FilesPageQuery, change: Partial<FilesPageQuery> = {}): string {
  const next = { ...query, confirm: '', ...change };
  const params = new URLSearchParams();
  if (next.view !== 'grid') params.set('view', next.view);
  if (next.q) params.set('q', next.q);
  if (next.kind) params.set('kind', next.kind);
  if (next.sort !== '-createdAt') params.set('sort', next.sort);
  if (next.page > 1) params.set('page', String(next.page));
  if (next.confirm) params.set('delete', next.confirm);
  const text = params.toString();
  return text ? `/files?${text}` : '/files';
}

/** "2 files uploaded. Not uploaded: a.exe (This file type is not supported …)", in the reader's language. */
export function uploadSummary(
  uploaded: number,
  refused: { name: string; message: string }[],
  display: DisplayPrefs = englishDisplay,
): string {
  const parts: string[] = [];
  if (uploaded > 0) parts.push(uploaded === 1 ? m.files_uploaded_one() : m.files_uploaded({ count: formatNumber(uploaded, display) }));
  if (refused.length)
    parts.push(m.files_not_uploaded({ list: refused.map((r) => `${r.name || m.files_file()} (${r.message})`).join('; ') }));
  return parts.join(' ');
}

const SORT_LABELS: Record<FileSort, () => string> = {
  '-createdAt': () => m.files_sort_newest(),
  createdAt: () => m.files_sort_oldest(),
  name: () => m.files_sort_name_az(),
  '-name': () => m.files_sort_name_za(),
  '-bytes': () => m.files_sort_largest(),
  bytes: () => m.files_sort_smallest(),
};
/** A sort order's label in the reader's language. */
export const sortLabel = (sort: FileSort): string => SORT_LABELS[sort]();
