/**
 * The `frame-src` of a page's Content-Security-Policy. /app/{handle} may frame only the origins of the shop's
 * installed apps (issue 14): Astro merges a page's directives into the configured ones (which allow the editor's
 * video sites), so the middleware replaces the directive on that page instead.
 */

/** `policy` with its frame-src set to exactly `origins` (`'none'` when there are none). */
export function withFrameSrc(policy: string, origins: readonly string[]): string {
  const safe = [...new Set(origins.filter((origin) => /^https?:\/\/[^\s;,'"]+$/.test(origin)))];
  const directive = `frame-src ${safe.length ? safe.join(' ') : "'none'"}`;
  const parts = policy
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !/^frame-src(\s|$)/i.test(part));
  return [...parts, directive].join('; ');
}
