/** The editor's extensions: only what the toolbar offers, so the island stays small. */
import StarterKit from '@tiptap/starter-kit';

export const editorExtensions = [
  StarterKit.configure({ code: false, codeBlock: false, horizontalRule: false, blockquote: false }),
];
