/** Content encodings the dashboard sends: brotli where the browser takes it, else gzip. */
export type Encoding = 'br' | 'gzip';

/** Preferred first: brotli is about 15 % smaller than gzip on the build's scripts. */
const PREFERENCE: readonly Encoding[] = ['br', 'gzip'];

/**
 * The best of `available` that an `Accept-Encoding` header allows (highest q, brotli on a tie), or
 * null when the client takes none of them (the body is then sent as it is).
 * See https://www.rfc-editor.org/rfc/rfc9110#name-accept-encoding.
 */
export function chooseEncoding(header: string | null | undefined, available: readonly Encoding[] = PREFERENCE): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (token === '') continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

/** Adds Accept-Encoding to a Vary header value (kept as it is when already there or `*`). */
export function varyOnEncoding(current: string | null | undefined): string {
  if (!current) return 'Accept-Encoding';
  if (current.trim() === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(current)) return current;
  return `${current}, Accept-Encoding`;
}
