/**
 * The bucket driver: objects in an S3-compatible bucket (AWS S3, Cloudflare R2, DigitalOcean Spaces, MinIO …), so
 * every Store API node sees the same files. Chosen by S3_BUCKET; S3_ENDPOINT and S3_FORCE_PATH_STYLE reach services
 * other than AWS; the AWS SDK reads AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_REGION itself.
 *
 * Keys are content hashes, so objects are written once with a year of `immutable` caching: a CDN or the bucket can
 * serve them directly (FILES_PUBLIC_URL). A missing object is null (a 404 upstream); anything else that goes wrong
 * (unreachable, refused, no such bucket) is a StorageUnavailableError, a 503 the client may retry.
 * The SDK is imported on the first call: a folder-only server never loads it (README "Benchmarks", start-up time).
 */
import { createHash } from 'node:crypto';
import type { S3Client } from '@aws-sdk/client-s3';
import { checkKey, isValidKey, StorageUnavailableError, type ObjectInfo, type Storage } from './interface.ts';

export type S3Options = {
  bucket: string;
  /** An S3-compatible service's address (R2, Spaces, MinIO, the test sandbox); default: AWS. */
  endpoint?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO, most self-hosted stores). */
  forcePathStyle?: boolean;
  /** Default: AWS_REGION, else us-east-1 (R2 takes `auto`). */
  region?: string;
  /** Default: the SDK's chain (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, an instance role …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** How long to wait for a connection and an answer (defaults suit a bucket in the same region). */
  connectionTimeoutMs?: number;
  requestTimeoutMs?: number;
};

/** Objects never change under their key. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const TRUE = /^(1|true|yes|on)$/i;

/** The bucket the environment names (S3_BUCKET, S3_ENDPOINT, S3_FORCE_PATH_STYLE), or null for the folder. */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Options | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  return {
    bucket,
    ...(env.S3_ENDPOINT?.trim() ? { endpoint: env.S3_ENDPOINT.trim() } : {}),
    forcePathStyle: TRUE.test(env.S3_FORCE_PATH_STYLE ?? ''),
  };
}

type SdkError = { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } };
const status = (error: unknown) => (error as SdkError).$metadata?.httpStatusCode;
/** The object is not there (GET says NoSuchKey; HEAD has no body, only 404). A missing bucket is not this. */
const missing = (error: unknown) =>
  (error as SdkError).name === 'NoSuchKey' || ((error as SdkError).name === 'NotFound' && status(error) === 404);
const unavailable = (error: unknown): never => {
  const e = error as SdkError;
  throw new StorageUnavailableError(`bucket: ${e.name ?? e.code ?? 'Error'} ${status(error) ?? ''} ${e.message ?? ''}`.trim());
};
const MD5 = /^[0-9a-f]{32}$/;
/** An ETag is the MD5 of the bytes for a plain PUT (not for a multipart upload, `<md5>-<parts>`). */
const md5OfEtag = (etag: string | undefined) => {
  const value = etag?.replace(/"/g, '').toLowerCase();
  return value && MD5.test(value) ? value : undefined;
};

export function s3Storage(options: S3Options): Storage {
  const Bucket = options.bucket;
  let loaded: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const connect = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region ?? (process.env.AWS_REGION || 'us-east-1'),
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        forcePathStyle: options.forcePathStyle ?? false,
        ...(options.credentials ? { credentials: options.credentials } : {}),
        maxAttempts: 3,
        requestHandler: { connectionTimeout: options.connectionTimeoutMs ?? 3000, requestTimeout: options.requestTimeoutMs ?? 30_000 },
        // Checksums only where S3 requires them: several S3-compatible services reject the newer CRC headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));

  return {
    kind: 'bucket',
    async put(key, bytes, contentType) {
      checkKey(key);
      const { sdk, client } = await connect();
      await client
        .send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: key,
            Body: bytes,
            ContentType: contentType,
            ContentLength: bytes.byteLength,
            // The bucket checks the bytes arrived whole before it stores them.
            ContentMD5: createHash('md5').update(bytes).digest('base64'),
            CacheControl: IMMUTABLE,
          }),
        )
        .catch(unavailable);
    },
    async get(key) {
      const object = await this.open(key);
      if (!object) return null;
      const bytes = new Uint8Array(await new Response(object.body).arrayBuffer());
      return { bytes, contentType: object.contentType };
    },
    async open(key) {
      if (!isValidKey(key)) return null;
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        return {
          body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: answer.ContentType ?? 'application/octet-stream',
          size: answer.ContentLength ?? 0,
        };
      } catch (error) {
        return missing(error) ? null : unavailable(error);
      }
    },
    async has(key) {
      if (!isValidKey(key)) return false;
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        return missing(error) ? false : unavailable(error);
      }
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key })).catch(unavailable);
    },
    async *list(): AsyncGenerator<ObjectInfo> {
      const { sdk, client } = await connect();
      let token: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, ContinuationToken: token })).catch(unavailable);
        for (const item of page.Contents ?? []) {
          if (!item.Key || !isValidKey(item.Key)) continue;
          const md5 = md5OfEtag(item.ETag);
          yield { key: item.Key, size: item.Size ?? 0, ...(md5 ? { md5 } : {}) };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async check() {
      const { sdk, client } = await connect();
      await client.send(new sdk.HeadBucketCommand({ Bucket })).catch(unavailable);
    },
  };
}
