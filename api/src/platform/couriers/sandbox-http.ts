/**
 * What the three local courier sandboxes share: JSON in and out, listening on a port (0 picks one), and the test
 * controls every sandbox has (a create that answers late after booking, a create that fails with a status).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 200_000) return null;
    chunks.push(chunk);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Test controls of a sandbox's create call. */
export type CreateControls = {
  /**
   * The next create books the parcel but answers only when the returned function is called: the caller times out
   * however fast or slow the machine is, and the test releases the answer afterwards.
   */
  holdNextCreate: () => () => void;
  /** The next create books nothing and answers this status (500: an outage; 422: a refusal). */
  failNextCreate: (status: number) => void;
  /** Create calls that reached the sandbox (booked or not). */
  createCalls: () => number;
};

export type CreateGate = CreateControls & {
  /** Called by a sandbox at the start of its create handler: answers the failure to send, if one was asked. */
  enter: () => number | null;
  /** Called after booking: waits until a held answer is released, if one was asked. */
  hold: () => Promise<void>;
};

export function createGate(): CreateGate {
  let held: Promise<void> | null = null;
  let fail: number | null = null;
  let calls = 0;
  return {
    holdNextCreate: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    failNextCreate: (status) => void (fail = status),
    createCalls: () => calls,
    enter: () => {
      calls += 1;
      const status = fail;
      fail = null;
      return status;
    },
    hold: async () => {
      const answer = held;
      held = null;
      if (answer) await answer;
    },
  };
}

export type Listening = { url: string; close: () => Promise<void> };

/** Serves `handle` on host:port; a handler that throws answers 500. */
export async function listen(
  handle: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>,
  options: { port?: number; host?: string },
): Promise<Listening> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    if (url.pathname === '/health') return send(res, 200, { ok: true });
    handle(req, res, url).catch(() => {
      if (!res.headersSent) send(res, 500, { message: 'Sandbox error' });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
