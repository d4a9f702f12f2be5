/**
 * The inline address field of the Link and Video buttons. Not a <form>: the editor sits inside the
 * page's form, so Enter applies here instead of submitting it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { RichTextEditorWords } from './words.ts';

interface Props {
  kind: 'link' | 'video';
  initial: string;
  /** Applies the address; returns an error message when it cannot. */
  onApply: (value: string) => string | null;
  onCancel: () => void;
  words: RichTextEditorWords;
}

/** Each kind's label, placeholder and button, in the reader's words (a video's placeholder is an address in any language). */
const texts = (words: RichTextEditorWords) => ({
  link: { label: words.linkAddress, placeholder: words.linkPlaceholder, apply: words.addLink },
  video: { label: words.videoAddress, placeholder: 'https://www.youtube.com/watch?v=…', apply: words.embedVideoButton },
});

export function UrlBar({ kind, initial, onApply, onCancel, words }: Props) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const text = texts(words)[kind];

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
        {words.cancel}
      </button>
      {error && (
        <p id={`${id}-error`} role="alert" className="field-error rte-urlbar-error">
          {error}
        </p>
      )}
    </div>
  );
}
