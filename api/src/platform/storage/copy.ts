/**
 * Copies every stored object from one store to another (the folder to a bucket when a shop grows past one machine,
 * or back): `npm run storage:copy` (api/src/cli.ts). An object already at the destination with the same size and
 * MD5 is skipped, so a second run copies nothing and an interrupted run picks up where it stopped. Objects are
 * content-addressed and written whole (temp file + rename, or one PUT checked by Content-MD5), so a reader never
 * sees half an object. One failed object does not stop the rest; the summary names it.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fsStorage } from './folder.ts';
import type { ObjectInfo, Storage } from './interface.ts';
import { s3OptionsFromEnv, s3Storage } from './s3.ts';

export type CopyProgress = { done: number; total: number; copied: number; skipped: number; failed: number; bytes: number };
export type CopySummary = CopyProgress & { failures: { key: string; reason: string }[] };
export type CopyOptions = { concurrency?: number; onProgress?: (progress: CopyProgress) => void };

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** The MD5 of an object: from its listing when the store knows it, else from its bytes (null when it is gone). */
async function md5Of(store: Storage, info: ObjectInfo): Promise<string | null> {
  if (info.md5) return info.md5;
  const object = await store.get(info.key);
  return object ? md5(object.bytes) : null;
}

/** Copies what `to` lacks (or holds differently) from `from`; see the top of this file. */
export async function copyObjects(from: Storage, to: Storage, options: CopyOptions = {}): Promise<CopySummary> {
  const there = new Map<string, ObjectInfo>();
  for await (const info of to.list()) there.set(info.key, info);
  const objects: ObjectInfo[] = [];
  for await (const info of from.list()) objects.push(info);

  const summary: CopySummary = { done: 0, total: objects.length, copied: 0, skipped: 0, failed: 0, bytes: 0, failures: [] };
  const report = () => {
    const { done, total, copied, skipped, failed, bytes } = summary;
    options.onProgress?.({ done, total, copied, skipped, failed, bytes });
  };
  report();

  const copyOne = async (info: ObjectInfo) => {
    const existing = there.get(info.key);
    if (existing && existing.size === info.size && (await md5Of(to, existing)) === (await md5Of(from, info))) {
      summary.skipped += 1;
      return;
    }
    const object = await from.get(info.key);
    if (!object) throw new Error('deleted from the source while copying');
    await to.put(info.key, object.bytes, object.contentType);
    summary.copied += 1;
    summary.bytes += object.bytes.byteLength;
  };

  let next = 0;
  const worker = async () => {
    while (next < objects.length) {
      const info = objects[next++]!;
      try {
        await copyOne(info);
      } catch (error) {
        summary.failed += 1;
        const reason = (error as { reason?: string }).reason ?? (error instanceof Error ? error.message : String(error));
        summary.failures.push({ key: info.key, reason });
      }
      summary.done += 1;
      report();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  return summary;
}

/** 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** One line of progress bar: `[#########.........] 45/120  1.2 MB copied`. */
export function progressLine(p: CopyProgress, width = 30): string {
  const filled = p.total === 0 ? width : Math.round((p.done / p.total) * width);
  const bar = `${'#'.repeat(filled)}${'.'.repeat(width - filled)}`;
  return `[${bar}] ${p.done}/${p.total}  ${formatBytes(p.bytes)} copied, ${p.skipped} already there${p.failed ? `, ${p.failed} failed` : ''}`;
}

/** The closing lines of a run. */
export function summaryLines(s: CopySummary, fromName: string, toName: string): string[] {
  const lines = [
    `Copied ${s.copied} of ${s.total} objects (${formatBytes(s.bytes)}) from ${fromName} to ${toName}; ` +
      `${s.skipped} were already there${s.failed ? `; ${s.failed} failed` : ''}.`,
  ];
  for (const failure of s.failures.slice(0, 20)) lines.push(`  failed: ${failure.key}: ${failure.reason}`);
  if (s.failures.length > 20) lines.push(`  … and ${s.failures.length - 20} more`);
  if (s.failed) lines.push('Run it again to retry what failed: what is already there is skipped.');
  return lines;
}

export type CopyCommandOptions = {
  /** 'bucket' (default: the folder to the bucket) or 'folder' (the bucket back to the folder). */
  to?: string;
  /** The folder; default DATA_DIR/files, where the Store API keeps them. */
  dir?: string;
  env?: NodeJS.ProcessEnv;
  /** Where the progress bar goes (only on a terminal) and where the summary goes. */
  progress?: NodeJS.WriteStream;
  print?: (line: string) => void;
};

/** `npm run storage:copy [-- --to folder] [--dir PATH]`: the bucket is the Store API's (S3_BUCKET …). Exit code 1 on a failure. */
export async function storageCopyCommand(options: CopyCommandOptions = {}): Promise<CopySummary> {
  const env = options.env ?? process.env;
  const print = options.print ?? ((line: string) => console.log(line));
  const progress = options.progress ?? process.stderr;
  const to = options.to ?? 'bucket';
  if (to !== 'bucket' && to !== 'folder') throw new Error(`--to is "bucket" or "folder", not "${to}"`);
  const s3 = s3OptionsFromEnv(env);
  if (!s3)
    throw new Error('storage:copy needs the bucket: set S3_BUCKET (and S3_ENDPOINT, S3_FORCE_PATH_STYLE, AWS_* as for the Store API).');
  const dir = options.dir ?? join(env.DATA_DIR || '.data', 'files');
  const folder = { store: fsStorage(dir), name: `the folder ${dir}` };
  const bucket = { store: s3Storage(s3), name: `the bucket ${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}` };
  const [source, target] = to === 'bucket' ? [folder, bucket] : [bucket, folder];
  await target.store.check(); // an unreachable or misnamed destination stops here, before any listing
  print(`Copying from ${source.name} to ${target.name} …`);

  let shown = 0;
  const summary = await copyObjects(source.store, target.store, {
    onProgress: (p) => {
      if (!progress.isTTY || (Date.now() - shown < 100 && p.done < p.total)) return;
      shown = Date.now();
      progress.write(`\r${progressLine(p, Math.max(10, Math.min(30, (progress.columns ?? 80) - 60)))}`);
    },
  });
  if (progress.isTTY) progress.write('\n');
  for (const line of summaryLines(summary, source.name, target.name)) print(line);
  return summary;
}
