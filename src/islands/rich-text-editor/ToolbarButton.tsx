/** One toolbar button: labelled for screen readers, `aria-pressed` when it is a toggle. */
import type { ReactNode } from 'react';

interface Props {
  label: string;
  onClick: () => void;
  pressed?: boolean | undefined;
  disabled?: boolean;
  shortcut?: string;
  children: ReactNode;
  expanded?: boolean;
}

export function ToolbarButton({ label, onClick, pressed, disabled, shortcut, children, expanded }: Props) {
  return (
    <button
      type="button"
      data-toolbar-item=""
      className="rte-button"
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-keyshortcuts={shortcut?.replace('Ctrl', 'Control')}
      disabled={disabled}
      // Keep the editor's selection: a mouse press would otherwise move focus before the command runs.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** A thin divider between groups of buttons. */
export function ToolbarSeparator() {
  return <span role="separator" aria-orientation="vertical" className="rte-separator" />;
}
