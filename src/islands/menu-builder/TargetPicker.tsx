/**
 * Picks what a menu item links to: a Headless UI combobox (keyboard operable) over the fixed places (home, the
 * blog, a web address) and the shop's collections, products, pages and posts found as the seller types.
 */
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { actions } from 'astro:actions';
import { useEffect, useState } from 'react';
import { showToast } from '../../stores/toasts.ts';
import { targetWord } from './target-word.ts';
import type { MenuBuilderWords } from './words.ts';

export type TargetChoice = { value: string; label: string };

export default function TargetPicker(props: {
  id: string;
  value: TargetChoice;
  onChange: (choice: TargetChoice) => void;
  invalid?: boolean;
  words: MenuBuilderWords;
}) {
  const { words } = props;
  const FIXED: TargetChoice[] = (['home', 'blog', 'url'] as const).map((value) => ({ value, label: targetWord(words, value) }));
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<TargetChoice[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => {
      actions.menus.targets({ q: query }).then(
        ({ data, error }) => {
          if (error) showToast('error', error.message);
          else setFound(data.map((o) => ({ value: `${o.type}:${o.id}`, label: `${targetWord(words, o.type)}: ${o.title}` })));
        },
        () => showToast('error', words.searchFailed),
      );
    }, 250);
    return () => clearTimeout(timer);
  }, [query]);
  const fixed = FIXED.filter((o) => o.label.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <Combobox value={props.value} by="value" onChange={(choice: TargetChoice | null) => choice && props.onChange(choice)}>
      <div className="relative">
        <ComboboxInput
          id={props.id}
          autoFocus
          className="input"
          aria-invalid={props.invalid ? 'true' : undefined}
          displayValue={(choice: TargetChoice | null) => choice?.label ?? ''}
          onChange={(e) => setQuery(e.target.value)}
        />
        <ComboboxOptions anchor="bottom start" className="card z-20 max-h-60 w-[var(--input-width)] overflow-auto p-1 empty:invisible">
          {[...fixed, ...found].map((choice) => (
            <ComboboxOption key={choice.value} value={choice} className="cursor-pointer rounded px-2 py-1 data-[focus]:bg-primary-soft">
              {choice.label}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </div>
    </Combobox>
  );
}
