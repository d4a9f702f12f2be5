import { describe, expect, it } from 'vitest';
import {
  BUILD_CHECK_INTERVAL_MS,
  RELOAD_WINDOW_MS,
  isChunkLoadFailure,
  isDueForBuildCheck,
  isNewBuild,
  mayReload,
} from './reload-guard.ts';

const now = 1_800_000_000_000;

describe('mayReload', () => {
  it('allows one reload per 10 second window', () => {
    expect(RELOAD_WINDOW_MS).toBe(10_000);
  });

  it.each([
    ['never reloaded', null, true],
    ['reloaded just now', now, false],
    ['reloaded 9.999 s ago', now - 9_999, false],
    ['reloaded exactly 10 s ago', now - 10_000, true],
    ['reloaded a minute ago', now - 60_000, true],
  ])('when %s: %s', (_label, lastReloadAt, expected) => {
    expect(mayReload(now, lastReloadAt)).toBe(expected);
  });
});

describe('isDueForBuildCheck', () => {
  it('checks for a new build at most once a minute', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(60_000);
  });

  it.each([
    ['never checked', null, true],
    ['checked just now', now, false],
    ['checked 59.999 s ago', now - 59_999, false],
    ['checked exactly 60 s ago', now - 60_000, true],
    ['checked 5 minutes ago', now - 300_000, true],
  ])('when %s: %s', (_label, lastCheckAt, expected) => {
    expect(isDueForBuildCheck(now, lastCheckAt)).toBe(expected);
  });
});

describe('isNewBuild', () => {
  it.each([
    ['a different build id', 'abc', 'def', true],
    ['the same build id', 'abc', 'abc', false],
    ['an empty answer', 'abc', '', false],
    ['a non-string answer', 'abc', 42, false],
    ['no answer', 'abc', undefined, false],
    ['an unknown current build', undefined, 'def', false],
    ['an empty current build', '', 'def', false],
  ])('with %s: %s', (_label, current, latest, expected) => {
    expect(isNewBuild(current, latest)).toBe(expected);
  });
});

describe('isChunkLoadFailure', () => {
  it.each([
    ['Chrome', new TypeError('Failed to fetch dynamically imported module: https://haat.test/_astro/Chart.abc.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Firefox', new TypeError('error loading dynamically imported module: https://haat.test/_astro/x.js')],
    ['a blocked MIME type', 'Failed to load module script: Expected a JavaScript module script'],
  ])('recognises the %s message', (_label, reason) => {
    expect(isChunkLoadFailure(reason)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['a network error', new TypeError('Failed to fetch')],
    ['a non-error value', { message: 'Failed to fetch dynamically imported module' }],
    ['undefined', undefined],
  ])('ignores %s', (_label, reason) => {
    expect(isChunkLoadFailure(reason)).toBe(false);
  });
});
