import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { sellers } from '../db/schema/index.ts';
import { describeError, escapeControl } from './log.ts';

describe('describeError', () => {
  it("keeps a failed query's SQL and cause but never its parameters", () => {
    const error = new DrizzleQueryError(
      'insert into "sellers" ("password_hash") values ($1)',
      ['scrypt$secret-hash'],
      new Error('duplicate key'),
    );
    const line = describeError(error);
    expect(line).toContain('insert into "sellers"');
    expect(line).toContain('duplicate key');
    expect(line).toContain('params: [not logged]');
    expect(line).not.toContain('secret-hash');
  });

  it('drops parameters from a wrapped message too', () => {
    expect(describeError(new Error('Failed query: select 1\nparams: token-abc'))).not.toContain('token-abc');
  });

  it('leaves a real failed query of the database without its parameters', async () => {
    const t = await createTestApp();
    try {
      const failed = await t.db
        .insert(sellers)
        .values({ name: 'x', email: 'owner@haat.test', phone: '01711000000', passwordHash: 'scrypt$very-secret' })
        .catch((error: unknown) => error);
      expect(String((failed as Error).stack)).toContain('very-secret'); // what used to reach the log
      expect(describeError(failed)).not.toContain('very-secret');
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('escapeControl', () => {
  it('writes control characters, line separators and bidirectional overrides as escapes', () => {
    expect(escapeControl('a\u0000b\r\nc\td\u001b[2Je\u007f\u0085\u2028\u202efin')).toBe(
      'a\\u0000b\\r\\nc\\td\\u001b[2Je\\u007f\\u0085\\u2028\\u202efin',
    );
  });

  it('leaves Bangla, emoji, quotes and backslashes as they are', () => {
    expect(escapeControl('ক্রেতা 😀 "x" \\ 1\' OR 1=1')).toBe('ক্রেতা 😀 "x" \\ 1\' OR 1=1');
  });
});

describe("the app's log", () => {
  it('escapes what a request puts in a line: one record stays one line, with no terminal escapes', async () => {
    const t = await createTestApp();
    try {
      // A route that fails with request text in its error, as a database error quoting a value would.
      t.app.get('/log-probe', (c) => {
        throw new Error(`bad value ${c.req.query('value')}`);
      });
      const res = await t.app.request(
        `/log-probe?value=${encodeURIComponent('x\n[api] Password reset link for owner@haat.test: evil\u001b[2J')}`,
      );
      expect(res.status).toBe(500);
      const line = t.logs.find((entry) => entry.startsWith('Unexpected error'));
      expect(line).toBeDefined();
      // eslint-disable-next-line no-control-regex -- looking for control characters is the point
      expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
      expect(line).toContain('bad value x\\n[api] Password reset link');
    } finally {
      await t.close();
    }
  }, 60_000);
});
