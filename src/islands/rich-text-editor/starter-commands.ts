/**
 * The formatting buttons the rich-text field shows before its editor has loaded (RichTextField.astro): pressing
 * one loads the editor, which then applies it at the end of the text, so the next words come out formatted.
 * Only toggles that need no further question (a link asks for its address) are offered.
 */
import type { Editor } from '@tiptap/core';

export const STARTER_COMMANDS = [
  { command: 'bold', shortcut: 'Ctrl+B', glyph: 'B' },
  { command: 'italic', shortcut: 'Ctrl+I', glyph: 'I' },
  { command: 'bulletList', shortcut: 'Ctrl+Shift+8', glyph: '•' },
  { command: 'orderedList', shortcut: 'Ctrl+Shift+7', glyph: '1.' },
] as const;

export type StarterCommand = (typeof STARTER_COMMANDS)[number]['command'];

export const isStarterCommand = (value: string | undefined): value is StarterCommand =>
  STARTER_COMMANDS.some((entry) => entry.command === value);

/** Applies a button pressed before the editor existed. */
export function runStarterCommand(editor: Editor, command: StarterCommand): void {
  const chain = editor.chain().focus();
  if (command === 'bold') chain.toggleBold().run();
  else if (command === 'italic') chain.toggleItalic().run();
  else if (command === 'bulletList') chain.toggleBulletList().run();
  else chain.toggleOrderedList().run();
}
