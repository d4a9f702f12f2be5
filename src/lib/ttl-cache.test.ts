import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

function clock(start = 0) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('TtlCache', () => {
  it('returns what was stored until the time to live has passed', () => {
    const time = clock();
    const cache = new TtlCache<string>(5000, 10, time.now);
    cache.set('a', 'one');
    time.advance(4999);
    expect(cache.get('a')).toBe('one');
    time.advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets the oldest entry when full', () => {
    const cache = new TtlCache<number>(5000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('drops every key of a prefix and nothing else', () => {
    const cache = new TtlCache<number>(5000);
    cache.set('token1|shopA', 1);
    cache.set('token1|shopB', 2);
    cache.set('token2|shopA', 3);
    cache.deletePrefix('token1|');
    expect(cache.get('token1|shopA')).toBeUndefined();
    expect(cache.get('token1|shopB')).toBeUndefined();
    expect(cache.get('token2|shopA')).toBe(3);
  });

  it('restarts the time to live when a key is set again', () => {
    const time = clock();
    const cache = new TtlCache<string>(1000, 10, time.now);
    cache.set('a', 'old');
    time.advance(900);
    cache.set('a', 'new');
    time.advance(900);
    expect(cache.get('a')).toBe('new');
  });
});
