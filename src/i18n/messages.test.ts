/**
 * No screen left behind (issue 23, item 8): every message of every domain file has its English and its Bangla
 * text, both name the same placeholders, every domain file is compiled (listed in project.inlang/settings.json),
 * and no id is defined twice. A Bangla text equal to the English one must be listed below (brand names).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const settings = JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as {
  locales: string[];
  'plugin.haat.messages': { files: string[] };
};
const listed = settings['plugin.haat.messages'].files.map((file) => relative(root, join(root, file)));

/** Texts that are the same word in Bangla (brand and product names). */
const SAME_IN_BANGLA = new Set(['Haat', 'bKash', 'Nagad', 'Rocket', 'English', 'বাংলা', '{name}']);

function domainFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'paraglide' || entry.name === 'node_modules' ? [] : domainFiles(path);
    return entry.name.endsWith('.messages.json') ? [relative(root, path)] : [];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]).sort();

describe('messages', () => {
  it('compiles every domain file and lists only files that exist', () => {
    expect(listed.filter((file) => !existsSync(join(root, file)))).toEqual([]);
    // The Store API's (e-mails) and contract/'s messages are checked here too (README "Messages").
    const all = ['src', 'api/src', 'contract'].flatMap((dir) => domainFiles(join(root, dir)));
    expect(all.filter((file) => !listed.includes(file))).toEqual([]);
  });

  const seen = new Map<string, string>();
  for (const file of listed) {
    const messages = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, Record<string, string>>;
    it(`${file}: every message in every language, with the same placeholders`, () => {
      const problems: string[] = [];
      for (const [id, texts] of Object.entries(messages)) {
        if (id === '$schema') continue;
        if (!/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(id)) problems.push(`${id}: ids are snake_case, domain first`);
        const other = seen.get(id);
        if (other) problems.push(`${id}: also defined in ${other}`);
        seen.set(id, file);
        for (const locale of settings.locales) {
          const text = texts[locale];
          if (typeof text !== 'string' || text.trim() === '') problems.push(`${id}: no ${locale} text`);
          else if (placeholders(text).join() !== placeholders(texts.en ?? '').join())
            problems.push(`${id}: ${locale} placeholders {${placeholders(text).join('}, {')}} differ from English`);
        }
        const extra = Object.keys(texts).filter((locale) => !settings.locales.includes(locale));
        if (extra.length) problems.push(`${id}: unknown language ${extra.join(', ')}`);
        if (texts.bn && texts.bn === texts.en && !SAME_IN_BANGLA.has(texts.bn)) problems.push(`${id}: Bangla text is the English one`);
      }
      expect(problems).toEqual([]);
    });
  }
});
