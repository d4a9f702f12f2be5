import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { englishDisplay } from '../../../contract/format.ts';
import { emptyCollectionDraft, type CollectionDraft } from '../../lib/collection-form.ts';
import CollectionProductsSection from './CollectionProductsSection.astro';

const DRAFT: CollectionDraft = {
  ...emptyCollectionDraft(),
  kind: 'automatic',
  rules: [
    { field: 'tag', operator: 'equals', value: 'eid' },
    { field: 'price', operator: 'greater_than', value: 'abc' },
  ],
};

async function render(fields: Record<string, string> = {}) {
  const container = await AstroContainer.create();
  return container.renderToString(CollectionProductsSection, {
    props: { draft: DRAFT, fields, found: null, matching: null },
    locals: { display: englishDisplay } as unknown as App.Locals,
  });
}

/** The opening tag of the control named `name`. */
const control = (html: string, name: string) =>
  new RegExp(`<(?:input|select)[^>]*name="${name.replace('.', '\\.')}"[^>]*>`).exec(html)?.[0] ?? '';
/** The text of the label tied to the control's id. */
const labelOf = (html: string, name: string) => {
  const id = /id="([^"]+)"/.exec(control(html, name))?.[1];
  return id ? new RegExp(`<label for="${id}"[^>]*>\\s*([^<]*?)\\s*</label>`).exec(html)?.[1] : undefined;
};

describe('the collection form’s rule rows', () => {
  it('post each rule’s field, condition and value under its row’s names, showing what was chosen or typed', async () => {
    const html = await render();
    expect(control(html, 'rules.1.field')).toBeTruthy();
    expect(html).toMatch(/<select[^>]*name="rules\.1\.operator"[^>]*>[\s\S]*?<option value="greater_than" selected/);
    expect(control(html, 'rules.1.value')).toContain('value="abc"');
  });

  it('name every control by a label of its own, numbered by its row', async () => {
    const html = await render();
    expect(labelOf(html, 'rules.0.field')).toBe('Rule 1 field');
    expect(labelOf(html, 'rules.1.operator')).toBe('Rule 2 condition');
    expect(labelOf(html, 'rules.1.value')).toBe('Rule 2 value');
  });

  it('say a row’s error under the row and tie it to the control at fault', async () => {
    const html = await render({ 'rules.1.value': 'Price rules need an amount in poisha' });
    const value = control(html, 'rules.1.value');
    expect(value).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(value)?.[1];
    expect(describedBy).toBeTruthy();
    expect(html).toMatch(new RegExp(`<p id="${describedBy}" class="field-error[^"]*">\\s*Price rules need an amount in poisha\\s*</p>`));
    expect(control(html, 'rules.0.value')).not.toContain('aria-invalid');
  });
});
