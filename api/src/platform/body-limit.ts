/**
 * The answer to a body over a size limit (issue 9 item 10). Hono's bodyLimit decides from Content-Length
 * before the body arrives; answering at once and closing while the client is still sending makes the client
 * see a reset connection instead of the 413. So the rest of the body is read and thrown away first, up to
 * MAX_DRAIN_BYTES; beyond that the connection is closed (a client sending that much is not waiting for us).
 */
import type { Context } from 'hono';

export const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

/** Reads and discards what is left of the request body (at most MAX_DRAIN_BYTES); false when it gave up. */
export async function drainBody(c: Context): Promise<boolean> {
  const declared = Number(c.req.header('content-length') ?? 'NaN');
  if (Number.isFinite(declared) && declared > MAX_DRAIN_BYTES) return false;
  const body = c.req.raw.body;
  if (!body || body.locked) return true;
  const reader = body.getReader();
  let read = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      read += value.byteLength;
      if (read > MAX_DRAIN_BYTES) {
        await reader.cancel();
        return false;
      }
    }
  } catch {
    return false; // the client went away
  }
}

/** A bodyLimit `onError` answering 413 `{ message, code }` after draining the body. */
export const tooLarge = (message: string, code: string) => async (c: Context) => {
  const drained = await drainBody(c);
  if (!drained) c.header('Connection', 'close');
  return c.json({ message, code }, 413);
};
