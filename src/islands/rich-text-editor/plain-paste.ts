/**
 * Paste arrives as plain text (spec §1): whatever the clipboard holds, the editor inserts only its
 * text, one paragraph per line, so no foreign markup, styles or scripts enter the document.
 * String-only (no DOM) so it runs and is tested in Node.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[body.toLowerCase()] ?? entity;
  });
}

const BLOCK_END = /<\/(p|div|h[1-6]|li|tr|blockquote|pre|section|article|header|footer|ul|ol|table|dt|dd)\s*>/gi;
const BLOCK_START = /<(p|div|h[1-6]|li|tr|blockquote|pre|section|article|header|footer|ul|ol|table|dt|dd)(\s[^>]*)?>/gi;

/** The text of an HTML fragment, with a line break for each `<br>` and block, as a browser would show it. */
export function htmlToPlainText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|head|title|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(BLOCK_START, '\n')
    .replace(BLOCK_END, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The paragraphs to insert for pasted plain text: one per non-empty line, spaces kept as typed. */
export function textToParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''))
    .filter((line) => line.trim() !== '');
}

/** The paragraphs of whatever was pasted: the clipboard's plain text, else the text of its HTML. */
export function pastedParagraphs(plain: string, html: string): string[] {
  return textToParagraphs(plain.trim() !== '' ? plain : htmlToPlainText(html));
}
