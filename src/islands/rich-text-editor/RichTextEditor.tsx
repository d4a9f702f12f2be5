/**
 * The rich-text editor behind RichTextField.astro, loaded on demand (issue 25): the field is the plain
 * <textarea> the server renders until the seller focuses it or presses a formatting button, and
 * mount.tsx then renders this component into the field. At the moment it takes over (one synchronous
 * layout effect, so no keystroke falls between) it reads what the textarea holds then (the stored HTML, or
 * the text typed meanwhile), hides the textarea, puts the HTML in it, marks the post as HTML and writes the
 * HTML back on every change, so the form posts the textarea whether or not the editor ever loads. Tiptap is
 * bound through @tiptap/react (useEditor, EditorContent). Paste arrives as plain text (spec §1); a pasted
 * YouTube or Vimeo link becomes an embedded player (spec §5); a refused paste is reported through `$toasts`. Its
 * words come resolved in the reader's language (`words`, ./words.ts, from the field's markup), so it ships no messages.
 */
import { Selection } from '@tiptap/pm/state';
import { EditorContent, useEditor } from '@tiptap/react';
import { postedRichText, typedEnd, type TypedEnd } from '../../../contract/rich-text-plain.ts';
import { useId, useLayoutEffect, useMemo, useState } from 'react';
import { Toasts } from '../messages/Toasts.tsx';
import { toMailto } from './email-link.ts';
import { editorExtensions } from './extensions.ts';
import { toHref } from './link-href.ts';
import { PlainPaste } from './paste-extension.ts';
import { runStarterCommand, type StarterCommand } from './starter-commands.ts';
import { Toolbar } from './Toolbar.tsx';
import { UrlBar } from './UrlBar.tsx';
import { toEmbedUrl } from './video-embed.ts';
import type { RichTextEditorWords } from './words.ts';
import './content.css';
import './rich-text-editor.css';

interface Props {
  /** The id of the field's <textarea>, the value the form posts. */
  textareaId: string;
  /** The id of the hidden input saying how the textarea's value is posted ("text" or "html"). */
  formatId: string;
  /** The id of the hidden input holding the HTML the plain text was shown from. */
  originalId: string;
  /** The id of the field's <label>, which names the editing area. */
  labelId: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  /** A formatting button pressed before the editor had loaded: applied once it has taken over. */
  firstCommand?: StarterCommand | undefined;
  /** Every word the editor shows, in the reader's language. */
  words: RichTextEditorWords;
}

type UrlBarState = { kind: 'link' | 'video'; initial: string } | null;

/** The field's textarea, in the browser (the server renders no editor). */
function textareaById(id: string): HTMLTextAreaElement | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  return element instanceof HTMLTextAreaElement ? element : null;
}

function inputById(id: string): HTMLInputElement | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement ? element : null;
}

/** The HTML the editor starts from: the stored HTML, or what the seller typed into the plain-text field meanwhile. */
function startingHtml(textareaId: string, formatId: string, originalId: string): string {
  const textarea = textareaById(textareaId);
  if (!textarea) return '';
  const format = inputById(formatId)?.value ?? 'html';
  return postedRichText(textarea.value, format, inputById(originalId)?.value);
}

/** Carries the end of what was typed in the plain box (a space, an Enter) on at the editor's cursor: its HTML dropped it. */
function continueTypedEnd(editor: NonNullable<ReturnType<typeof useEditor>>, end: TypedEnd): void {
  if (end === 'space') editor.view.dispatch(editor.state.tr.insertText(' '));
  else if (end === 'line') editor.commands.setHardBreak();
  else if (end === 'paragraph') editor.commands.splitBlock();
}

export function RichTextEditor({ textareaId, formatId, originalId, labelId, describedBy, invalid, firstCommand, words }: Props) {
  const [urlBar, setUrlBar] = useState<UrlBarState>(null);
  // Made once: useEditor builds the editor from its first options.
  const [extensions] = useState(() => [...editorExtensions, PlainPaste.configure({ filesRefused: words.filesRefused })]);
  const editorId = `${useId()}-editor`;
  const editorProps = useMemo(
    () => ({
      attributes: {
        id: editorId,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: 'rte-content rich-text',
      },
    }),
    [editorId, labelId, describedBy, invalid],
  );

  // Mounted in the browser only (mount.tsx), so the editor exists from the first render; it starts empty and
  // the takeover below gives it the field's content.
  const editor = useEditor({
    immediatelyRender: true,
    // Tiptap would inject a <style> element, which the CSP forbids; rich-text-editor.css has its rules.
    injectCSS: false,
    extensions,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const textarea = textareaById(textareaId);
      if (!textarea) return;
      textarea.value = current.isEmpty ? '' : current.getHTML();
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    },
  });

  // The takeover. A layout effect runs in the same task as the commit, and the textarea is read here, not at
  // render: on a slow phone the seller may type while React renders, and a value read earlier would overwrite it.
  useLayoutEffect(() => {
    const textarea = textareaById(textareaId);
    if (!editor || !textarea) return;
    const hadFocus = document.activeElement === textarea;
    const format = inputById(formatId);
    // What the seller typed in the box, whose end (a space, an Enter) the HTML below drops.
    const typed = format?.value === 'text' ? textarea.value : '';
    const html = startingHtml(textareaId, formatId, originalId);
    editor.commands.setContent(html, { emitUpdate: false });
    textarea.value = html;
    if (format) format.value = 'html';
    // The seller was typing in the box or pressed a button: carry on in the editor, after what is there. Focused
    // here and now, before the box goes: Tiptap's focus command waits for the next frame, and the keys pressed
    // until then would reach no field at all.
    if (hadFocus || firstCommand) {
      editor.view.dispatch(editor.state.tr.setSelection(Selection.atEnd(editor.state.doc)));
      if (hadFocus) continueTypedEnd(editor, typedEnd(typed));
      editor.view.focus();
    }
    textarea.hidden = true;
    // The plain-text hint and the stand-in toolbar are for the field without the editor.
    const plainHint = document.getElementById(`${textareaId}-plain-hint`);
    if (plainHint) plainHint.hidden = true;
    const starter = document.getElementById(`${textareaId}-starter`);
    if (starter) starter.hidden = true;
    if (firstCommand) runStarterCommand(editor, firstCommand);
    const label = document.getElementById(labelId);
    const focusEditor = () => editor.commands.focus();
    label?.addEventListener('click', focusEditor);
    return () => {
      label?.removeEventListener('click', focusEditor);
      textarea.hidden = false;
      if (plainHint) plainHint.hidden = false;
    };
    // firstCommand is left out: it applies once, when the editor takes over.
  }, [editor, textareaId, formatId, originalId, labelId]);

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
    if (!href) return words.linkInvalid;
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
    if (!toEmbedUrl(value)) return words.videoInvalid;
    editor.chain().focus().setVideo(value).run();
    setUrlBar(null);
    return null;
  };

  return (
    <div className={editor ? 'rte' : 'rte-placeholder'} data-ready={editor ? 'true' : undefined}>
      {editor && (
        <Toolbar
          editor={editor}
          editorId={editorId}
          onLink={onLink}
          onVideo={() => setUrlBar({ kind: 'video', initial: '' })}
          words={words}
        />
      )}
      {editor && urlBar && (
        <UrlBar
          key={urlBar.kind}
          kind={urlBar.kind}
          initial={urlBar.initial}
          words={words}
          onApply={urlBar.kind === 'link' ? applyLink : applyVideo}
          onCancel={() => {
            setUrlBar(null);
            editor.commands.focus();
          }}
        />
      )}
      <EditorContent editor={editor} className={editor ? 'rte-scroll' : undefined} />
      {editor && <Toasts words={words.toasts} />}
    </div>
  );
}
