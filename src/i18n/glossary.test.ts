/**
 * One word across screens (issue 23 item 7): docs/glossary.md keeps brand and product names as written ("bKash",
 * not "বিকাশ"), so a message whose English names one names it the same way in every other language. The names are
 * read from the glossary's own line, so adding one there makes every message follow.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const settings = JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as {
  locales: string[];
  'plugin.haat.messages': { files: string[] };
};

/** "Brand and product names (Haat, SMS, STOP (the word customers reply), bKash, …) stay as written." */
export function glossaryBrands(glossary: string): string[] {
  const line = glossary.split('\n').find((l) => l.startsWith('Brand and product names ('));
  if (!line) return [];
  const list = line.slice('Brand and product names ('.length, line.lastIndexOf(') stay as written'));
  return list
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

const brands = glossaryBrands(readFileSync(join(root, 'docs/glossary.md'), 'utf8'));
const named = (text: string, brand: string) => new RegExp(`(^|[^A-Za-z0-9])${brand}($|[^A-Za-z0-9])`).test(text);

describe('glossary brand names', () => {
  it('reads the brand names from the glossary', () => {
    expect(brands).toEqual(expect.arrayContaining(['Haat', 'bKash', 'Nagad', 'Pathao', 'STOP']));
  });

  it('every message names a brand as the glossary writes it, in every language', () => {
    const problems: string[] = [];
    for (const file of settings['plugin.haat.messages'].files) {
      const messages = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, Record<string, string>>;
      for (const [id, texts] of Object.entries(messages)) {
        if (id === '$schema' || typeof texts.en !== 'string') continue;
        for (const brand of brands.filter((b) => named(texts.en!, b)))
          for (const locale of settings.locales)
            if (typeof texts[locale] === 'string' && !named(texts[locale], brand)) problems.push(`${id} (${locale}): ${brand}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
