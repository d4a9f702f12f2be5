// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the dashboard and API tsconfigs do not include contract/, so the types travel with the module that needs them
/// <reference path="./sanitize-html.d.ts" />
/**
 * The one HTML allowlist for rich text (product, collection, blog and page bodies).
 * The Store API runs it before storing and the dashboard again before showing, so HTML that
 * reached the database some other way is still made safe. Server-only: sanitize-html pulls in
 * htmlparser2 and postcss, which must never reach a browser bundle.
 */
import sanitize, { type Options } from 'sanitize-html';
import { RICH_TEXT_ALIGNMENTS, RICH_TEXT_COLOURS, RICH_TEXT_FONT_SIZES } from './rich-text.ts';

/** Classes older content may carry instead of a font-size style. */
const SIZE_CLASSES = Object.keys(RICH_TEXT_FONT_SIZES).map((size) => `text-size-${size}`);

/** A pattern matching exactly one of `values` (case-insensitive), for sanitize-html's allowedStyles. */
const oneOf = (values: readonly string[]) =>
  new RegExp(`^(${values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`, 'i');

/** A picker colour as hex or as `rgb(r, g, b)`, the form browsers write back into a style attribute. */
const rgbPattern = (hex: string) => `rgb\\(${[1, 3, 5].map((at) => `\\s*${parseInt(hex.slice(at, at + 2), 16)}\\s*`).join(',')}\\)`;
const COLOUR = new RegExp(`^(${RICH_TEXT_COLOURS.join('|')}|${RICH_TEXT_COLOURS.map(rgbPattern).join('|')})$`, 'i');
const ALIGN = oneOf(RICH_TEXT_ALIGNMENTS);
const SIZE = oneOf(Object.values(RICH_TEXT_FONT_SIZES));
const TARGETS = new Set(['_blank', '_self']);

/** Only embed players of YouTube and Vimeo may be framed. */
const EMBED_SRC =
  /^https:\/\/(www\.youtube\.com\/embed\/[\w-]{6,20}|www\.youtube-nocookie\.com\/embed\/[\w-]{6,20}|player\.vimeo\.com\/video\/\d{1,12})(\?[\w=&%.-]*)?$/;

/** True when `src` is a YouTube or Vimeo embed address the iframe allowlist accepts. */
export function isAllowedEmbedSrc(src: string | undefined): boolean {
  return typeof src === 'string' && EMBED_SRC.test(src);
}

const BLOCK_STYLE = ['style'];

const options: Options = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h1',
    'h2',
    'h3',
    'ul',
    'ol',
    'li',
    'a',
    'span',
    'mark',
    'blockquote',
    'iframe',
  ],
  // Script and style bodies are dropped with their tags, never kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template'],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    p: BLOCK_STYLE,
    h1: BLOCK_STYLE,
    h2: BLOCK_STYLE,
    h3: BLOCK_STYLE,
    li: BLOCK_STYLE,
    blockquote: BLOCK_STYLE,
    span: ['style', 'class'],
    mark: ['style', 'class'],
    iframe: ['src', 'title', 'allowfullscreen', 'width', 'height', 'frameborder', 'allow'],
  },
  allowedClasses: { span: SIZE_CLASSES, mark: SIZE_CLASSES },
  allowedStyles: {
    '*': { 'text-align': [ALIGN], 'background-color': [COLOUR], 'font-size': [SIZE] },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, { target, rel, ...attribs }) => ({
      tagName,
      attribs:
        target === '_blank'
          ? { ...attribs, target, rel: 'noopener noreferrer nofollow' }
          : { ...attribs, ...(target && TARGETS.has(target) ? { target } : {}), ...(rel ? { rel } : {}) },
    }),
  },
  // An iframe survives only with a YouTube or Vimeo player address (hostnames alone are not enough).
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedEmbedSrc(frame.attribs.src),
};

/** Reduces rich-text HTML to Haat's allowlist: formatting, lists, safe links and video embeds. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
