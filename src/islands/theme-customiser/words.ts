/**
 * The theme customiser island's words for the request's language (server side: the page passes them as a prop, so
 * the island ships no message catalogue; src/i18n/island-words.ts).
 */
import { islandWords } from '../../i18n/island-words.ts';
import { m } from '../../paraglide/messages.js';
import { toastWords } from '../messages/words.ts';

export const contrastWords = () =>
  islandWords({
    textOnBackground: m.themes_colour_text_on_background,
    linksOnBackground: m.themes_colour_links_on_background,
    accentText: m.themes_colour_accent_text,
    contrastWarning: m.themes_contrast_warning,
  });

export const themeCustomiserWords = () => ({
  ...contrastWords(),
  ...islandWords({
    hardToRead: m.themes_colours_hard_to_read,
    updating: m.themes_preview_updating,
    unsavedShop: m.themes_preview_unsaved_shop,
    unsaved: m.themes_preview_unsaved,
    saved: m.themes_preview_saved,
  }),
  toasts: toastWords(),
});

export type ThemeCustomiserWords = ReturnType<typeof themeCustomiserWords>;
