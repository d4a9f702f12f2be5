/**
 * The rich-text editor island behind RichTextField.astro. It reads the starting HTML from the
 * field's <textarea>, hides it, and writes the HTML back on every change, so the form posts the
 * textarea whether or not this island ever loads. Paste arrives as plain text (spec §1); a pasted
 * YouTube or Vimeo link becomes an embedded player (spec §5).
 */
import { Fragment, Slice } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { Editor } from '@tiptap/core';
import { useEffect, useId, useRef, useState } from 'react';
import { toMailto } from './email-link.ts';
import { editorExtensions } from './extensions.ts';
import { toHref } from './link-href.ts';
import { htmlToPlainText, pastedParagraphs, textToParagraphs } from './plain-paste.ts';
import { Toolbar } from './Toolbar.tsx';
import { UrlBar } from './UrlBar.tsx';
import { toEmbedUrl } from './video-embed.ts';
import './content.css';
import './rich-text-editor.css';

interface Props {
  /** The id of the field's <textarea>, the value the form posts. */
  textareaId: string;
  /** The id of the field's <label>, which names the editing area. */
  labelId: string;
  describedBy?: string | undefined;
  invalid?: boolean;
}

type UrlBarState = { kind: 'link' | 'video'; initial: string } | null;

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

export function RichTextEditor({ textareaId, labelId, describedBy, invalid }: Props) {
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [urlBar, setUrlBar] = useState<UrlBarState>(null);
  const editorId = `${useId()}-editor`;

  // Created after hydration, in the browser only (the server renders an empty mount point).
  useEffect(() => {
    const textarea = document.getElementById(textareaId);
    if (!mount.current || !(textarea instanceof HTMLTextAreaElement)) return;
    const instance: Editor = new Editor({
      element: mount.current,
      // Tiptap would inject a <style> element, which the CSP forbids; rich-text-editor.css has its rules.
      injectCSS: false,
      extensions: editorExtensions,
      content: textarea.value,
      editorProps: {
        attributes: {
          id: editorId,
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          class: 'rte-content rich-text',
        },
        handlePaste: (view, event) => {
          const data = event.clipboardData;
          if (!data) return false;
          const plain = data.getData('text/plain');
          const html = data.getData('text/html');
          const link = plain.trim() !== '' ? plain : htmlToPlainText(html);
          if (toEmbedUrl(link)) instance.commands.setVideo(link);
          else pastePlain(view, pastedParagraphs(plain, html));
          return true;
        },
        // Dropped HTML goes through here too: reduce it to plain paragraphs as well.
        transformPastedHTML: (html) =>
          textToParagraphs(htmlToPlainText(html))
            .map((line) => `<p>${escapeHtml(line)}</p>`)
            .join(''),
      },
      onUpdate: ({ editor: current }) => {
        textarea.value = current.isEmpty ? '' : current.getHTML();
        textarea.dispatchEvent(new Event('input', { bubbles: true }));
      },
    });
    textarea.hidden = true;
    // The label points at the (now hidden) textarea: clicking it goes to the editor instead.
    const label = document.getElementById(labelId);
    const focusEditor = () => instance.commands.focus();
    label?.addEventListener('click', focusEditor);
    setEditor(instance);
    return () => {
      label?.removeEventListener('click', focusEditor);
      instance.destroy();
      textarea.hidden = false;
      setEditor(null);
    };
  }, [textareaId, labelId, describedBy, invalid, editorId]);

  const onLink = () => {
    if (!editor) return;
    if (editor.isActive('link')) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    const { from, to, empty } = editor.state.selection;
    const selected = editor.state.doc.textBetween(from, to, ' ');
    const mailto = empty ? null : toMailto(selected);
    if (mailto) {
      editor.chain().focus().setLink(mailto).run();
      return;
    }
    setUrlBar({ kind: 'link', initial: !empty && toHref(selected) ? selected.trim() : '' });
  };

  const applyLink = (value: string): string | null => {
    if (!editor) return null;
    const href = toHref(value);
    if (!href) return 'Enter a web address (https://…) or an e-mail address.';
    if (editor.state.selection.empty) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: value.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().setLink(href).run();
    }
    setUrlBar(null);
    return null;
  };

  const applyVideo = (value: string): string | null => {
    if (!editor) return null;
    if (!toEmbedUrl(value)) return 'Only YouTube and Vimeo links can be embedded.';
    editor.chain().focus().setVideo(value).run();
    setUrlBar(null);
    return null;
  };

  // One tree before and after the editor exists, so the mount point (and ProseMirror's DOM in it) is kept.
  return (
    <div className={editor ? 'rte' : 'rte-placeholder'} data-ready={editor ? 'true' : undefined}>
      {editor && <Toolbar editor={editor} editorId={editorId} onLink={onLink} onVideo={() => setUrlBar({ kind: 'video', initial: '' })} />}
      {editor && urlBar && (
        <UrlBar
          key={urlBar.kind}
          kind={urlBar.kind}
          initial={urlBar.initial}
          onApply={urlBar.kind === 'link' ? applyLink : applyVideo}
          onCancel={() => {
            setUrlBar(null);
            editor.commands.focus();
          }}
        />
      )}
      <div ref={mount} className={editor ? 'rte-scroll' : undefined} />
    </div>
  );
}
