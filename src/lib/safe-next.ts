/**
 * Where to go after sign-in: `next` only when it is a path on this site. Protocol-relative
 * (`//x`), backslash (`/\x`, which browsers treat as `//x`), absolute and script URLs fall back.
 */
export function safeNext(next: string | null | undefined, fallback = '/'): string {
  if (!next || typeof next !== 'string') return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  // Control characters and whitespace can hide a scheme from naive checks; refuse them outright.
  if (/[\u0000-\u001f\u007f\s]/.test(next)) return fallback;
  try {
    const base = 'http://haat.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
