/**
 * The editor's schema: only what the toolbar offers (spec §1, §9), each extension imported on its
 * own rather than through StarterKit so the island ships no code block, strike, autolink (linkify)
 * and the like. Alignment, text style, link and video are small local extensions whose output is
 * exactly what contract/sanitize.ts keeps.
 */
import { Bold } from '@tiptap/extension-bold';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Heading } from '@tiptap/extension-heading';
import { Italic } from '@tiptap/extension-italic';
// Subpath imports: the package entry points would also bundle task lists, character count, etc.
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { ListKeymap } from '@tiptap/extension-list/keymap';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Text } from '@tiptap/extension-text';
import { Dropcursor } from '@tiptap/extensions/drop-cursor';
import { Gapcursor } from '@tiptap/extensions/gap-cursor';
import { TrailingNode } from '@tiptap/extensions/trailing-node';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import { Extension, Mark, Node, mergeAttributes } from '@tiptap/core';
import { RICH_TEXT_ALIGNMENTS, RICH_TEXT_FONT_SIZES, type RichTextAlignment, type RichTextFontSize } from '../../../contract/rich-text.ts';
import { normaliseColour } from './colours.ts';
import { toHref } from './link-href.ts';
import { toEmbedUrl } from './video-embed.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    textAlign: { setTextAlign: (alignment: RichTextAlignment) => ReturnType };
    textStyle: {
      setFontSize: (size: RichTextFontSize | null) => ReturnType;
      setBackgroundColor: (colour: string | null) => ReturnType;
      removeEmptyTextStyle: () => ReturnType;
    };
    link: { setLink: (href: string) => ReturnType; unsetLink: () => ReturnType };
    video: { setVideo: (link: string) => ReturnType };
  }
}

const ALIGNED = ['paragraph', 'heading'];

/** `text-align` on paragraphs and headings; left is the default and is stored as nothing. */
export const TextAlign = Extension.create({
  name: 'textAlign',
  addGlobalAttributes() {
    return [
      {
        types: ALIGNED,
        attributes: {
          textAlign: {
            default: null,
            parseHTML: (element) => {
              const value = element.style.textAlign;
              return value !== 'left' && (RICH_TEXT_ALIGNMENTS as readonly string[]).includes(value) ? value : null;
            },
            renderHTML: (attributes) => (attributes.textAlign ? { style: `text-align: ${attributes.textAlign}` } : {}),
          },
        },
      },
    ];
  },
  addCommands() {
    return {
      setTextAlign:
        (alignment) =>
        ({ commands }) =>
          ALIGNED.map((type) => commands.updateAttributes(type, { textAlign: alignment === 'left' ? null : alignment })).some(Boolean),
    };
  },
  addKeyboardShortcuts() {
    return {
      'Mod-Shift-l': () => this.editor.commands.setTextAlign('left'),
      'Mod-Shift-e': () => this.editor.commands.setTextAlign('center'),
      'Mod-Shift-r': () => this.editor.commands.setTextAlign('right'),
      'Mod-Shift-j': () => this.editor.commands.setTextAlign('justify'),
    };
  },
});

function fontSizeOf(element: HTMLElement): RichTextFontSize | null {
  const sizes = Object.entries(RICH_TEXT_FONT_SIZES) as [RichTextFontSize, string][];
  const byStyle = sizes.find(([, css]) => css === element.style.fontSize);
  const byClass = sizes.find(([size]) => element.classList.contains(`text-size-${size}`));
  return (byStyle ?? byClass)?.[0] ?? null;
}

/** A `<span>` carrying a font size of the size menu and/or a background colour of the picker. */
export const TextStyle = Mark.create({
  name: 'textStyle',
  addAttributes() {
    return {
      fontSize: {
        default: null,
        parseHTML: (element) => fontSizeOf(element),
        renderHTML: (attributes) => {
          const size = attributes.fontSize as RichTextFontSize | null;
          return size && size in RICH_TEXT_FONT_SIZES ? { style: `font-size: ${RICH_TEXT_FONT_SIZES[size]}` } : {};
        },
      },
      backgroundColor: {
        default: null,
        parseHTML: (element) => normaliseColour(element.style.backgroundColor),
        renderHTML: (attributes) => {
          const colour = normaliseColour(attributes.backgroundColor as string | null);
          return colour ? { style: `background-color: ${colour}` } : {};
        },
      },
    };
  },
  parseHTML() {
    const styled = (element: HTMLElement) => (fontSizeOf(element) || normaliseColour(element.style.backgroundColor) ? null : false);
    return [
      { tag: 'span', getAttrs: styled },
      { tag: 'mark', getAttrs: styled },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', HTMLAttributes, 0];
  },
  addCommands() {
    return {
      setFontSize:
        (size) =>
        ({ chain }) =>
          chain().setMark(this.name, { fontSize: size }).removeEmptyTextStyle().run(),
      setBackgroundColor:
        (colour) =>
        ({ chain }) =>
          chain()
            .setMark(this.name, { backgroundColor: normaliseColour(colour) })
            .removeEmptyTextStyle()
            .run(),
      removeEmptyTextStyle:
        () =>
        ({ tr }) => {
          const { from, to, empty } = tr.selection;
          if (empty) {
            const stored = tr.storedMarks?.find((mark) => mark.type === this.type);
            if (stored && !Object.values(stored.attrs).some(Boolean)) tr.removeStoredMark(this.type);
            return true;
          }
          tr.doc.nodesBetween(from, to, (node, pos) => {
            if (!node.isText) return true;
            const mark = node.marks.find((candidate) => candidate.type === this.type);
            if (mark && !Object.values(mark.attrs).some(Boolean)) {
              tr.removeMark(Math.max(pos, from), Math.min(pos + node.nodeSize, to), this.type);
            }
            return false;
          });
          return true;
        },
    };
  },
});

/** A link to an http(s) or mailto: address; anything else is not a link (no autolinking). */
export const Link = Mark.create({
  name: 'link',
  priority: 1000,
  inclusive: false,
  addAttributes() {
    return { href: { default: null, parseHTML: (element) => toHref(element.getAttribute('href') ?? '') } };
  },
  parseHTML() {
    return [{ tag: 'a[href]', getAttrs: (element) => (toHref(element.getAttribute('href') ?? '') ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['a', HTMLAttributes, 0];
  },
  addCommands() {
    return {
      setLink:
        (href) =>
        ({ chain }) => {
          const safe = toHref(href);
          return safe ? chain().setMark(this.name, { href: safe }).run() : false;
        },
      unsetLink:
        () =>
        ({ chain }) =>
          chain().unsetMark(this.name, { extendEmptyMarkRange: true }).run(),
    };
  },
});

/** A YouTube or Vimeo player, stored as the only kind of <iframe> the sanitiser keeps. */
export const Video = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null, parseHTML: (element) => toEmbedUrl(element.getAttribute('src') ?? '') } };
  },
  parseHTML() {
    return [{ tag: 'iframe[src]', getAttrs: (element) => (toEmbedUrl(element.getAttribute('src') ?? '') ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['iframe', mergeAttributes({ width: '560', height: '315', title: 'Video', allowfullscreen: 'true' }, HTMLAttributes)];
  },
  addCommands() {
    return {
      setVideo:
        (link) =>
        ({ commands, state }) => {
          const src = toEmbedUrl(link);
          if (!src) return false;
          // A paragraph after the player keeps the cursor below it, so typing on does not replace it;
          // an empty paragraph the cursor sits in is replaced rather than left above the player.
          const { $from, empty } = state.selection;
          const blank = empty && $from.parent.type.name === 'paragraph' && $from.parent.content.size === 0;
          const content = [{ type: this.name, attrs: { src } }, { type: 'paragraph' }];
          return blank ? commands.insertContentAt({ from: $from.before(), to: $from.after() }, content) : commands.insertContent(content);
        },
    };
  },
});

export const editorExtensions = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Bold,
  Italic,
  Heading.configure({ levels: [1, 2, 3] }),
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  UndoRedo,
  Dropcursor,
  Gapcursor,
  TrailingNode,
  TextAlign,
  TextStyle,
  Link,
  Video,
];
