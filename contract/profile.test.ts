import { describe, expect, it } from 'vitest';
import { CreateShopSchema, describeUserAgent } from './profile.ts';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome 120', os: 'Android 13' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS 17' },
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0', { browser: 'Firefox 121', os: 'Windows' }],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
      { browser: 'Edge 120', os: 'Windows' },
    ],
    [null, { browser: 'Unknown browser', os: 'Unknown system' }],
  ])('%s', (ua, words) => {
    expect(describeUserAgent(ua)).toEqual(words);
  });
});

describe('CreateShopSchema handle', () => {
  const parse = (handle: string) => CreateShopSchema.safeParse({ name: 'Shop', handle, category: 'food', phone: '' });
  it.each(['dhaka-tea', 'abc', 'shop2'])('accepts %s', (handle) => {
    expect(parse(handle).success).toBe(true);
  });
  it.each(['ab', '-abc', 'abc-', 'a--b', 'Ab C', 'dhaka_tea', 'admin', 'login'])('refuses %s', (handle) => {
    expect(parse(handle).success).toBe(false);
  });
});
