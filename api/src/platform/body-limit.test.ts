/**
 * Bodies just over the 1 MB limit (issue 9 item 10) get the 413 answer over a real socket, never a reset
 * connection: the client is still sending when the server has decided, so the server must read (and throw
 * away) the rest of the body before it answers.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { openDatabase, type Database } from './db/client.ts';

let database: Database;
let server: ServerType;
let port: number;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
  const app = createApp(database.db, { log: () => undefined });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  port = (server.address() as AddressInfo).port;
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});

/** POSTs `bytes` of JSON-ish body in 64 KB writes, as a slow client would, and resolves with the status or the socket error. */
function post(path: string, bytes: number, chunked = false): Promise<{ status?: number; body?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(bytes) }) },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    const piece = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const n = Math.min(piece.length, bytes - sent);
        sent += n;
        if (!req.write(piece.subarray(0, n))) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('a body just over 1 MB', () => {
  for (const size of [1024 * 1024 + 1, 1024 * 1024 + 64 * 1024, 3 * 1024 * 1024]) {
    it(`of ${size} bytes is a 413 with the standard message, not a reset connection`, async () => {
      for (let i = 0; i < 5; i++) {
        const answer = await post('/auth/sellers/login', size);
        expect(answer.error).toBeUndefined();
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body!)).toEqual({ message: 'Request body is larger than 1 MB', code: 'BODY_TOO_LARGE' });
      }
    });
  }

  it('sent without a length (chunked) is a 413 too', async () => {
    const answer = await post('/auth/sellers/login', 1024 * 1024 + 100, true);
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(413);
  });
});
