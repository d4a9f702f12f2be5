import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import Field from './Field.astro';

async function render(props: Record<string, unknown>) {
  const container = await AstroContainer.create();
  return container.renderToString(Field, { props: { name: 'amount', label: 'Amount', ...props } });
}

/** The attributes of the rendered <input>. */
const input = (html: string) => /<input[^>]*>/.exec(html)![0];

describe('Field', () => {
  // Chromium empties an <input type="number"> holding Bangla digits (৪৫০০): the field must stay text (issue 23).
  it('renders a number field as text with a number keyboard, without min, max and step', async () => {
    const tag = input(await render({ type: 'number', min: '0', max: '100', step: '1', value: '৪৫' }));
    expect(tag).toContain('type="text"');
    expect(tag).toContain('inputmode="numeric"');
    expect(tag).toContain('value="৪৫"');
    expect(tag).not.toMatch(/\b(min|max|step)=/);
  });

  it('offers the decimal keyboard for a number field with a fractional step, and keeps a chosen one', async () => {
    expect(input(await render({ type: 'number', step: '0.01' }))).toContain('inputmode="decimal"');
    expect(input(await render({ type: 'number', step: 'any' }))).toContain('inputmode="decimal"');
    expect(input(await render({ type: 'number', inputmode: 'decimal' }))).toContain('inputmode="decimal"');
  });

  it('leaves other fields as they are', async () => {
    const tag = input(await render({ type: 'date', min: '2026-01-01' }));
    expect(tag).toContain('type="date"');
    expect(tag).toContain('min="2026-01-01"');
  });
});
