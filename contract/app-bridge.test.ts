import { describe, expect, it } from 'vitest';
import { acceptAppMessage, isAppPath, parseAppMessage } from './app-bridge.ts';

const frame = { name: 'the app frame' };
const app = { origin: 'http://127.0.0.1:4324', frame };

describe('the app bridge', () => {
  it('accepts a versioned action from the app frame at its exact origin', () => {
    expect(acceptAppMessage({ origin: app.origin, source: frame, data: { haat: 1, type: 'toast', message: 'Booked' } }, app)).toEqual({
      type: 'toast',
      kind: 'success',
      message: 'Booked',
    });
  });

  it.each([
    ['another origin', { origin: 'https://evil.example', source: frame }],
    ['a lookalike origin', { origin: 'http://127.0.0.1:43240', source: frame }],
    ['the right origin from another window', { origin: app.origin, source: { name: 'a popup' } }],
    ['no source', { origin: app.origin, source: null }],
  ])('ignores a message from %s', (_label, event) => {
    expect(acceptAppMessage({ ...event, data: { haat: 1, type: 'ready' } }, app)).toBeNull();
  });

  it('ignores everything while there is no frame', () => {
    expect(acceptAppMessage({ origin: app.origin, source: null, data: { haat: 1, type: 'ready' } }, { ...app, frame: null })).toBeNull();
  });

  it.each([
    ['no version', { type: 'ready' }],
    ['another version', { haat: 2, type: 'ready' }],
    ['an unknown action', { haat: 1, type: 'open-window', url: 'https://evil.example' }],
    ['navigation to another site', { haat: 1, type: 'navigate', path: '//evil.example/x' }],
    ['navigation by a full address', { haat: 1, type: 'navigate', path: 'https://evil.example/' }],
    ['a backslash path', { haat: 1, type: 'navigate', path: '/\\evil.example' }],
    ['an empty toast', { haat: 1, type: 'toast', message: '  ' }],
    ['a huge toast', { haat: 1, type: 'toast', message: 'x'.repeat(201) }],
    ['a height that is not a number', { haat: 1, type: 'resize', height: '900' }],
    ['a token request without id', { haat: 1, type: 'session-token' }],
    ['a string', 'ready'],
  ])('refuses %s', (_label, data) => {
    expect(parseAppMessage(data)).toBeNull();
  });

  it('keeps a resize within bounds and a navigation within the app', () => {
    expect(parseAppMessage({ haat: 1, type: 'resize', height: 99999 })).toEqual({ type: 'resize', height: 5000 });
    expect(parseAppMessage({ haat: 1, type: 'resize', height: 3 })).toEqual({ type: 'resize', height: 100 });
    expect(parseAppMessage({ haat: 1, type: 'navigate', path: '/orders?page=2' })).toEqual({ type: 'navigate', path: '/orders?page=2' });
    expect(isAppPath('/ok')).toBe(true);
    expect(isAppPath('/a\nb')).toBe(false);
  });
});
