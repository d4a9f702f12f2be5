import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike, prefixPattern } from './like.ts';

describe('LIKE patterns', () => {
  it.each([
    ['plain', 'plain'],
    ['50%', '50\\%'],
    ['a_b', 'a\\_b'],
    ['back\\slash', 'back\\\\slash'],
    ['%_\\', '\\%\\_\\\\'],
    ['রহিম', 'রহিম'],
  ])('escapes %j as %j', (text, escaped) => {
    expect(escapeLike(text)).toBe(escaped);
  });

  it('wraps for contains and appends for a prefix', () => {
    expect(containsPattern('50%')).toBe('%50\\%%');
    expect(prefixPattern('017_')).toBe('017\\_%');
  });
});
