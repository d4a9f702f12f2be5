/**
 * Loaded on demand by the rich-text field (load-on-demand.ts): renders the editor into the field's slot. The
 * React, Tiptap and editor code (about 150 KB) arrives only when the seller starts to edit the text. The editor's
 * words are the field's `data-words` (RichTextField.astro: resolved on the server in the reader's language, so
 * neither this chunk nor the loader carries a message catalogue).
 */
import { createRoot } from 'react-dom/client';
import { RichTextEditor } from './RichTextEditor.tsx';
import type { StarterCommand } from './starter-commands.ts';
import type { RichTextEditorWords } from './words.ts';

export interface EditorSlot {
  textareaId: string;
  formatId: string;
  originalId: string;
  labelId: string;
  describedBy?: string | undefined;
  invalid?: boolean;
}

/** The words the server put on the field that holds `container`. */
function wordsOf(container: HTMLElement): RichTextEditorWords {
  return JSON.parse(container.closest<HTMLElement>('[data-rich-text]')?.dataset.words ?? '{}') as RichTextEditorWords;
}

/** Renders the editor of one field into `container`; it takes the textarea's place as it mounts. */
export function mountEditor(container: HTMLElement, slot: EditorSlot, firstCommand?: StarterCommand): void {
  createRoot(container).render(<RichTextEditor {...slot} firstCommand={firstCommand} words={wordsOf(container)} />);
}
