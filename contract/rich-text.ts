/**
 * The formatting values rich text may carry, shared by the editor island (what the toolbar offers)
 * and the sanitiser (what survives). Plain constants only: the island bundles this file.
 */

/** The 35 background colours of the editor's picker (spec §9), 7 per row, as stored in HTML. */
// prettier-ignore
export const RICH_TEXT_COLOURS = [
  '#000000', '#e60000', '#ff9900', '#ffff00', '#008a00', '#0066cc', '#9933ff',
  '#ffffff', '#facccc', '#ffebcc', '#ffffcc', '#cce8cc', '#cce0f5', '#ebd6ff',
  '#bbbbbb', '#f06666', '#ffc266', '#ffff66', '#66b966', '#66a3e0', '#c285ff',
  '#888888', '#a10000', '#b26b00', '#b2b200', '#006100', '#0047b2', '#6b24b2',
  '#444444', '#5c0000', '#663d00', '#666600', '#003700', '#002966', '#3d1466',
] as const;

/** Font sizes of the size menu (spec §9) as `font-size` values; normal text carries none. */
export const RICH_TEXT_FONT_SIZES = { small: '0.75em', large: '1.5em', huge: '2.5em' } as const;
export type RichTextFontSize = keyof typeof RICH_TEXT_FONT_SIZES;

/** Paragraph and heading alignments. */
export const RICH_TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type RichTextAlignment = (typeof RICH_TEXT_ALIGNMENTS)[number];
