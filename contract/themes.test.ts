import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastWarnings, THEMES } from './themes.ts';

describe('theme contrast', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#f69157', '#ffffff', 2.3],
    ['#b4501a', '#ffffff', 5.1],
  ])('%s on %s is %f:1', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 1);
  });

  it('warns about each pair under 4.5:1', () => {
    const warnings = contrastWarnings({ background: '#ffffff', text: '#777777', accent: '#f69157', accentText: '#ffffff' });
    expect(warnings).toHaveLength(3);
    expect(warnings[1]).toContain('Links');
  });

  it('ships themes whose defaults pass', () => {
    for (const theme of THEMES) expect(contrastWarnings(theme.defaults.colours), theme.id).toEqual([]);
  });
});
