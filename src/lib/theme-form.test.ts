import { describe, expect, it } from 'vitest';
import { readThemeForm, settingsValues } from './theme-form.ts';
import { themeInfo } from '../../contract/themes.ts';

const values = { themeId: 'bazaar', version: '2', ...settingsValues(themeInfo('bazaar')!.defaults) };

describe('theme form', () => {
  it('reads back the settings it wrote', () => {
    const form = readThemeForm({ ...values, op: 'save' });
    expect(form.ok && form.settings).toEqual(themeInfo('bazaar')!.defaults);
    expect(form.ok && form.version).toBe(2);
  });

  it('adds, moves and removes sections', () => {
    const added = readThemeForm({ ...values, op: 'add:rich_text' });
    expect(added.ok && added.settings.sections.at(-1)?.type).toBe('rich_text');
    const moved = readThemeForm({ ...values, op: 'down:0' });
    expect(moved.ok && moved.settings.sections.map((s) => s.type).slice(0, 2)).toEqual(['featured_collection', 'hero']);
    const removed = readThemeForm({ ...values, op: 'remove:0' });
    expect(removed.ok && removed.settings.sections).toHaveLength(3);
  });

  it('names a bad colour and an unknown font', () => {
    const form = readThemeForm({ ...values, 'colours.text': 'blue', font: 'comic' });
    expect(form.ok ? [] : Object.keys(form.fields)).toEqual(['colours.text', 'font']);
  });

  it('reads an unticked logo box as no logo', () => {
    const form = readThemeForm({ ...values, showLogo: '' });
    expect(form.ok && form.settings.showLogo).toBe(false);
  });
});
