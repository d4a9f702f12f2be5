import { describe, expect, it } from 'vitest';
import { secretsKeptAcrossPrompt } from './couriers.ts';

const posted = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};
const typed = { courier: 'pathao', clientId: 'id-1', clientSecret: 's3cret', username: 'shop@x.test', password: 'pw', storeId: '7' };

describe('courier credentials across the fresh-factor prompt', () => {
  it('keeps the secrets typed in this post when the only failure is the prompt', () => {
    const form = { values: {}, fields: { factorPassword: 'Enter your password' }, message: 'Confirm it is you' };
    expect(secretsKeptAcrossPrompt('pathao', form, posted(typed))).toEqual({ clientSecret: 's3cret', password: 'pw' });
  });

  it('gives nothing back after another failure, for another courier, or without a post', () => {
    const prompt = { values: {}, fields: { factorCode: 'Enter the code' }, message: null };
    const other = { values: {}, fields: { factorCode: 'Enter the code', storeId: 'Enter the store id' }, message: null };
    expect(secretsKeptAcrossPrompt('pathao', other, posted(typed))).toEqual({});
    expect(secretsKeptAcrossPrompt('redx', prompt, posted(typed))).toEqual({});
    expect(secretsKeptAcrossPrompt('pathao', prompt, null)).toEqual({});
    expect(secretsKeptAcrossPrompt('pathao', { values: {}, fields: {}, message: 'Pathao refused' }, posted(typed))).toEqual({});
  });
});
