import { describe, expect, it } from 'vitest';
import { isEmailLike, toMailto } from './email-link.ts';

describe('isEmailLike', () => {
  it.each(['owner@haat.test', 'rahim.uddin+shop@example.com.bd', '  sales@dhaka-store.com ', 'mailto:help@haat.test'])(
    'accepts %s',
    (text) => {
      expect(isEmailLike(text)).toBe(true);
    },
  );

  it.each([
    '',
    'owner',
    'owner@',
    '@haat.test',
    'owner@haat',
    'two words@haat.test',
    'a@b@c.com',
    'https://haat.test',
    'see owner@haat.test',
  ])('refuses %j', (text) => {
    expect(isEmailLike(text)).toBe(false);
  });
});

describe('toMailto', () => {
  it('prefixes mailto: and trims the selection', () => {
    expect(toMailto(' owner@haat.test\n')).toBe('mailto:owner@haat.test');
  });

  it('does not double an existing mailto:', () => {
    expect(toMailto('mailto:owner@haat.test')).toBe('mailto:owner@haat.test');
  });

  it('returns null for text that is not an address', () => {
    expect(toMailto('call us')).toBeNull();
    expect(toMailto('javascript:alert(1)//@x.com')).toBeNull();
  });
});
