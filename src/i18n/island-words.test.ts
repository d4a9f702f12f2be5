import { describe, expect, it } from 'vitest';
import { fill, islandWords } from './island-words.ts';
import { m } from '../paraglide/messages.js';

describe('island words', () => {
  it('resolves messages with their placeholders kept, and fills them in the island', () => {
    const words = islandWords({ saved: m.menus_saved, remove: m.menus_remove_named });
    expect(words.saved).toBe('Menu saved.');
    expect(words.remove).toContain('{label}');
    expect(fill(words.remove, { label: 'About' })).toBe(m.menus_remove_named({ label: 'About' }));
  });
});
