import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fill, islandWords } from './island-words.ts';
import { m } from '../paraglide/messages.js';

const islands = join(import.meta.dirname, '../islands');

/**
 * The modules of an island that gets its words from the page (its folder has a words.ts) that would pull the message
 * catalogue into the island's chunk: a value import of ./words.ts (which imports every message it lists) or of the
 * messages themselves. `import type` is erased, so it costs nothing.
 */
function catalogueImports(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([name]) => name !== 'words.ts')
    .flatMap(([name, source]) =>
      [...source.matchAll(/^import\s+(type\s+)?[^'"]*from\s+['"]([^'"]+)['"]/gm)]
        .filter(([, type, from]) => /paraglide\//.test(from!) || (!type && /\/words\.ts$/.test(from!)))
        .map(([line]) => `${name}: ${line}`),
    );
}

const islandsWithWords = readdirSync(islands, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(join(islands, entry.name)).includes('words.ts'))
  .map((entry) => entry.name);

describe('island words', () => {
  it('resolves messages with their placeholders kept, and fills them in the island', () => {
    const words = islandWords({ saved: m.menus_saved, remove: m.menus_remove_named });
    expect(words.saved).toBe('Menu saved.');
    expect(words.remove).toContain('{label}');
    expect(fill(words.remove, { label: 'About' })).toBe(m.menus_remove_named({ label: 'About' }));
  });

  it('finds a value import of the words or the messages inside an island (the guard can fail)', () => {
    expect(
      catalogueImports({
        'A.tsx': "import { orderCreateWords } from './words.ts';\nimport type { W } from './words.ts';",
        'B.tsx': "import { m } from '../../paraglide/messages.js';",
      }),
    ).toEqual(["A.tsx: import { orderCreateWords } from './words.ts'", "B.tsx: import { m } from '../../paraglide/messages.js'"]);
  });

  it('every island given its words by the page keeps the message catalogue out of its chunk', () => {
    expect(islandsWithWords).toEqual(
      expect.arrayContaining(['menu-builder', 'messages', 'order-create', 'rich-text-editor', 'theme-customiser']),
    );
    for (const island of islandsWithWords) {
      const folder = join(islands, island);
      const files = Object.fromEntries(
        readdirSync(folder, { recursive: true, encoding: 'utf8' })
          .filter((name) => /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name))
          .map((name) => [name, readFileSync(join(folder, name), 'utf8')]),
      );
      expect(catalogueImports(files), island).toEqual([]);
    }
  });
});
