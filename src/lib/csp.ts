/**
 * The `frame-src` of a page's Content-Security-Policy. /app/{handle} may frame only the origins of the shop's
 * installed apps (issue 14): Astro merges a page's directives into the configured ones (which allow the editor's
 * video sites), so the middleware replaces the directive on that page instead.
 */

/** `policy` with its frame-src set to exactly `origins` (`'none'` when there are none). */
export function withFrameSrc(policy: string, origins: readonly string[]): string {
  const safe = [...new Set(origins.filter((origin) => /^https?:\/\/[^\s;,'"]+$/.test(origin)))];
  return withDirective(policy, 'frame-src', safe.length ? safe.join(' ') : "'none'");
}

/**
 * `policy` with one directive set to `sources`, replacing the configured one: the storefront preview may be framed
 * by the dashboard itself (`frame-ancestors 'self'`), the customiser frames it (`frame-src 'self'`).
 */
export function withDirective(policy: string, name: string, sources: string): string {
  const parts = policy
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && part.split(/\s/)[0]?.toLowerCase() !== name);
  return [...parts, `${name} ${sources}`].join('; ');
}
