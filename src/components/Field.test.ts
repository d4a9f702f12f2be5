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

  // A table cell's field (a variant's quantity, a stock row's change): the column heading names it to the eye, a
  // label kept for screen readers names it to them, tied by the id as any field's label.
  it('keeps a hidden label for screen readers, tied to the input, when told to hide it', async () => {
    const html = await render({ id: 'variants-0-quantity', name: 'variants.0.quantity', label: 'Red quantity', hideLabel: true });
    expect(html).toMatch(/<label for="variants-0-quantity" class="sr-only">\s*Red quantity\s*<\/label>/);
    expect(input(html)).toContain('id="variants-0-quantity"');
    expect(await render({})).toMatch(/<label for="amount" class="label">/);
  });

  it('marks a label holding the seller\'s own words translate="no"', async () => {
    expect(await render({ label: 'Change for Kantha Cushion', dataLabel: true })).toMatch(
      /<label for="amount" class="label" translate="no">/,
    );
  });

  // Given twice, an attribute's first copy is the one the browser keeps: a class or aria attribute the caller gives
  // must not follow the field's own unheard. A given description adds to the field's (its error first).
  it("writes each attribute once: a given class replaces the field's own, a given description adds to it", async () => {
    const tag = input(await render({ class: 'input w-24', error: 'Too long', 'aria-describedby': 'amount-count' }));
    expect(tag.match(/ class=/g)).toHaveLength(1);
    expect(tag).toContain('class="input w-24"');
    expect(tag.match(/aria-describedby=/g)).toHaveLength(1);
    expect(tag).toContain('aria-describedby="amount-error amount-count"');
    expect(tag).toContain('aria-invalid="true"');
    expect(input(await render({ 'aria-describedby': 'row-error', 'aria-invalid': 'true' }))).toMatch(
      /aria-invalid="true" aria-describedby="row-error"/,
    );
    expect(input(await render({ error: 'Too long' }))).toContain('aria-describedby="amount-error"');
  });

  // A product's handle hint holds the shop's web address, one word as long as the shop's handle: on a 360 px phone
  // it pushed the page sideways (tests/bd-seller-journey.spec.ts). Its hint and error break a word that does not fit.
  it('lets a long word in its hint or error break instead of widening the page', async () => {
    const html = await render({ hint: 'The end of the web address: shapla-handloom-and-weaves.haat.shop/products', error: 'Too long' });
    expect(/<p id="amount-hint" class="([^"]*)"/.exec(html)![1]!.split(' ')).toContain('wrap-anywhere');
    expect(/<p id="amount-error" class="([^"]*)"/.exec(html)![1]!.split(' ')).toContain('wrap-anywhere');
  });
});
