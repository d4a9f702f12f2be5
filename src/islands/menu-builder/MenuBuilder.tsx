/**
 * The menu builder: drag an item (with its sub-items) to reorder it, and sideways to nest it (up to three levels);
 * buttons do the same from the keyboard; a searchable combobox picks each target. "Save menu" sends the whole
 * tree in one request (the same fields as the form without JavaScript, which this island hides) and reports
 * through $toasts. Leaving with unsaved changes asks first.
 */
import { actions } from 'astro:actions';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { allowedMoves, MAX_MENU_DEPTH, moveMenuRow, subtreeEnd, type MenuMove } from '../../../contract/menu-rows.ts';
import { fill } from '../../i18n/island-words.ts';
import { $session } from '../../stores/session.ts';
import { seedStores, type StoreSeed } from '../../stores/seed.ts';
import { showToast } from '../../stores/toasts.ts';
import { Toasts } from '../messages/Toasts.tsx';
import { targetWord } from './target-word.ts';
import type { TargetChoice } from './TargetPicker.tsx';
import { typedRows } from './typed-rows.ts';
import type { MenuBuilderWords } from './words.ts';

const TargetPicker = lazy(() => import('./TargetPicker.tsx'));

export type BuilderRow = { key: number; label: string; target: TargetChoice; url: string; depth: number; broken: boolean };

interface Props {
  seed: StoreSeed;
  menu: { id: string; name: string; handle: string; version: number; isDefault: boolean };
  rows: Omit<BuilderRow, 'key'>[];
  /** The words in the member's language (words.ts, resolved by the page: the island ships no catalogue). */
  words: MenuBuilderWords;
}

const STEP = 32; // px of sideways drag per level

/** The move buttons' words and their names with the item's label ("Indent About"). */
const MOVE = { up: 'up', down: 'down', indent: 'indent', outdent: 'outdent' } as const;
const MOVE_NAMED = { up: 'upNamed', down: 'downNamed', indent: 'indentNamed', outdent: 'outdentNamed' } as const;

/** Moves rows[from..subtreeEnd) to just before `to`, at `depth` (clamped to what the row above allows). */
export function dropRows<T extends { depth: number }>(rows: readonly T[], from: number, to: number, depth: number): T[] {
  const end = subtreeEnd(rows, from);
  if (to > from && to < end) return [...rows];
  const block = rows.slice(from, end);
  const rest = [...rows.slice(0, from), ...rows.slice(end)];
  const at = to > from ? to - block.length : to;
  const above = rest[at - 1];
  const deepest = Math.max(...block.map((r) => r.depth - block[0]!.depth));
  const max = Math.min(above ? above.depth + 1 : 0, MAX_MENU_DEPTH - 1 - deepest);
  const shift = Math.max(0, Math.min(depth, max)) - block[0]!.depth;
  return [...rest.slice(0, at), ...block.map((r) => ({ ...r, depth: r.depth + shift })), ...rest.slice(at)];
}

export default function MenuBuilder(props: Props) {
  seedStores(props.seed);
  const { words } = props;
  const session = useStore($session);
  const nextKey = useRef(props.rows.length);
  const [rows, setRows] = useState<BuilderRow[]>(() => props.rows.map((r, i) => ({ ...r, key: i })));
  const [name, setName] = useState(props.menu.name);
  const [version, setVersion] = useState(props.menu.version);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const dragged = useRef<number | null>(null);
  /** The row whose target picker is open: the combobox (Headless UI) loads on first use. */
  const [picking, setPicking] = useState<number | null>(null);

  // The builder takes the form's place in one step that reads it first: what was typed there before this island
  // loaded (a slow phone) carries over instead of the rows as saved (issue 25).
  useLayoutEffect(() => {
    const editor = document.getElementById('menu-editor');
    if (editor instanceof HTMLFormElement) {
      const typed = typedRows(editor, props.rows, words);
      if (typed.name !== null && typed.name !== props.menu.name) {
        setName(typed.name);
        setDirty(true);
      }
      if (typed.changed) {
        nextKey.current = typed.rows.length;
        change(typed.rows.map((row, key) => ({ ...row, key })));
      }
    }
    editor?.setAttribute('hidden', '');
  }, []);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (next: BuilderRow[]) => {
    setRows(next);
    setDirty(true);
  };
  const edit = (i: number, patch: Partial<BuilderRow>) => change(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const move = (i: number, how: MenuMove) => change(moveMenuRow(rows, i, how));
  const add = () => {
    change([
      ...rows,
      {
        key: nextKey.current++,
        label: words.newItem,
        target: { value: 'home', label: targetWord(words, 'home') },
        url: '',
        depth: 0,
        broken: false,
      },
    ]);
    setTimeout(() => document.getElementById(`builder-label-${rows.length}`)?.focus(), 0);
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, over: number) => {
    event.preventDefault();
    const from = dragged.current;
    dragged.current = null;
    if (from === null) return;
    const box = event.currentTarget.getBoundingClientRect();
    const list = event.currentTarget.parentElement!.getBoundingClientRect();
    const after = event.clientY > box.top + box.height / 2;
    const to = after ? subtreeEnd(rows, over) : over;
    change(dropRows(rows, from, to, Math.floor((event.clientX - list.left) / STEP)));
  };

  const save = async () => {
    setSaving(true);
    const form = new FormData();
    form.set('id', props.menu.id);
    form.set('version', String(version));
    form.set('name', name);
    form.set('handle', props.menu.handle);
    form.set('op', 'save');
    rows.forEach((r, i) => {
      form.set(`items.${i}.label`, r.label);
      form.set(`items.${i}.target`, r.target.value);
      form.set(`items.${i}.url`, r.url);
      form.set(`items.${i}.depth`, String(r.depth));
    });
    try {
      const { data, error } = await actions.menus.update(form);
      if (error) showToast('error', error.message);
      else if (!data.ok) {
        setFields(data.fields);
        showToast('error', data.message);
      } else {
        setFields({});
        if (data.version) setVersion(data.version);
        setDirty(false);
        showToast('success', words.saved);
      }
    } catch {
      showToast('error', words.saveFailed);
    } finally {
      setSaving(false);
    }
  };

  const canEdit = session.user === null || session.isShopAdmin || session.permissions.includes('navigations');
  return (
    <section className="card" aria-label={words.builderLabel}>
      <Toasts words={words.toasts} />
      <label className="label" htmlFor="builder-name">
        {words.fieldName}
      </label>
      <input
        id="builder-name"
        className="input mb-4"
        value={name}
        maxLength={60}
        onChange={(e) => (setName(e.target.value), setDirty(true))}
      />
      <h2 className="mb-1">{words.items}</h2>
      <p className="mb-3 text-ink-muted">{words.dragHint}</p>
      <ol className="flex flex-col gap-2" aria-label={words.itemsLabel}>
        {rows.map((row, i) => {
          const moves = allowedMoves(rows, i);
          const error = (name: string) => fields[`items.${i}.${name}`];
          return (
            <li
              key={row.key}
              className={`rounded border p-3 ${row.broken ? 'border-error-text' : 'border-border'}`}
              style={{ marginLeft: `${row.depth * STEP}px` }}
              data-testid="builder-row"
              data-depth={row.depth}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => onDrop(e, i)}
            >
              <div className="flex flex-wrap items-end gap-2">
                <span
                  draggable
                  onDragStart={(e) => ((dragged.current = i), e.dataTransfer.setData('text/plain', String(i)))}
                  className="cursor-move rounded border border-border px-2 py-2 select-none"
                  aria-hidden="true"
                  title={words.dragTitle}
                >
                  ⠿
                </span>
                <div className="min-w-32 flex-1">
                  <label className="label" htmlFor={`builder-label-${i}`}>
                    {words.fieldLabel}
                  </label>
                  <input
                    id={`builder-label-${i}`}
                    className="input"
                    value={row.label}
                    maxLength={80}
                    onChange={(e) => edit(i, { label: e.target.value })}
                  />
                  {error('label') && <p className="field-error">{error('label')}</p>}
                </div>
                <div className="min-w-40 flex-1">
                  <label className="label" htmlFor={`builder-target-${i}`}>
                    {words.fieldLinksTo} {row.broken && <strong className="text-error-text">{words.deletedChooseAnother}</strong>}
                  </label>
                  {picking === i ? (
                    <Suspense fallback={<input className="input" readOnly value={row.target.label} aria-label={words.fieldLinksTo} />}>
                      <TargetPicker
                        id={`builder-target-${i}`}
                        value={row.target}
                        invalid={Boolean(error('target'))}
                        onChange={(target) => edit(i, { target, broken: false })}
                        words={words}
                      />
                    </Suspense>
                  ) : (
                    <button id={`builder-target-${i}`} type="button" className="input text-left" onClick={() => setPicking(i)}>
                      {row.target.label}
                    </button>
                  )}
                  {error('target') && <p className="field-error">{error('target')}</p>}
                </div>
                {row.target.value === 'url' && (
                  <div className="min-w-40 flex-1">
                    <label className="label" htmlFor={`builder-url-${i}`}>
                      {words.fieldUrl}
                    </label>
                    <input
                      id={`builder-url-${i}`}
                      className="input"
                      value={row.url}
                      placeholder="https://…"
                      onChange={(e) => edit(i, { url: e.target.value })}
                    />
                    {error('url') && <p className="field-error">{error('url')}</p>}
                  </div>
                )}
              </div>
              <div className="mt-2 flex flex-wrap gap-2">
                {(['up', 'down', 'indent', 'outdent'] as const).map((how) => (
                  <button
                    key={how}
                    type="button"
                    className="btn"
                    disabled={!moves[how]}
                    onClick={() => move(i, how)}
                    aria-label={fill(words[MOVE_NAMED[how]], { label: row.label })}
                  >
                    {words[MOVE[how]]}
                  </button>
                ))}
                <button
                  type="button"
                  className="btn btn-danger"
                  onClick={() => move(i, 'remove')}
                  aria-label={fill(words.removeNamed, { label: row.label })}
                >
                  {words.remove}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className="btn" onClick={add}>
          {words.addItem}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={saving || !canEdit}>
          {saving ? words.saving : words.saveMenu}
        </button>
        {dirty && <span className="self-center text-ink-muted">{words.unsaved}</span>}
      </div>
    </section>
  );
}
