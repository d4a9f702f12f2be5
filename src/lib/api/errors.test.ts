import { describe, expect, it } from 'vitest';
import { ApiError, UNAVAILABLE_MESSAGE, errorFromNetwork, errorFromResponse } from './errors.ts';

describe('ApiError', () => {
  it('is an Error named ApiError with status, code and fields', () => {
    const error = new ApiError(422, 'Check the form', 'VALIDATION', { name: 'Required' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 422,
      message: 'Check the form',
      code: 'VALIDATION',
      fields: { name: 'Required' },
    });
  });

  it("defaults to code 'API_ERROR' and no fields", () => {
    expect(new ApiError(400, 'Bad')).toMatchObject({ code: 'API_ERROR', fields: {} });
  });

  it.each([
    [0, true],
    [400, false],
    [401, false],
    [404, false],
    [499, false],
    [500, true],
    [503, true],
  ])('with status %i is unavailable: %s', (status, unavailable) => {
    expect(new ApiError(status, 'x').isUnavailable).toBe(unavailable);
  });
});

describe('errorFromResponse', () => {
  it("keeps the server's message, code and fields for a 4xx", () => {
    const body = JSON.stringify({ message: 'E-mail already used', code: 'CONFLICT', fields: { email: 'Taken' } });
    expect(errorFromResponse(409, body)).toMatchObject({
      status: 409,
      message: 'E-mail already used',
      code: 'CONFLICT',
      fields: { email: 'Taken' },
    });
  });

  it.each([
    ['an empty body', ''],
    ['an HTML page', '<html>Bad gateway</html>'],
    ['a JSON array', '[1,2]'],
    ['JSON null', 'null'],
    ['a JSON string', '"oops"'],
  ])('falls back to a plain message for %s', (_label, bodyText) => {
    expect(errorFromResponse(400, bodyText)).toMatchObject({
      status: 400,
      message: 'The request failed (400).',
      code: 'API_ERROR',
      fields: {},
    });
  });

  it('ignores fields that are not an object', () => {
    expect(errorFromResponse(422, JSON.stringify({ message: 'No', fields: 'email' })).fields).toEqual({});
  });

  it('keeps each part that has the contract shape and drops the rest', () => {
    const error = errorFromResponse(400, JSON.stringify({ message: 'Check the form', code: 7, fields: { email: 3 } }));
    expect(error).toMatchObject({ message: 'Check the form', code: 'API_ERROR', fields: {} });
    expect(errorFromResponse(400, JSON.stringify(['not', 'an', 'object'])).message).toBe('The request failed (400).');
  });

  it.each([500, 502, 503, 504])('gives %i the unavailable message, never the server text', (status) => {
    const error = errorFromResponse(status, JSON.stringify({ message: 'db exploded at line 12' }));
    expect(error).toMatchObject({ status, message: UNAVAILABLE_MESSAGE, code: 'API_UNAVAILABLE' });
    expect(error.isUnavailable).toBe(true);
  });

  it("keeps the message of the file store's 503, which a form shows with what was typed", () => {
    const body = { message: 'File storage is not reachable right now.', code: 'STORAGE_UNAVAILABLE' };
    const error = errorFromResponse(503, JSON.stringify(body));
    expect(error).toMatchObject({ status: 503, ...body });
    expect(error.isUnavailable).toBe(false);
  });

  it('keeps the code a 5xx answer sends', () => {
    expect(errorFromResponse(500, JSON.stringify({ code: 'INTERNAL' })).code).toBe('INTERNAL');
  });
});

describe('errorFromNetwork', () => {
  it("is a 503 'API_UNAVAILABLE' carrying the cause", () => {
    const cause = new TypeError('fetch failed');
    const error = errorFromNetwork(cause);
    expect(error).toMatchObject({ status: 503, code: 'API_UNAVAILABLE', message: UNAVAILABLE_MESSAGE, cause });
  });
});
