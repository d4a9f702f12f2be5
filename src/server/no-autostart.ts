/**
 * Imported by src/server/entry.ts BEFORE the node adapter: the adapter starts its own server on import
 * unless ASTRO_NODE_AUTOSTART is 'disabled'; entry.ts starts one of its own instead. Remembers whether
 * the caller (e.g. `astro preview`) had asked for no server at all.
 */
export const autostart = process.env.ASTRO_NODE_AUTOSTART !== 'disabled';
process.env.ASTRO_NODE_AUTOSTART = 'disabled';
