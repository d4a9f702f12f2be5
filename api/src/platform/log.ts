/**
 * What the Store API writes to its log about an unexpected error (issue 9 item 9): the stack and the
 * SQL text, never a failed query's parameters (password hashes, tokens, customers' details); and every line it
 * writes with its control characters escaped, so no request can forge or split a log record (issue 22 item 3).
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { Log } from './env.ts';

/** Drops `params: …` (up to the stack) from a message, whatever wrapped the failed query. */
const withoutParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [not logged]');

/** A log-safe description of an error: message, stack and cause, without query parameters. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return withoutParams(String(error));
  const head = error instanceof DrizzleQueryError ? `Failed query: ${error.query}\nparams: [not logged]` : withoutParams(error.message);
  const stack = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const cause = error.cause instanceof Error ? `\ncaused by: ${withoutParams(error.cause.message)}` : '';
  return `${error.name}: ${head}${cause}\n${stack.join('\n')}`.trimEnd();
}

/**
 * Control characters (C0 with CR and LF, DEL, C1), the Unicode line and paragraph separators and the bidirectional
 * overrides: what lets a value forge a log line, rewrite a terminal (ESC sequences) or reorder what a reader sees.
 */
// eslint-disable-next-line no-control-regex -- escaping control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const SHORT: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** `text` with each unsafe character written as an escape (`\n`, `\u001b` …): one log record is always one line. */
export const escapeControl = (text: string) =>
  text.replace(UNSAFE, (char) => SHORT[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A log that escapes every line it writes (issue 22 item 3): app.ts and server.ts wrap theirs with it. */
export const escapingLog =
  (log: Log): Log =>
  (line) =>
    log(escapeControl(line));
