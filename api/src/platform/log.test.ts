import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { sellers } from '../db/schema/index.ts';
import { describeError } from './log.ts';

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
