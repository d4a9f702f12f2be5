/** Test helpers for the shared client: a scripted fetch that records its calls, and a client over it. */
import { expect, vi } from 'vitest';
import { createClient, type ClientOptions } from './client.ts';
import { ApiError } from './errors.ts';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

type Answer = Response | Error | 'hang';

/** A fetch that records each call and answers from a script, one answer per call. */
export function fakeFetch(...answers: Answer[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = new Request(input, init);
    calls.push({
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: typeof init.body === 'string' ? init.body : null,
    });
    const answer = answers[calls.length - 1] ?? answers.at(-1);
    if (answer === 'hang') {
      return new Promise((_resolve, reject) => {
        const signal = init.signal;
        signal?.addEventListener('abort', () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted')), {
          once: true,
        });
      });
    }
    if (answer instanceof Error) throw answer;
    if (!answer) throw new Error('fakeFetch: no answer scripted');
    return answer.clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function client(fetch: typeof globalThis.fetch, options: Partial<ClientOptions> = {}) {
  const log = vi.fn();
  return { api: createClient({ baseUrl: 'http://api.test/', fetch, log, retryDelayMs: 0, ...options }), log };
}

export async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}
