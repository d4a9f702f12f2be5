/**
 * The formatting toolbar (spec §1, §9): one tab stop, arrow keys move between its controls
 * (WAI-ARIA toolbar pattern), every control labelled in the reader's words, toggles report aria-pressed.
 */
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import type { RichTextAlignment, RichTextFontSize } from '../../../contract/rich-text.ts';
import { ColourPicker } from './ColourPicker.tsx';
import { Icon } from './icons.tsx';
import { ToolbarButton, ToolbarSeparator } from './ToolbarButton.tsx';
import type { RichTextEditorWords } from './words.ts';

interface Props {
  editor: Editor;
  editorId: string;
  onLink: () => void;
  onVideo: () => void;
  words: RichTextEditorWords;
}

type Block = 'paragraph' | '1' | '2' | '3';

const ALIGNMENTS: { value: RichTextAlignment; label: keyof RichTextEditorWords; shortcut: string }[] = [
  { value: 'left', label: 'alignLeft', shortcut: 'Ctrl+Shift+L' },
  { value: 'center', label: 'alignCenter', shortcut: 'Ctrl+Shift+E' },
  { value: 'right', label: 'alignRight', shortcut: 'Ctrl+Shift+R' },
  { value: 'justify', label: 'alignJustify', shortcut: 'Ctrl+Shift+J' },
];

function items(toolbar: HTMLElement | null): HTMLElement[] {
  return [...(toolbar?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? [])].filter((item) => !(item as HTMLButtonElement).disabled);
}

/** Makes `active` the toolbar's single tab stop. */
function rove(toolbar: HTMLElement | null, active: HTMLElement | undefined) {
  const all = items(toolbar);
  const target = active && all.includes(active) ? active : all[0];
  for (const item of toolbar?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? []) item.tabIndex = item === target ? 0 : -1;
}

/** What the toolbar shows of the editor (active marks, block type …). */
function toolbarState(e: Editor) {
  const heading = [1, 2, 3].find((level) => e.isActive('heading', { level }));
  const block = e.isActive('heading') ? e.getAttributes('heading') : e.getAttributes('paragraph');
  const style = e.getAttributes('textStyle');
  return {
    block: (heading ? String(heading) : 'paragraph') as Block,
    size: (style.fontSize ?? 'normal') as RichTextFontSize | 'normal',
    colour: (style.backgroundColor ?? null) as string | null,
    align: (block.textAlign ?? 'left') as RichTextAlignment,
    bold: e.isActive('bold'),
    italic: e.isActive('italic'),
    bulletList: e.isActive('bulletList'),
    orderedList: e.isActive('orderedList'),
    link: e.isActive('link'),
    canIndent: e.can().sinkListItem('listItem'),
    canOutdent: e.can().liftListItem('listItem'),
  };
}

export function Toolbar({ editor, editorId, onLink, onVideo, words }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // Re-rendered only when one of these values changes, not on every keystroke.
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) });

  // Keep one tab stop as buttons become enabled or disabled.
  useEffect(() =>
    rove(
      ref.current,
      items(ref.current).find((item) => item.tabIndex === 0),
    ),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items(ref.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: all.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = all[(next + all.length) % all.length];
    rove(ref.current, target);
    target?.focus();
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (event.target.hasAttribute('data-toolbar-item')) rove(ref.current, event.target);
  };

  const chain = () => editor.chain().focus();

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={words.toolbar}
      aria-controls={editorId}
      className="rte-toolbar"
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <select
        data-toolbar-item=""
        className="rte-select"
        aria-label={words.textStyle}
        value={state.block}
        onChange={(event) => {
          const value = event.target.value as Block;
          if (value === 'paragraph') chain().setParagraph().run();
          else
            chain()
              .setHeading({ level: Number(value) as 1 | 2 | 3 })
              .run();
        }}
      >
        <option value="paragraph">{words.normalText}</option>
        <option value="1">{words.heading1}</option>
        <option value="2">{words.heading2}</option>
        <option value="3">{words.heading3}</option>
      </select>
      <select
        data-toolbar-item=""
        className="rte-select"
        aria-label={words.fontSize}
        value={state.size}
        onChange={(event) => {
          const value = event.target.value as RichTextFontSize | 'normal';
          chain()
            .setFontSize(value === 'normal' ? null : value)
            .run();
        }}
      >
        <option value="small">{words.sizeSmall}</option>
        <option value="normal">{words.sizeNormal}</option>
        <option value="large">{words.sizeLarge}</option>
        <option value="huge">{words.sizeHuge}</option>
      </select>
      <ToolbarSeparator />
      <ToolbarButton label={words.bold} shortcut="Ctrl+B" pressed={state.bold} onClick={() => chain().toggleBold().run()}>
        <b aria-hidden="true">B</b>
      </ToolbarButton>
      <ToolbarButton label={words.italic} shortcut="Ctrl+I" pressed={state.italic} onClick={() => chain().toggleItalic().run()}>
        <i aria-hidden="true" className="rte-serif">
          I
        </i>
      </ToolbarButton>
      <ColourPicker current={state.colour} onPick={(colour) => chain().setBackgroundColor(colour).run()} words={words} />
      <ToolbarSeparator />
      {ALIGNMENTS.map(({ value, label, shortcut }) => (
        <ToolbarButton
          key={value}
          label={words[label] as string}
          shortcut={shortcut}
          pressed={state.align === value}
          onClick={() => chain().setTextAlign(value).run()}
        >
          <Icon name={`align${value[0]!.toUpperCase()}${value.slice(1)}` as 'alignLeft'} />
        </ToolbarButton>
      ))}
      <ToolbarSeparator />
      <ToolbarButton
        label={words.bulletList}
        shortcut="Ctrl+Shift+8"
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <Icon name="bulletList" />
      </ToolbarButton>
      <ToolbarButton
        label={words.orderedList}
        shortcut="Ctrl+Shift+7"
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <Icon name="orderedList" />
      </ToolbarButton>
      <ToolbarButton
        label={words.decreaseIndent}
        shortcut="Shift+Tab"
        disabled={!state.canOutdent}
        onClick={() => chain().liftListItem('listItem').run()}
      >
        <Icon name="outdent" />
      </ToolbarButton>
      <ToolbarButton
        label={words.increaseIndent}
        shortcut="Tab"
        disabled={!state.canIndent}
        onClick={() => chain().sinkListItem('listItem').run()}
      >
        <Icon name="indent" />
      </ToolbarButton>
      <ToolbarSeparator />
      <ToolbarButton label={words.link} pressed={state.link} onClick={onLink}>
        <Icon name="link" />
      </ToolbarButton>
      <ToolbarButton label={words.embedVideo} onClick={onVideo}>
        <Icon name="video" />
      </ToolbarButton>
    </div>
  );
}
