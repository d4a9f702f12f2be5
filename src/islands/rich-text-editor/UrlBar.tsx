/**
 * The inline address field of the Link and Video buttons. Not a <form>: the editor sits inside the
 * page's form, so Enter applies here instead of submitting it.
 */
import { useEffect, useId, useRef, useState } from 'react';

interface Props {
  kind: 'link' | 'video';
  initial: string;
  /** Applies the address; returns an error message when it cannot. */
  onApply: (value: string) => string | null;
  onCancel: () => void;
}

const TEXT = {
  link: { label: 'Link address', placeholder: 'https://… or name@example.com', apply: 'Add link' },
  video: { label: 'YouTube or Vimeo link', placeholder: 'https://www.youtube.com/watch?v=…', apply: 'Embed video' },
};

export function UrlBar({ kind, initial, onApply, onCancel }: Props) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const text = TEXT[kind];

  useEffect(() => input.current?.focus(), []);

  const apply = () => setError(onApply(value));

  return (
    <div className="rte-urlbar">
      <label htmlFor={id} className="rte-urlbar-label">
        {text.label}
      </label>
      <input
        ref={input}
        id={id}
        type="text"
        inputMode="url"
        className="input rte-urlbar-input"
        value={value}
        placeholder={text.placeholder}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          }
        }}
      />
      <button type="button" className="btn" onClick={apply}>
        {text.apply}
      </button>
      <button type="button" className="btn" onClick={onCancel}>
        Cancel
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error rte-urlbar-error">
          {error}
        </p>
      )}
    </div>
  );
}
