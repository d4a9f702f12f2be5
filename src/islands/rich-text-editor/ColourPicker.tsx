/** The background-colour button and its 35-colour grid (spec §9), usable with arrows, Enter and Escape, named in the reader's words. */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { COLOUR_COLUMNS, COLOURS } from './colours.ts';
import type { RichTextEditorWords } from './words.ts';

interface Props {
  current: string | null;
  onPick: (colour: string | null) => void;
  words: Pick<RichTextEditorWords, 'backgroundColour' | 'backgroundColours' | 'noColour' | 'colours'>;
}

export function ColourPicker({ current, onPick, words }: Props) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const gridId = useId();

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };
  const pick = (colour: string | null) => {
    close(false);
    onPick(colour);
  };
  const openGrid = () => {
    setOpen(true);
    // Focus the current colour (or the first) once the grid is rendered.
    requestAnimationFrame(() => {
      const target = grid.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]') ?? grid.current?.querySelector('button');
      target?.focus();
    });
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(grid.current?.querySelectorAll<HTMLButtonElement>('button[data-colour]') ?? [])];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLOUR_COLUMNS, ArrowUp: -COLOUR_COLUMNS }[event.key];
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (step !== undefined && index >= 0) {
      event.preventDefault();
      event.stopPropagation();
      buttons[(index + step + buttons.length) % buttons.length]?.focus();
    }
  };

  return (
    <div
      className="rte-popover-anchor"
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        data-toolbar-item=""
        className="rte-button"
        aria-label={words.backgroundColour}
        title={words.backgroundColour}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? gridId : undefined}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => (open ? close(false) : openGrid())}
      >
        <span aria-hidden="true" className="rte-colour-glyph" style={{ backgroundColor: current ?? 'transparent' }}>
          A
        </span>
      </button>
      {open && (
        <div id={gridId} ref={grid} role="group" aria-label={words.backgroundColours} className="rte-popover" onKeyDown={onGridKeyDown}>
          <div className="rte-colour-grid">
            {COLOURS.map((colour) => (
              <button
                key={colour.value}
                type="button"
                data-colour={colour.value}
                className="rte-swatch"
                style={{ backgroundColor: colour.value }}
                aria-label={words.colours[colour.key]}
                title={words.colours[colour.key]}
                aria-pressed={current === colour.value}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(colour.value)}
              />
            ))}
          </div>
          <button type="button" className="rte-text-button" onMouseDown={(event) => event.preventDefault()} onClick={() => pick(null)}>
            {words.noColour}
          </button>
        </div>
      )}
    </div>
  );
}
