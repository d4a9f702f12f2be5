import { describe, expect, it } from 'vitest';
import { ActionError, type ActionAPIContext } from 'astro:actions';
import type { AstroGlobal } from 'astro';
import { customers } from '../actions/customers.ts';
import { displayFor, englishDisplay, type DisplayPrefs } from '../../contract/format.ts';
import { ApiError } from './api/errors.ts';
import { fail, formMessage, formState, postedForm, succeed } from './forms.ts';

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

  it('rethrows an unexpected error to the error page', () => {
    const error = new Error('bug');
    expect(() => fail(error)).toThrow(error);
  });

  it('turns an unavailable API into SERVICE_UNAVAILABLE, which the middleware shows as the 503 page', () => {
    expect(() => fail(new ApiError(503, 'down'))).toThrow(expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }));
  });
});

describe('formMessage', () => {
  it('keeps a message that says more than the fields', () => {
    expect(formMessage('Check the form', { email: 'Taken' })).toBe('Check the form');
  });

  it('does not repeat a field error above the form', () => {
    const taken = 'An account with this email already exists.';
    expect(formMessage(taken, { email: taken })).toBe('Please correct the highlighted fields.');
  });

  it('keeps a message without field errors', () => {
    expect(formMessage('This reset link was already used.', {})).toBe('This reset link was already used.');
  });
});

describe('postedForm', () => {
  it('reads a POST body and ignores a GET', async () => {
    const body = new FormData();
    body.append('permissions', 'orders');
    const post = new Request('http://x.test/', { method: 'POST', body });
    expect((await postedForm(post))?.getAll('permissions')).toEqual(['orders']);
    expect(await postedForm(new Request('http://x.test/'))).toBeNull();
  });
});

describe('formState: field errors in the member’s language (issue 23 item 1)', () => {
  const page = (display: DisplayPrefs) => ({ request: new Request('http://haat.test/x'), locals: { display } }) as unknown as AstroGlobal;
  type Result = Parameters<typeof formState>[1];

  it('says the Store API’s English `fields` in Bangla, and keeps English for English', async () => {
    const result = { data: { ok: false, message: 'Check the form', fields: { name: 'Name must be at most 100 characters' } } } as Result;
    expect((await formState(page(displayFor('bn')), result)).fields).toEqual({ name: 'নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে' });
    expect((await formState(page(englishDisplay), result)).fields).toEqual({ name: 'Name must be at most 100 characters' });
  });

  it('says the action’s own input errors (the contract’s zod messages) in Bangla', async () => {
    // A real action's input check (contract/customer.ts), as a no-JS post of an empty name gets it.
    const form = new FormData();
    for (const [name, value] of Object.entries({ id: 'c1', name: '', phone: '01711000000' })) form.append(name, value);
    const error = await customers.update.orThrow.call({ locals: {} } as ActionAPIContext, form).catch((e: unknown) => e);
    const result = { error } as unknown as Result;
    expect((await formState(page(displayFor('bn')), result)).fields).toEqual({ name: 'কাস্টমারের নাম লিখুন' });
  });
});
