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

  it('reads rich text written as text into paragraphs, and keeps unchanged text as the HTML it came from (issue 25)', () => {
    const nakshi = { themeId: 'nakshi', ...settingsValues(themeInfo('nakshi')!.defaults) };
    const story = 'sections.4.html';
    const typed = readThemeForm({
      ...nakshi,
      [story]: 'We stitch.\n\nSince 1998 <3',
      [`${story}.format`]: 'text',
      [`${story}.original`]: '',
    });
    expect(typed.ok && typed.settings.sections[4]).toMatchObject({ html: '<p>We stitch.</p><p>Since 1998 &lt;3</p>' });
    const kept = readThemeForm({
      ...nakshi,
      [story]: 'Bold words',
      [`${story}.format`]: 'text',
      [`${story}.original`]: '<p><strong>Bold</strong> words</p>',
    });
    expect(kept.ok && kept.settings.sections[4]).toMatchObject({ html: '<p><strong>Bold</strong> words</p>' });
  });
});
