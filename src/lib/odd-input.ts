/**
 * Odd input the dashboard answers itself instead of failing (issue 9 item 6): a NUL in the address is
 * dropped (the Store API refuses it, and a search for `%00` must not show the outage page), and a form
 * action posted with broken JSON is a 400, not a 500 with a stack trace in the log.
 */

/** The same path and query without NUL characters, or null when there were none. */
export function withoutNul(url: URL): string | null {
  if (!/%00/i.test(url.search) && !/%00/i.test(url.pathname)) return null;
  const params = new URLSearchParams();
  for (const [key, value] of url.searchParams) params.append(key.replaceAll('\u0000', ''), value.replaceAll('\u0000', ''));
  const search = params.toString();
  return `${url.pathname.replace(/%00/gi, '')}${search ? `?${search}` : ''}`;
}

/** True for an action request (`/_actions/…` or `?_action=`) whose JSON body does not parse. */
export async function isBrokenJsonAction(request: Request, url: URL): Promise<boolean> {
  if (request.method !== 'POST') return false;
  if (!url.pathname.startsWith('/_actions/') && !url.searchParams.has('_action')) return false;
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) return false;
  const text = await request.clone().text();
  if (text === '') return false; // an action without input
  try {
    JSON.parse(text);
    return false;
  } catch {
    return true;
  }
}
