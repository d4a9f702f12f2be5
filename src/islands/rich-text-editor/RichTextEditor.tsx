/**
 * The rich-text editor island behind RichTextField.astro. It reads the starting HTML from the
 * field's <textarea>, hides it, and writes the HTML back on every change, so the form still posts
 * the textarea whether or not this island ever loads.
 */
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useState } from 'react';
import { editorExtensions } from './extensions.ts';

interface Props {
  textareaId: string;
  labelId: string;
  describedBy?: string | undefined;
  invalid?: boolean;
}

export function RichTextEditor({ textareaId, labelId, describedBy, invalid }: Props) {
  const [textarea, setTextarea] = useState<HTMLTextAreaElement | null>(null);

  useEffect(() => {
    const element = document.getElementById(textareaId);
    if (element instanceof HTMLTextAreaElement) setTextarea(element);
  }, [textareaId]);

  const editor = useEditor(
    {
      immediatelyRender: false,
      extensions: editorExtensions,
      content: textarea?.value ?? '',
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          ...(describedBy ? { 'aria-describedby': describedBy } : {}),
          ...(invalid ? { 'aria-invalid': 'true' } : {}),
          class: 'rte-content',
        },
      },
      onUpdate: ({ editor: current }) => {
        if (textarea) textarea.value = current.isEmpty ? '' : current.getHTML();
      },
    },
    [textarea],
  );

  useEffect(() => {
    if (!textarea || !editor) return;
    textarea.hidden = true;
    return () => {
      textarea.hidden = false;
    };
  }, [textarea, editor]);

  return (
    <div className="rte" data-ready={editor ? 'true' : undefined}>
      {editor && <EditorContent editor={editor} />}
    </div>
  );
}
