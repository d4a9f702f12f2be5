/**
 * Paste and drop as plain text (spec §1), and a pasted YouTube or Vimeo link as a player (spec §5),
 * as a Tiptap extension so the handlers reach the editor through `this.editor`. Pictures and other
 * files are refused with an error toast (`$toasts`), in the reader's words (the `filesRefused` option): they belong
 * with the images.
 */
import { Extension } from '@tiptap/core';
import { Fragment, Slice } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import type { EditorView } from '@tiptap/pm/view';
import { showToast } from '../../stores/toasts.ts';
import { htmlToPlainText, pastedParagraphs, textToParagraphs } from './plain-paste.ts';
import { toEmbedUrl } from './video-embed.ts';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Inserts pasted text as plain paragraphs (one per line). */
function pastePlain(view: EditorView, paragraphs: string[]): void {
  const { schema, tr } = view.state;
  if (paragraphs.length === 0) return;
  if (paragraphs.length === 1) {
    view.dispatch(tr.insertText(paragraphs[0]!).scrollIntoView());
    return;
  }
  const nodes = paragraphs.map((line) => schema.nodes.paragraph!.create(null, schema.text(line)));
  // Open on both sides: the first line joins the current paragraph, the last one the rest of it.
  view.dispatch(tr.replaceSelection(new Slice(Fragment.from(nodes), 1, 1)).scrollIntoView());
}

/** True when the transfer carries files and no text at all (a copied picture, a dragged file). */
export function onlyFiles(data: Pick<DataTransfer, 'getData' | 'files'>): boolean {
  return data.files.length > 0 && data.getData('text/plain').trim() === '' && data.getData('text/html').trim() === '';
}

interface PlainPasteOptions {
  /** What the seller is told when a pasted or dropped file is left out (the editor's words: `filesRefused`). */
  filesRefused: string;
}

export const PlainPaste = Extension.create<PlainPasteOptions>({
  name: 'plainPaste',
  addOptions: () => ({ filesRefused: '' }),
  addProseMirrorPlugins() {
    const { editor } = this;
    const { filesRefused } = this.options;
    return [
      new Plugin({
        key: new PluginKey('plainPaste'),
        props: {
          handlePaste: (view, event) => {
            const data = event.clipboardData;
            if (!data) return false;
            if (onlyFiles(data)) {
              showToast('error', filesRefused);
              return true;
            }
            const plain = data.getData('text/plain');
            const html = data.getData('text/html');
            const link = plain.trim() !== '' ? plain : htmlToPlainText(html);
            if (toEmbedUrl(link)) editor.commands.setVideo(link);
            else pastePlain(view, pastedParagraphs(plain, html));
            return true;
          },
          handleDrop: (_view, event) => {
            const data = event.dataTransfer;
            if (!data || !onlyFiles(data)) return false;
            showToast('error', filesRefused);
            return true;
          },
          // Dropped HTML goes through here too: reduce it to plain paragraphs as well.
          transformPastedHTML: (html) =>
            textToParagraphs(htmlToPlainText(html))
              .map((line) => `<p>${escapeHtml(line)}</p>`)
              .join(''),
        },
      }),
    ];
  },
});
