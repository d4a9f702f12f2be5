import { describe, expect, it } from 'vitest';
import { ApiError, errorFromNetwork } from './api/errors.ts';
import { describeError } from './error-page.ts';

describe('describeError', () => {
  it("calls an API 404 'Page Not Found'", () => {
    expect(describeError(new ApiError(404, 'Order not found'))).toMatchObject({ status: 404, title: 'Page Not Found' });
  });

  it.each([
    ['an API 503', new ApiError(503, 'down')],
    ['an API 500', new ApiError(500, 'boom')],
    ['an API 502', new ApiError(502, 'bad gateway')],
    ['a network failure', errorFromNetwork(new TypeError('fetch failed'))],
    ['status 0', new ApiError(0, 'no answer')],
  ])('shows %s as 503 Service unavailable', (_label, error) => {
    expect(describeError(error)).toMatchObject({ status: 503, title: 'Service unavailable' });
  });

  it.each([
    ['an Error', new Error('db exploded')],
    ['a thrown string', 'oops'],
    ['undefined', undefined],
    ['null', null],
  ])("shows %s as 500 'Internal Server Error' without its details", (_label, error) => {
    const view = describeError(error);
    expect(view).toMatchObject({ status: 500, title: 'Internal Server Error' });
    expect(view.message).not.toContain('db exploded');
  });

  it.each([400, 409, 422])("shows the server's message for an API %i", (status) => {
    expect(describeError(new ApiError(status, 'That handle is taken'))).toEqual({
      status,
      title: 'Something went wrong',
      message: 'That handle is taken',
    });
  });
});
