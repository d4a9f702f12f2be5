import { describe, expect, it } from 'vitest';
import { ActionError } from 'astro:actions';
import { ApiError } from './api/errors.ts';
import { fail, succeed } from './forms.ts';

describe('succeed', () => {
  it('carries the redirect and the flash', () => {
    expect(succeed('/orders', 'Saved')).toEqual({ ok: true, redirect: '/orders', flash: 'Saved' });
  });
});

describe('fail', () => {
  it("turns an API 4xx into the server's message and field errors", () => {
    expect(fail(new ApiError(422, 'Check the form', 'VALIDATION', { email: 'Taken' }))).toEqual({
      ok: false,
      message: 'Check the form',
      fields: { email: 'Taken' },
    });
  });

  it('turns an ActionError into its message', () => {
    expect(fail(new ActionError({ code: 'FORBIDDEN', message: 'Not yours' }))).toEqual({ ok: false, message: 'Not yours', fields: {} });
  });

  it.each([
    ['an unavailable API', new ApiError(503, 'down')],
    ['an unexpected error', new Error('bug')],
  ])('rethrows %s to the error page', (_label, error) => {
    expect(() => fail(error)).toThrow(error);
  });
});
