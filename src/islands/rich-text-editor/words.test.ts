/**
 * The editor speaks the reader's language (issue 23): its toolbar, colour grid and address bar render the words the
 * server resolved (words.ts), and none of its own English.
 */
import type { Editor } from '@tiptap/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { withLocaleScope } from '../../i18n/locale.ts';
import { ColourPicker } from './ColourPicker.tsx';
import { COLOUR_KEYS } from './colours.ts';
import { Toolbar } from './Toolbar.tsx';
import { UrlBar } from './UrlBar.tsx';
import { richTextEditorWords } from './words.ts';

// Rendered on the "server" (no DOM in the unit tests), useEditorState would give the selector no editor: here it reads
// the one it is given, as it does in the browser.
vi.mock('@tiptap/react', () => ({
  useEditorState: ({ editor, selector }: { editor: Editor; selector: (state: { editor: Editor }) => unknown }) => selector({ editor }),
}));

const english = withLocaleScope('en', richTextEditorWords);
const bangla = withLocaleScope('bn', richTextEditorWords);

/** The little of an editor the toolbar reads to draw itself: nothing active, nothing to indent. */
const idleEditor = {
  isActive: () => false,
  getAttributes: () => ({}),
  can: () => ({ sinkListItem: () => false, liftListItem: () => false }),
  on: () => undefined,
  off: () => undefined,
} as unknown as Editor;

const toolbar = (words: typeof english) =>
  renderToStaticMarkup(createElement(Toolbar, { editor: idleEditor, editorId: 'body-editor', onLink: () => {}, onVideo: () => {}, words }));

/** Every label a reader meets: text between tags and the aria-label and title attributes. */
const shown = (html: string) => [
  ...html
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
  ...[...html.matchAll(/(?:aria-label|title|placeholder)="([^"]*)"/g)].map((match) => match[1]!),
];

/** English words of three letters or more that are not key names (Ctrl, Shift, Tab) or brand names. */
const english3 = (label: string) =>
  label.replace(/\((?:Ctrl|Shift)[^)]*\)|\(Tab\)|YouTube|Vimeo|https:\/\/\S*|name@example\.com/g, '').match(/[A-Za-z]{3,}/g) ?? [];

describe('the rich-text editor in Bangla', () => {
  it('labels the toolbar, its options and its buttons (with their shortcuts) in Bangla', () => {
    const html = toolbar(bangla);
    expect(html).toContain('aria-label="ফরম্যাটিং"');
    expect(html).toContain('aria-label="লেখার ধরন"');
    expect(html).toContain('>শিরোনাম ১</option>');
    expect(html).toContain('aria-label="বোল্ড"');
    expect(html).toContain('title="বোল্ড (Ctrl+B)"');
    expect(html).toContain('aria-label="বাঁয়ে রাখুন"');
    expect(shown(html).flatMap(english3)).toEqual([]);
  });

  it('still reads in English for an English reader', () => {
    const html = toolbar(english);
    expect(html).toContain('aria-label="Formatting"');
    expect(html).toContain('>Normal text</option>');
    expect(html).toContain('title="Align left (Ctrl+Shift+L)"');
  });

  it('names the colour button and the address bar in Bangla', () => {
    const picker = renderToStaticMarkup(createElement(ColourPicker, { current: null, onPick: () => {}, words: bangla }));
    expect(picker).toContain('aria-label="পেছনের রং"');
    const bar = renderToStaticMarkup(
      createElement(UrlBar, { kind: 'link', initial: '', onApply: () => null, onCancel: () => {}, words: bangla }),
    );
    expect(bar).toContain('লিংকের ঠিকানা');
    expect(bar).toContain('>বাতিল</button>');
    expect(shown(picker + bar).flatMap(english3)).toEqual([]);
  });

  it('has a Bangla name for each of the 35 colours, and its toasts and refusals in Bangla', () => {
    expect(Object.keys(bangla.colours).sort()).toEqual([...COLOUR_KEYS].sort());
    expect(new Set(Object.values(bangla.colours)).size).toBe(35);
    for (const name of Object.values(bangla.colours)) expect(english3(name)).toEqual([]);
    expect(bangla.toasts.error).toBe('সমস্যা');
    expect(english3(bangla.filesRefused)).toEqual([]);
    expect(english.filesRefused).toMatch(/Images/);
  });
});
