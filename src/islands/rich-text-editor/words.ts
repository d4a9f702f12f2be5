/**
 * The rich-text editor's words for the request's language (server side): RichTextField.astro puts them on the field as
 * JSON (`data-words`) and mount.tsx hands them to the editor, so the editor's chunk ships no message catalogue
 * (src/i18n/island-words.ts) and the loader a page ships up front (issue 25) carries none of them.
 */
import { islandWords } from '../../i18n/island-words.ts';
import { m } from '../../paraglide/messages.js';
import { toastWords } from '../messages/words.ts';
import type { ColourKey } from './colours.ts';

const colourWords = () =>
  islandWords({
    black: m.rich_text_colour_black,
    red: m.rich_text_colour_red,
    orange: m.rich_text_colour_orange,
    yellow: m.rich_text_colour_yellow,
    green: m.rich_text_colour_green,
    blue: m.rich_text_colour_blue,
    purple: m.rich_text_colour_purple,
    white: m.rich_text_colour_white,
    lightRed: m.rich_text_colour_light_red,
    lightOrange: m.rich_text_colour_light_orange,
    lightYellow: m.rich_text_colour_light_yellow,
    lightGreen: m.rich_text_colour_light_green,
    lightBlue: m.rich_text_colour_light_blue,
    lightPurple: m.rich_text_colour_light_purple,
    lightGrey: m.rich_text_colour_light_grey,
    softRed: m.rich_text_colour_soft_red,
    softOrange: m.rich_text_colour_soft_orange,
    softYellow: m.rich_text_colour_soft_yellow,
    softGreen: m.rich_text_colour_soft_green,
    softBlue: m.rich_text_colour_soft_blue,
    softPurple: m.rich_text_colour_soft_purple,
    grey: m.rich_text_colour_grey,
    darkRed: m.rich_text_colour_dark_red,
    darkOrange: m.rich_text_colour_dark_orange,
    darkYellow: m.rich_text_colour_dark_yellow,
    darkGreen: m.rich_text_colour_dark_green,
    darkBlue: m.rich_text_colour_dark_blue,
    darkPurple: m.rich_text_colour_dark_purple,
    darkGrey: m.rich_text_colour_dark_grey,
    deepRed: m.rich_text_colour_deep_red,
    deepOrange: m.rich_text_colour_deep_orange,
    olive: m.rich_text_colour_olive,
    deepGreen: m.rich_text_colour_deep_green,
    navy: m.rich_text_colour_navy,
    deepPurple: m.rich_text_colour_deep_purple,
  }) satisfies Record<ColourKey, string>;

export const richTextEditorWords = () => ({
  ...islandWords({
    toolbar: m.rich_text_toolbar,
    textStyle: m.rich_text_text_style,
    normalText: m.rich_text_normal_text,
    heading1: m.rich_text_heading_1,
    heading2: m.rich_text_heading_2,
    heading3: m.rich_text_heading_3,
    fontSize: m.rich_text_font_size,
    sizeSmall: m.rich_text_size_small,
    sizeNormal: m.rich_text_size_normal,
    sizeLarge: m.rich_text_size_large,
    sizeHuge: m.rich_text_size_huge,
    bold: m.rich_text_bold,
    italic: m.rich_text_italic,
    alignLeft: m.rich_text_align_left,
    alignCenter: m.rich_text_align_centre,
    alignRight: m.rich_text_align_right,
    alignJustify: m.rich_text_justify,
    bulletList: m.rich_text_bullet_list,
    orderedList: m.rich_text_numbered_list,
    decreaseIndent: m.rich_text_decrease_indent,
    increaseIndent: m.rich_text_increase_indent,
    link: m.rich_text_link,
    embedVideo: m.rich_text_embed_video,
    backgroundColour: m.rich_text_background_colour,
    backgroundColours: m.rich_text_background_colours,
    noColour: m.rich_text_no_colour,
    linkAddress: m.rich_text_link_address,
    linkPlaceholder: m.rich_text_link_placeholder,
    addLink: m.rich_text_add_link,
    videoAddress: m.rich_text_video_address,
    embedVideoButton: m.rich_text_embed_video_button,
    linkInvalid: m.rich_text_link_invalid,
    videoInvalid: m.rich_text_video_invalid,
    filesRefused: m.rich_text_files_refused,
    cancel: m.common_cancel,
  }),
  colours: colourWords(),
  toasts: toastWords(),
});

export type RichTextEditorWords = ReturnType<typeof richTextEditorWords>;
