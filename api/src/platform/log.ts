/**
 * What the Store API writes to its log about an unexpected error (issue 9 item 9): the stack and the
 * SQL text, never a failed query's parameters (password hashes, tokens, customers' details).
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';

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
