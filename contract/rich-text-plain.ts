/**
 * Rich text as plain text and back, for the editor's field without JavaScript (issue 8 item 7): the fallback
 * textarea shows paragraphs and line breaks instead of tags, and a post of plain text becomes safe HTML.
 * Pure string work with no DOM, so the Astro component, the actions and the editor island all share it
 * (the island bundles this file: keep it free of imports).
 */

/** How a rich-text field's value was posted: HTML written by the editor island, or plain text from the fallback. */
export type RichTextFormat = 'html' | 'text';

/** The extra fields a rich-text field posts beside its value: its format, and the HTML the plain text was made from. */
export const richTextFieldNames = (name: string) => ({ format: `${name}.format`, original: `${name}.original` });

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,6});/gi, (entity, name: string) => {
    if (!name.startsWith('#')) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const stripTags = (html: string): string => html.replace(/<[^>]*>/g, '');

/**
 * Plain text as a seller types it, tidied: Unix line ends, no trailing spaces, runs of spaces as one, at most
 * one blank line between paragraphs, nothing around. Two texts that read the same compare equal after this.
 */
export function normalisePlainText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Rich-text HTML as the text a reader sees: paragraphs and headings apart by a blank line, `<br>` as a line
 * break, list items as "• " lines, a link as its words (with its address when that differs), an embedded video
 * as its address, entities decoded, every other tag dropped.
 */
export function richTextToPlain(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    // Whitespace in HTML source is one space; the breaks come from the tags below.
    .replace(/\s+/g, ' ')
    .replace(/<a\b[^>]*?\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a\s*>/gi, (_link, href: string, inner: string) => {
      const words = stripTags(inner).trim();
      const address = href.replace(/^mailto:/i, '');
      return !words ? address : decodeEntities(words) === decodeEntities(address) ? words : `${words} (${address})`;
    })
    .replace(/<iframe\b[^>]*?\bsrc="([^"]*)"[^>]*>/gi, '\n\n$1\n\n')
    // The editor wraps a list item's text in a paragraph: one line per item, not a paragraph each.
    .replace(/(<li\b[^>]*>)\s*<p\b[^>]*>/gi, '$1')
    .replace(/<\/p\s*>\s*(<\/li\s*>)/gi, '$1')
    .replace(/<\/p\s*>\s*<p\b[^>]*>/gi, '\n\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '\n• ')
    .replace(/<\/li\s*>/gi, '')
    .replace(/<\/?(p|h[1-6]|blockquote|div|ul|ol|pre)\b[^>]*>/gi, '\n\n');
  return normalisePlainText(decodeEntities(stripTags(text)));
}

/** Plain text as safe rich-text HTML: a `<p>` per paragraph (blank-line separated), `<br>` per line break, all escaped. */
export function plainToRichText(text: string): string {
  const plain = normalisePlainText(text);
  if (!plain) return '';
  return plain
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

/**
 * The HTML a rich-text field's post stands for. The editor island posts HTML (`format` "html"; a post without a
 * format is taken as HTML too, as the Store API takes it); the fallback posts plain text with the HTML it was shown
 * from: text that still reads the same keeps that HTML, formatting and all, and changed text becomes paragraphs.
 */
export function postedRichText(value: string, format: string | null | undefined, original: string | null | undefined): string {
  if (format !== 'text') return value;
  const source = original ?? '';
  // The editor's HTML back in the textarea (a browser restoring the field on Back) is still that HTML.
  if (value === source) return source;
  if (normalisePlainText(value) === richTextToPlain(source)) return source;
  return plainToRichText(value);
}

/** What the whitespace at the end of typed plain text stands for: a space, a line break, a new paragraph, or nothing. */
export type TypedEnd = 'space' | 'line' | 'paragraph' | null;

/**
 * The end of text a seller is typing in the plain box, which its HTML drops (`plainToRichText` trims it): when the
 * editor takes over mid-sentence (issue 25), "Stitched " must go on as "Stitched by", not "Stitchedby", and an
 * Enter just pressed must still start the next line. Text of whitespace only carries nothing.
 */
export function typedEnd(text: string): TypedEnd {
  const end = /[ \t\f\v\u00a0\r\n]*$/.exec(text)?.[0] ?? '';
  if (!end || end.length === text.length) return null;
  const breaks = end.replace(/\r\n?/g, '\n').split('\n').length - 1;
  return breaks >= 2 ? 'paragraph' : breaks === 1 ? 'line' : 'space';
}

/** The HTML a form's rich-text field `name` stands for (see `postedRichText`), read from FormData or the like. */
export function richTextFromForm(form: { get(name: string): unknown }, name: string): string {
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === 'string' ? value : null;
  };
  const fields = richTextFieldNames(name);
  return postedRichText(text(name) ?? '', text(fields.format), text(fields.original));
}
