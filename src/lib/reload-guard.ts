/**
 * When the page may reload itself (spec §4, §9): a newer build, or a script chunk that failed to
 * load. At most one reload per 10 s window, so a broken deploy cannot loop the page.
 */
export const RELOAD_WINDOW_MS = 10_000;
/** Look for a new build at most once a minute. */
export const BUILD_CHECK_INTERVAL_MS = 60_000;

export function mayReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now - lastReloadAt >= RELOAD_WINDOW_MS;
}

export function isDueForBuildCheck(now: number, lastCheckAt: number | null): boolean {
  return lastCheckAt === null || now - lastCheckAt >= BUILD_CHECK_INTERVAL_MS;
}

export function isNewBuild(current: string | undefined, latest: unknown): boolean {
  return typeof latest === 'string' && latest.length > 0 && !!current && latest !== current;
}

/** Messages browsers give when a dynamically imported chunk cannot be fetched. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to load module script/i;

export function isChunkLoadFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_FAILURE.test(message);
}
