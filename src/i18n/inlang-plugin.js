/**
 * Haat's inlang storage plugin: reads the per-domain message files listed in settings.json
 * (`plugin.haat.messages.files`). Each file holds one domain's messages in every language:
 *   { "orders_confirm_button": { "en": "Confirm", "bn": "কনফার্ম করুন" } }
 * Variables are written `{name}`. It is a local module (settings.json `modules`)
 * because the stock plugin is loaded from a CDN and neither this machine nor CI has the internet. The inlang
 * SDK imports it as a data: URL, so it must stay self-contained (no imports).
 */
const KEY = 'plugin.haat.messages';

function parsePattern(text) {
  const pattern = [];
  for (const part of String(text).split(/(\{[A-Za-z_][A-Za-z0-9_]*\})/)) {
    if (part === '') continue;
    if (/^\{[A-Za-z_][A-Za-z0-9_]*\}$/.test(part)) {
      pattern.push({ type: 'expression', arg: { type: 'variable-reference', name: part.slice(1, -1) } });
    } else pattern.push({ type: 'text', value: part });
  }
  return pattern;
}

function variablesOf(text) {
  return [...String(text).matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((match) => match[1]);
}

export default {
  key: KEY,
  toBeImportedFiles: async ({ settings }) => {
    const files = settings[KEY]?.files ?? [];
    return files.flatMap((path) => settings.locales.map((locale) => ({ path, locale })));
  },
  importFiles: async ({ files }) => {
    const bundles = new Map();
    const messages = [];
    const variants = [];
    for (const file of files) {
      const json = JSON.parse(new TextDecoder().decode(file.content));
      for (const [id, texts] of Object.entries(json)) {
        if (id === '$schema' || texts === null || typeof texts !== 'object') continue;
        const text = texts[file.locale];
        const names = new Set(Object.values(texts).flatMap(variablesOf));
        const declarations = [...names].map((name) => ({ type: 'input-variable', name }));
        bundles.set(id, { id, declarations });
        if (typeof text !== 'string') continue;
        messages.push({ bundleId: id, locale: file.locale, selectors: [] });
        variants.push({ messageBundleId: id, messageLocale: file.locale, matches: [], pattern: parsePattern(text) });
      }
    }
    return { bundles: [...bundles.values()], messages, variants };
  },
};
