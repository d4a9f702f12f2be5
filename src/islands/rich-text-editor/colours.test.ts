import { describe, expect, it } from 'vitest';
import { COLOUR_COLUMNS, COLOURS, normaliseColour } from './colours.ts';

describe('COLOURS', () => {
  it('has the 35 colours of spec §9, five full rows of seven', () => {
    expect(COLOURS).toHaveLength(35);
    expect(COLOURS.length % COLOUR_COLUMNS).toBe(0);
  });

  it('has distinct lower-case hex values and a name key for each', () => {
    expect(new Set(COLOURS.map((colour) => colour.value)).size).toBe(35);
    expect(new Set(COLOURS.map((colour) => colour.key)).size).toBe(35);
    for (const colour of COLOURS) {
      expect(colour.value).toMatch(/^#[0-9a-f]{6}$/);
      expect(colour.key).toMatch(/^[a-z][A-Za-z]+$/);
    }
  });
});

describe('normaliseColour', () => {
  it.each([
    ['#e60000', '#e60000'],
    ['#E60000', '#e60000'],
    ['rgb(230, 0, 0)', '#e60000'],
    ['rgba(230,0,0,1)', '#e60000'],
    ['#fff', '#ffffff'],
    [' #000000 ', '#000000'],
  ])('reads %s as %s', (css, expected) => {
    expect(normaliseColour(css)).toBe(expected);
  });

  it.each([['#123456'], ['red'], ['rgba(230, 0, 0, 0.5)'], ['expression(alert(1))'], [''], [null], [undefined]])(
    'refuses %s, which is not in the picker',
    (css) => {
      expect(normaliseColour(css)).toBeNull();
    },
  );
});
