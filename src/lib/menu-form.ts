/**
 * The menu editor's form (no JavaScript): every item is a row (`items.N.label`, `items.N.target`, `items.N.url`,
 * `items.N.depth`), the button pressed is `op` (`save`, `add`, `up:N`, `down:N`, `indent:N`, `outdent:N`,
 * `remove:N`). The menu builder island posts the same fields, so both paths share this parser.
 * A target is one select value: `home`, `blog`, `url`, or `<type>:<id>` for a collection, product, page or post.
 */
import {
  buildMenuTree,
  flattenMenu,
  isRecordTarget,
  MAX_MENU_DEPTH,
  moveMenuRow,
  type Menu,
  type MenuMove,
  type MenuRow,
  type MenuTarget,
} from '../../contract/menus.ts';
import { m } from '../paraglide/messages.js';

/** A target as one select value. */
export function targetValue(target: MenuTarget): string {
  return 'id' in target ? `${target.type}:${target.id}` : target.type;
}

/** A select value (and the web address typed beside it) back into a target; null when nothing usable was chosen. */
export function parseTarget(value: string, url: string): MenuTarget | null {
  if (value === 'home' || value === 'blog') return { type: value };
  if (value === 'url') return { type: 'url', url: url.trim() };
  const at = value.indexOf(':');
  const type = value.slice(0, at);
  const id = value.slice(at + 1);
  return at > 0 && id && isRecordTarget(type) ? { type, id } : null;
}

export type MenuOp = { kind: 'save' } | { kind: 'add' } | { kind: MenuMove; index: number };

export function parseOp(value: string | undefined): MenuOp {
  if (value === 'add') return { kind: 'add' };
  const match = /^(up|down|indent|outdent|remove):(\d+)$/.exec(value ?? '');
  return match ? { kind: match[1] as MenuMove, index: Number(match[2]) } : { kind: 'save' };
}

export type MenuFormResult =
  | { ok: true; name: string; handle: string; version: number | undefined; rows: MenuRow[]; message: string }
  | { ok: false; fields: Record<string, string> };

/** Reads the posted rows, applies the button pressed and checks what a save needs. */
export function readMenuForm(values: Record<string, string>): MenuFormResult {
  const fields: Record<string, string> = {};
  const rows: MenuRow[] = [];
  for (let i = 0; values[`items.${i}.label`] !== undefined; i++) {
    const label = (values[`items.${i}.label`] ?? '').trim();
    const target = parseTarget(values[`items.${i}.target`] ?? '', values[`items.${i}.url`] ?? '');
    if (!label) fields[`items.${i}.label`] = m.menus_enter_label();
    if (!target) fields[`items.${i}.target`] = m.menus_choose_target();
    else if (target.type === 'url' && !target.url) fields[`items.${i}.url`] = m.menus_enter_url();
    const depth = Math.max(0, Math.min(MAX_MENU_DEPTH - 1, Number(values[`items.${i}.depth`]) || 0));
    rows.push({ label, target: target ?? { type: 'home' }, depth });
  }
  const op = parseOp(values.op);
  let message = m.menus_saved();
  let next = rows;
  if (op.kind === 'add') {
    const label = (values['new.label'] ?? '').trim();
    const target = parseTarget(values['new.target'] ?? '', values['new.url'] ?? '');
    if (!label) fields['new.label'] = m.menus_enter_label();
    if (!target) fields['new.target'] = m.menus_choose_target();
    else if (target.type === 'url' && !target.url) fields['new.url'] = m.menus_enter_url();
    if (label && target) next = [...rows, { label, target, depth: 0 }];
    message = m.menus_item_added({ label });
  } else if (op.kind !== 'save') {
    next = moveMenuRow(rows, op.index, op.kind);
    message = op.kind === 'remove' ? m.menus_item_removed() : m.menus_item_moved();
  }
  const name = (values.name ?? '').trim();
  if (!name) fields.name = m.menus_enter_name();
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const version = Number(values.version);
  return {
    ok: true,
    name,
    handle: (values.handle ?? '').trim(),
    version: Number.isInteger(version) && version > 0 ? version : undefined,
    rows: next,
    message,
  };
}

/** The body of PUT /admin/menus/:id from the form's rows. */
export const menuBody = (form: Extract<MenuFormResult, { ok: true }>) => ({
  name: form.name,
  handle: form.handle,
  version: form.version,
  items: buildMenuTree(form.rows),
});

/** The Store API names a refused item by its place in the tree (`items.0.children.1.target`): the row it is. */
export function rowFields(rows: readonly MenuRow[], fields: Record<string, string>): Record<string, string> {
  const paths: string[] = [];
  const counters: number[] = [];
  const stack: string[] = [];
  rows.forEach((row, i) => {
    counters.length = row.depth + 1;
    counters[row.depth] = (counters[row.depth] ?? -1) + 1;
    stack.length = row.depth;
    const path = `${row.depth === 0 ? 'items' : `${stack[row.depth - 1]}.children`}.${counters[row.depth]}`;
    stack[row.depth] = path;
    paths[i] = path;
  });
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const i = paths.findIndex((p) => key === p || (key.startsWith(`${p}.`) && !key.slice(p.length + 1).startsWith('children')));
    out[i >= 0 ? `items.${i}.${key.slice(paths[i]!.length + 1) || 'label'}` : key] = message;
  }
  return out;
}

/** The rows a page shows: the posted ones after a failed save, else the menu's. */
export function rowsOf(menu: Menu, values: Record<string, string>): (MenuRow & { url: string; targetKey: string })[] {
  if (values['items.0.label'] !== undefined || values.op) {
    const rows: (MenuRow & { url: string; targetKey: string })[] = [];
    for (let i = 0; values[`items.${i}.label`] !== undefined; i++) {
      const key = values[`items.${i}.target`] ?? '';
      rows.push({
        label: values[`items.${i}.label`] ?? '',
        target: parseTarget(key, values[`items.${i}.url`] ?? '') ?? { type: 'home' },
        depth: Number(values[`items.${i}.depth`]) || 0,
        url: values[`items.${i}.url`] ?? '',
        targetKey: key,
      });
    }
    return rows;
  }
  return flattenMenu(menu.items).map((row) => ({
    ...row,
    url: row.target.type === 'url' ? row.target.url : '',
    targetKey: targetValue(row.target),
  }));
}
