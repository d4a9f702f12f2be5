/** The editor's 35 background colours (spec §9), each with the key of the name screen readers announce. */
import { RICH_TEXT_COLOURS } from '../../../contract/rich-text.ts';

/** Each colour's name, said in the reader's language by the editor's words (words.ts: `colours`). */
// prettier-ignore
export const COLOUR_KEYS = [
  'black', 'red', 'orange', 'yellow', 'green', 'blue', 'purple',
  'white', 'lightRed', 'lightOrange', 'lightYellow', 'lightGreen', 'lightBlue', 'lightPurple',
  'lightGrey', 'softRed', 'softOrange', 'softYellow', 'softGreen', 'softBlue', 'softPurple',
  'grey', 'darkRed', 'darkOrange', 'darkYellow', 'darkGreen', 'darkBlue', 'darkPurple',
  'darkGrey', 'deepRed', 'deepOrange', 'olive', 'deepGreen', 'navy', 'deepPurple',
] as const;

export type ColourKey = (typeof COLOUR_KEYS)[number];

export interface Colour {
  value: (typeof RICH_TEXT_COLOURS)[number];
  /** Its name in the editor's words (`words.colours[key]`), what screen readers announce. */
  key: ColourKey;
}

/** The picker's colours in grid order, 7 per row. */
export const COLOURS: readonly Colour[] = RICH_TEXT_COLOURS.map((value, index) => ({ value, key: COLOUR_KEYS[index]! }));

/** Columns of the picker grid. */
export const COLOUR_COLUMNS = 7;

/**
 * The picker's form of a CSS colour (`#abc`, `#AABBCC`, `rgb(1, 2, 3)`), or null when it is not one
 * of the 35. Browsers report inline colours as rgb(), stored HTML has hex.
 */
export function normaliseColour(css: string | null | undefined): Colour['value'] | null {
  if (!css) return null;
  const value = css.trim().toLowerCase();
  let hex: string | null = null;
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*1(?:\.0*)?\s*)?\)$/.exec(value);
  if (rgb)
    hex = `#${rgb
      .slice(1, 4)
      .map((part) => Number(part).toString(16).padStart(2, '0'))
      .join('')}`;
  else if (/^#[0-9a-f]{6}$/.test(value)) hex = value;
  else if (/^#[0-9a-f]{3}$/.test(value)) hex = `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`;
  return RICH_TEXT_COLOURS.find((colour) => colour === hex) ?? null;
}
