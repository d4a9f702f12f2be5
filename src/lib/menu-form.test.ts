import { describe, expect, it } from 'vitest';
import { menuBody, parseTarget, readMenuForm, rowFields } from './menu-form.ts';

const base = {
  name: 'Main menu',
  handle: 'main-menu',
  version: '3',
  'items.0.label': 'Shop',
  'items.0.target': 'collection:c1',
  'items.0.depth': '0',
  'items.1.label': 'Sarees',
  'items.1.target': 'product:p1',
  'items.1.depth': '1',
  'items.2.label': 'About',
  'items.2.target': 'url',
  'items.2.url': '/pages/about',
  'items.2.depth': '0',
};

describe('menu form', () => {
  it('reads targets from one select value', () => {
    expect(parseTarget('home', '')).toEqual({ type: 'home' });
    expect(parseTarget('page:abc', '')).toEqual({ type: 'page', id: 'abc' });
    expect(parseTarget('url', ' https://x.test ')).toEqual({ type: 'url', url: 'https://x.test' });
    expect(parseTarget('shop:1', '')).toBeNull();
  });

  it('saves the rows as a tree, in order', () => {
    const form = readMenuForm({ ...base, op: 'save' });
    if (!form.ok) throw new Error('not ok');
    expect(menuBody(form)).toMatchObject({
      version: 3,
      items: [
        { label: 'Shop', children: [{ label: 'Sarees', children: [] }] },
        { label: 'About', target: { type: 'url', url: '/pages/about' } },
      ],
    });
  });

  it('applies the button pressed: add, move, indent, remove', () => {
    const added = readMenuForm({ ...base, op: 'add', 'new.label': 'Blog', 'new.target': 'blog' });
    expect(added.ok && added.rows.map((r) => r.label)).toEqual(['Shop', 'Sarees', 'About', 'Blog']);
    const up = readMenuForm({ ...base, op: 'up:2' });
    expect(up.ok && up.rows.map((r) => `${r.depth}${r.label}`)).toEqual(['0About', '0Shop', '1Sarees']);
    const indent = readMenuForm({ ...base, op: 'indent:2' });
    expect(indent.ok && indent.rows.map((r) => r.depth)).toEqual([0, 1, 1]);
    const removed = readMenuForm({ ...base, op: 'remove:0' });
    expect(removed.ok && removed.rows.map((r) => r.label)).toEqual(['About']);
  });

  it('names missing labels and targets by row', () => {
    const form = readMenuForm({ ...base, 'items.1.label': ' ', 'items.2.url': '', op: 'add', 'new.label': 'x' });
    expect(form.ok ? {} : form.fields).toEqual({
      'items.1.label': 'Enter a label',
      'items.2.url': 'Enter the web address',
      'new.target': 'Choose what this item links to',
    });
  });

  it('maps the Store API tree paths back to rows', () => {
    const form = readMenuForm({ ...base, op: 'save' });
    if (!form.ok) throw new Error('not ok');
    expect(rowFields(form.rows, { 'items.0.children.0.target': 'not yours', 'items.1.target': 'bad' })).toEqual({
      'items.1.target': 'not yours',
      'items.2.target': 'bad',
    });
  });
});
