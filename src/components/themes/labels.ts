/**
 * The words of contract/themes.ts (section kinds, colour roles, fonts, theme descriptions, contrast warnings) in the
 * reader's language (issue 23). The contract keeps its English for the Store API; the dashboard names them by id.
 * Islands pass their locale; server code reads the request's.
 */
import type { ThemeColourSet } from '../../../contract/theme-colours.ts';
import type { SectionType, ThemeColours, ThemeFont } from '../../../contract/themes.ts';
import type { DisplayPrefs } from '../../../contract/format.ts';
import { contrastWords } from '../../islands/theme-customiser/words.ts';
import { m } from '../../paraglide/messages.js';
import { contrastTexts } from './contrast-texts.ts';

type Options = { locale?: DisplayPrefs['locale'] };

export const sectionLabel = (type: SectionType, o: Options = {}): string =>
  ({
    hero: m.themes_section_hero,
    featured_collection: m.themes_section_featured_collection,
    product_grid: m.themes_section_product_grid,
    latest_posts: m.themes_section_latest_posts,
    rich_text: m.themes_section_rich_text,
  })[type]?.({}, o) ?? type;

export const colourLabel = (key: keyof ThemeColours): string =>
  ({
    background: m.themes_colour_background,
    text: m.themes_colour_text,
    accent: m.themes_colour_accent,
    accentText: m.themes_colour_accent_text,
  })[key]();

/** Poppins is a name; the others say what they look like. */
export const fontLabel = (font: ThemeFont): string =>
  ({ poppins: () => 'Poppins', system: m.themes_font_system, serif: m.themes_font_serif, rounded: m.themes_font_rounded })[font]();

const DESCRIPTIONS: Partial<Record<string, () => string>> = {
  bazaar: m.themes_description_bazaar,
  nakshi: m.themes_description_nakshi,
  monsoon: m.themes_description_monsoon,
};
export const themeDescription = (id: string, english: string): string => DESCRIPTIONS[id]?.() ?? english;

/** contract's contrastWarnings, worded in the request's language with the reader's digits. */
export const contrastWarningTexts = (colours: ThemeColourSet, display: DisplayPrefs): string[] =>
  contrastTexts(colours, display, contrastWords());
