/**
 * contract's contrast check worded with the words given (the page's, or the theme customiser island's from its
 * props): the island imports this module, which imports no messages, so it ships no catalogue (issue 23 item 9).
 */
import { contrastRatio, MIN_TEXT_CONTRAST, type ThemeColourSet } from '../../../contract/theme-colours.ts';
import { formatNumber, type DisplayPrefs } from '../../../contract/format.ts';
import { fill } from '../../i18n/island-words.ts';

export interface ContrastWords {
  textOnBackground: string;
  linksOnBackground: string;
  accentText: string;
  /** "{what} is {ratio}:1, below {min}:1 …" */
  contrastWarning: string;
}

export function contrastTexts(colours: ThemeColourSet, display: DisplayPrefs, words: ContrastWords): string[] {
  const pairs: [string, string, string][] = [
    [colours.text, colours.background, words.textOnBackground],
    [colours.accent, colours.background, words.linksOnBackground],
    [colours.accentText, colours.accent, words.accentText],
  ];
  return pairs.flatMap(([fg, bg, what]) => {
    const ratio = contrastRatio(fg, bg);
    if (ratio >= MIN_TEXT_CONTRAST) return [];
    const number = (n: number) => formatNumber(n, display, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return [fill(words.contrastWarning, { what, ratio: number(ratio), min: number(MIN_TEXT_CONTRAST) })];
  });
}
