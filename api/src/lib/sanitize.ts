/// <reference path="./sanitize-html.d.ts" />
/**
 * The one HTML allowlist for rich text (product, collection, blog and page bodies).
 * The Store API runs it before storing and the dashboard again before showing, so HTML that
 * reached the database some other way is still made safe. Server-only: sanitize-html pulls in
 * htmlparser2 and postcss, which must never reach a browser bundle.
 */
import sanitize from 'sanitize-html';

/** Font sizes of the editor's size menu, as stored in `style="font-size: …"` (normal has none). */
export const FONT_SIZES = { small: '0.75em', large: '1.5em', huge: '2.5em' } as const;

/** Classes older content may carry instead of a font-size style. */
const SIZE_CLASSES = ['text-size-small', 'text-size-large', 'text-size-huge'];

const COLOUR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i;
const ALIGN = /^(left|right|center|justify)$/;
const SIZE = new RegExp(`^(${Object.values(FONT_SIZES).join('|').replace(/\./g, '\\.')})$`);

/** Only embed players of YouTube and Vimeo may be framed. */
const EMBED_SRC = /^https:\/\/(www\.youtube\.com\/embed\/[\w-]{6,20}|www\.youtube-nocookie\.com\/embed\/[\w-]{6,20}|player\.vimeo\.com\/video\/\d{1,12})(\?[\w=&%.-]*)?$/;

/** True when `src` is a YouTube or Vimeo embed address the iframe allowlist accepts. */
export function isAllowedEmbedSrc(src: string | undefined): boolean {
  return typeof src === 'string' && EMBED_SRC.test(src);
}

const BLOCK_STYLE = ['style'];

const options: sanitize.Options = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'a', 'span', 'mark', 'blockquote', 'iframe'],
  // Script and style bodies are dropped with their tags, never kept as text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template'],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'rel', { name: 'target', multiple: false, values: ['_blank', '_self'] }],
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
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer nofollow' } : attribs,
    }),
  },
  // An iframe survives only with a YouTube or Vimeo player address (hostnames alone are not enough).
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedEmbedSrc(frame.attribs.src),
};

/** Reduces rich-text HTML to Haat's allowlist: formatting, lists, safe links and video embeds. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}
