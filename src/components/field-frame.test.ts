import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import CheckboxField from './CheckboxField.astro';
import ChoiceField from './ChoiceField.astro';
import Field from './Field.astro';
import MultiSelectField from './MultiSelectField.astro';
import SelectField from './SelectField.astro';
import TextareaField from './TextareaField.astro';

// Every field component draws its label, hint and error through FieldFrame, so they read the same to a screen reader.
const FIELDS = [
  ['Field', Field, { value: 'x' }, 'input'],
  ['SelectField', SelectField, { value: 'a', options: [{ value: 'a', label: 'A' }] }, 'select'],
  ['TextareaField', TextareaField, { value: 'x' }, 'textarea'],
  ['MultiSelectField', MultiSelectField, { items: [{ id: 'p1', title: 'Shari' }], selected: [] }, 'select'],
  ['CheckboxField', CheckboxField, { checked: true }, 'input'],
] as const;

async function render(component: unknown, props: Record<string, unknown>) {
  const container = await AstroContainer.create();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one table over four components' props
  return container.renderToString(component as any, { props: { id: 'f', name: 'f', label: 'Label', ...props } });
}
const control = (html: string, tag: string) => new RegExp(`<${tag}\\b[^>]*>`).exec(html)![0];

it('marks a label that is the seller’s own words translate="no"', async () => {
  expect(await render(SelectField, { value: '', options: [], dataLabel: true })).toMatch(/<label for="f" class="label" translate="no">/);
  // A checkbox's label wraps its box: a product's manual collections, each titled by the seller.
  expect(await render(CheckboxField, { checked: false, dataLabel: true })).toMatch(
    /<label class="flex items-center gap-2" translate="no">/,
  );
});

describe.each(FIELDS)('%s in its frame', (_name, component, props, tag) => {
  it('ties the label to the control', async () => {
    const html = await render(component, props);
    // A checkbox sits inside its label, before the words; the others' label names the control by its id.
    if (component === CheckboxField)
      expect(html).toMatch(/<label class="flex items-center gap-2">\s*<input type="checkbox" id="f"[^>]*>\s*Label\s*<\/label>/);
    else expect(html).toMatch(/<label for="f" class="label">\s*Label\s*<\/label>/);
    expect(control(html, tag)).toContain('id="f"');
  });

  it('marks the control invalid and describes it by its error, then its hint', async () => {
    const html = await render(component, { ...props, error: 'Too long', hint: 'At most 10' });
    const tagHtml = control(html, tag);
    expect(tagHtml).toContain('aria-invalid="true"');
    expect(tagHtml).toContain('aria-describedby="f-error f-hint"');
    expect(html).toMatch(/<p id="f-error" class="field-error wrap-anywhere">\s*Too long\s*<\/p>/);
    expect(html).toMatch(/<p id="f-hint" class="mt-1 text-ink-muted wrap-anywhere">\s*At most 10\s*<\/p>/);
  });

  it('says nothing of errors when there is none', async () => {
    const html = await render(component, props);
    expect(control(html, tag)).not.toMatch(/aria-(invalid|describedby)/);
    expect(html).not.toContain('field-error');
  });
});

describe('ChoiceField', () => {
  const WEEKLY = [
    { value: 'weekly', label: 'Weekly' },
    { value: 'monthly', label: 'Monthly' },
  ];
  const radios = (html: string) => [...html.matchAll(/<input type="radio"[^>]*>/g)].map((m) => m[0]);

  it('is a fieldset whose legend is the label, checking the chosen value', async () => {
    const html = await render(ChoiceField, { options: WEEKLY, value: 'monthly' });
    expect(html).toMatch(/<fieldset class="mb-4">\s*<legend class="label">Label<\/legend>/);
    expect(radios(html).map((r) => [/value="(\w+)"/.exec(r)![1], r.includes(' checked')])).toEqual([
      ['weekly', false],
      ['monthly', true],
    ]);
  });

  it('describes every radio by the group’s error and hint, shared with the other fields', async () => {
    const html = await render(ChoiceField, { options: WEEKLY, value: 'x', error: 'Choose one', hint: 'When we pay' });
    for (const radio of radios(html)) {
      expect(radio).toContain('aria-invalid="true"');
      expect(radio).toContain('aria-describedby="f-error f-hint"');
    }
    expect(html).toMatch(/<p id="f-error" class="field-error wrap-anywhere">\s*Choose one\s*<\/p>/);
  });

  it('takes further choices (images from Files) inside its fieldset, before the error', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(ChoiceField, {
      props: { id: 'f', name: 'f', label: 'Label', options: WEEKLY, value: 'x', error: 'Choose one' },
      slots: { default: '<ul data-more></ul>' },
    });
    expect(html).toMatch(/<\/label>\s*<ul data-more><\/ul>\s*<p id="f-error"[^>]*>[^<]*<\/p>\s*<\/fieldset>/);
  });
});
