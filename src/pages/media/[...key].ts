import type { APIRoute } from 'astro';
import { filesApi } from '../../lib/api/files.ts';
import { proxyStored } from '../../lib/media-proxy.ts';

/** /media/<key>: the Store API's stored files, served from the dashboard's origin (src/lib/media-proxy.ts). */
export const GET: APIRoute = ({ params }) => proxyStored(params.key ?? '', (key) => filesApi.fetchStored(key));
