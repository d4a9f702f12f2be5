/**
 * Smaller islands, same behaviour (issue 15: no page's JavaScript grows). @tiptap/react, the editor's binding,
 * imports the `use-sync-external-store` shims written for React before 18 and fast-equals for one comparison.
 * With React 19 the package's own entry hands over React's built-in hook, and a short comparison
 * (src/islands/rich-text-editor/deep-equal.ts) does what fast-equals did: about 2 KB less on every editor page.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const NATIVE_HOOK = 'use-sync-external-store';

/** Who imports (a path pattern) → what it imports → what it gets instead. */
const INSTEAD: [RegExp, Record<string, string>][] = [
  [
    /[\\/]@tiptap[\\/]react[\\/]/,
    {
      'use-sync-external-store/shim/index.js': NATIVE_HOOK,
      'fast-equals': fileURLToPath(new URL('../islands/rich-text-editor/deep-equal.ts', import.meta.url)),
    },
  ],
  // The selector variant @tiptap/react uses stays (it is inlined into the editor's chunk), minus its own shim.
  [
    /[\\/]use-sync-external-store[\\/]cjs[\\/]use-sync-external-store-shim[\\/]with-selector\./,
    { 'use-sync-external-store/shim': NATIVE_HOOK },
  ],
];

/** Vite plugin: swaps the imports above for their leaner equivalents, only for those importers. */
export function islandDependencies(): Plugin {
  return {
    name: 'haat:island-dependencies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const instead = INSTEAD.find(([from]) => from.test(importer))?.[1][source];
      return instead ? this.resolve(instead, importer, { ...options, skipSelf: true }) : null;
    },
  };
}
