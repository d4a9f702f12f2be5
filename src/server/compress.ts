/**
 * On-the-fly compression of the dashboard's own answers (HTML pages, action JSON, CSV): the body
 * streams through brotli or gzip, flushed chunk by chunk so a streamed page still arrives in parts.
 * Static files never get here: src/server/static.ts sends their pre-compressed twins.
 */
import { Duplex } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { defineMiddleware } from 'astro:middleware';
import { chooseEncoding, varyOnEncoding } from './encoding.ts';

/** Text answers worth compressing (images, fonts and archives are compressed already). */
const COMPRESSIBLE_TYPE =
  /^(text\/(html|css|plain|csv|javascript|xml)|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)\b/i;

/** Below this a compressed body is hardly smaller than the headers it adds. */
const MIN_BYTES = 1024;

function compressor(encoding: 'br' | 'gzip'): ReadableWritablePair<Uint8Array, Uint8Array> {
  const stream =
    encoding === 'br'
      ? createBrotliCompress({
          flush: constants.BROTLI_OPERATION_FLUSH,
          // Quality 5 compresses a page in about a millisecond; 11 is for build-time files only.
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : createGzip({ flush: constants.Z_SYNC_FLUSH });
  return Duplex.toWeb(stream) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
}

/** The response compressed for this request when its type and the browser allow, else as it was. */
export function compressResponse(request: Request, response: Response): Response {
  const type = response.headers.get('Content-Type') ?? '';
  if (
    !response.body ||
    request.method === 'HEAD' ||
    [204, 206, 304].includes(response.status) ||
    response.headers.has('Content-Encoding') ||
    !COMPRESSIBLE_TYPE.test(type) ||
    /(^|,)\s*no-transform\s*(,|$)/i.test(response.headers.get('Cache-Control') ?? '')
  ) {
    return response;
  }
  const length = response.headers.get('Content-Length');
  const encoding = length !== null && Number(length) < MIN_BYTES ? null : chooseEncoding(request.headers.get('Accept-Encoding'));
  const headers = new Headers(response.headers);
  headers.set('Vary', varyOnEncoding(headers.get('Vary')));
  if (!encoding) return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  headers.delete('Content-Length');
  headers.set('Content-Encoding', encoding);
  const etag = headers.get('ETag');
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  return new Response(response.body.pipeThrough(compressor(encoding)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** The first middleware of the sequence, so it compresses what every other one answered. */
export const compressResponses = defineMiddleware(async (context, next) => compressResponse(context.request, await next()));
