/**
 * A Headless UI combobox that searches as the seller types (after 2 characters, 250 ms after the last key) and
 * hands the chosen item to `onPick`. Loaded on first use by the phone-order island (OrderLive.tsx).
 */
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useEffect, useState } from 'react';

export interface FinderProps<T> {
  label: string;
  search: (q: string) => Promise<T[]>;
  text: (item: T) => string;
  onPick: (item: T) => void;
  autoFocus?: boolean;
}

export default function Finder<T>(props: FinderProps<T>) {
  const [query, setQuery] = useState('');
  const [items, setItems] = useState<T[]>([]);
  useEffect(() => {
    if (query.trim().length < 2) return;
    const timer = setTimeout(() => {
      props.search(query).then(setItems, () => setItems([]));
    }, 250);
    return () => clearTimeout(timer);
  }, [query]);
  return (
    <Combobox<T | null> value={null} onChange={(item) => item && props.onPick(item)}>
      <label className="label">
        {props.label}
        <ComboboxInput className="input" autoFocus={props.autoFocus} onChange={(e) => setQuery(e.target.value)} displayValue={() => ''} />
      </label>
      <ComboboxOptions className="card mt-1 max-h-60 overflow-auto p-1">
        {items.map((item, i) => (
          <ComboboxOption key={i} value={item} className="cursor-pointer rounded px-2 py-1 data-[focus]:bg-primary-soft">
            {props.text(item)}
          </ComboboxOption>
        ))}
      </ComboboxOptions>
    </Combobox>
  );
}
