/**
 * Where to go after sign-in (and other `next` / `returnTo` values): a path on this site, returned exactly as
 * it was checked, never a normalised form of it (`/.//evil.example/x` normalises to `//evil.example/x`,
 * which a browser reads as another site). Anything a browser or server might rewrite into something else —
 * dot segments, backslashes, encoded slashes, backslashes or dots, control characters, whitespace — falls back.
 */
const REFUSED = [
  /[\u0000-\u001f\u007f\s]/, // control characters and whitespace can hide a scheme from naive checks
  /\\/, // browsers treat `\` as `/`
  /%(2f|5c|2e|00|09|0a|0d)/i, // encoded `/`, `\`, `.`, NUL, tab, newlines
];

/** `/./`, `/../` or a trailing `/.` / `/..` in the path. */
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next || typeof next !== 'string' || next.length > 2000) return fallback;
  if (!next.startsWith('/') || next.startsWith('//')) return fallback;
  const path = next.split(/[?#]/, 1)[0]!;
  if (REFUSED.some((pattern) => pattern.test(next)) || DOT_SEGMENT.test(path)) return fallback;
  try {
    const base = 'http://haat.invalid';
    const url = new URL(next, base);
    // What a browser makes of it must be this site and the very same path: only then is `next` returned.
    if (url.origin !== base || url.pathname !== path) return fallback;
    return next;
  } catch {
    return fallback;
  }
}
