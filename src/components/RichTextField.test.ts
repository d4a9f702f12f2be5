import { getContainerRenderer } from '@astrojs/react/container-renderer';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import { describe, expect, it } from 'vitest';
import { withLocaleScope } from '../i18n/locale.ts';
import type { RichTextEditorWords } from '../islands/rich-text-editor/words.ts';
import RichTextField from './RichTextField.astro';

/** An attribute's value as written (Astro escapes quotes and ampersands in it). */
const unescapeAttribute = (value: string) =>
  value.replace(
    /&(quot|#34|#39|lt|gt|amp);/g,
    (_, name: string) => ({ quot: '"', '#34': '"', '#39': "'", lt: '<', gt: '>', amp: '&' })[name]!,
  );

async function render(component: typeof RichTextField, props: Record<string, unknown>) {
  const renderers = await loadRenderers([getContainerRenderer()]);
  const container = await AstroContainer.create({ renderers });
  return container.renderToString(component, { props });
}

describe('RichTextField', () => {
  it('renders a labelled textarea that the form posts, holding plain text (no tags) beside the HTML it came from', async () => {
    const html = await render(RichTextField, {
      name: 'description',
      label: 'Description',
      value: '<p>Hi &amp; <b>bye</b></p><p>Two<br>lines</p>',
    });
    expect(html).toMatch(/<label id="description-label" for="description"[^>]*>Description<\/label>/);
    expect(html).toMatch(/<textarea id="description" name="description"[^>]*>Hi &amp; bye\n\nTwo\nlines<\/textarea>/);
    expect(html).toMatch(/<input type="hidden" id="description-format" name="description.format" value="text">/);
    expect(html).toContain(
      '<input type="hidden" id="description-original" name="description.original" value="<p>Hi &amp;amp; <b>bye</b></p><p>Two<br>lines</p>">',
    );
  });

  it('says under the textarea how plain text becomes paragraphs (the editor hides it)', async () => {
    const html = await render(RichTextField, { name: 'body', label: 'Body' });
    expect(html).toMatch(/<p id="body-plain-hint"[^>]*>\s*Plain text: leave a blank line between paragraphs\./);
    expect(/<textarea[^>]*>/.exec(html)![0]).toContain('aria-describedby="body-plain-hint"');
  });

  it('ships no editor island: the field tells the on-demand loader its textarea, label and description (issue 25)', async () => {
    const html = await render(RichTextField, { name: 'body', label: 'Body', error: 'Too long' });
    expect(html).not.toContain('<astro-island');
    const field = /<div[^>]*data-rich-text[^>]*>/.exec(html)![0];
    expect(field).toContain('data-textarea-id="body"');
    expect(field).toContain('data-label-id="body-label"');
    expect(field).toContain('data-described-by="body-error"');
    expect(field).toContain('data-invalid="true"');
    expect(html.indexOf('data-rte-slot')).toBeLessThan(html.indexOf('<textarea'));
  });

  it('renders the stand-in formatting buttons hidden, for the loader to show (they do nothing without JavaScript)', async () => {
    const html = await render(RichTextField, { name: 'body', label: 'Body' });
    const starter = /<div id="body-starter"[^>]*>/.exec(html)![0];
    expect(starter).toContain('role="toolbar"');
    expect(starter).toContain('aria-label="Formatting"');
    expect(starter).toMatch(/\shidden/);
    for (const label of ['Bold', 'Italic', 'Bulleted list', 'Numbered list'])
      expect(html).toMatch(new RegExp(`<button type="button"[^>]*data-command="[a-zA-Z]+"[^>]*aria-label="${label}"`));
  });

  it('shows the textarea before or without the editor as a short text box, not as code', async () => {
    const html = await render(RichTextField, { name: 'body', label: 'Body' });
    const textarea = /<textarea[^>]*>/.exec(html)![0];
    expect(textarea).not.toContain('font-mono');
    expect(textarea).toContain('rows="8"');
  });

  it('shows the error and hint and describes the field with them', async () => {
    const html = await render(RichTextField, { name: 'body', label: 'Body', error: 'Too long', hint: 'Shown to buyers' });
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="body-plain-hint body-error body-hint"');
    expect(html).toMatch(/<p id="body-error" class="field-error">Too long<\/p>/);
    expect(html).toMatch(/<p id="body-hint"[^>]*>Shown to buyers<\/p>/);
  });

  it('does not put the HTML into the loader’s data (the editor reads the textarea and the hidden original)', async () => {
    const html = await render(RichTextField, { name: 'body', label: 'Body', value: '<p>unique-marker</p>' });
    const field = /<div[^>]*data-rich-text[^>]*>/.exec(html)![0];
    expect(field).not.toContain('unique-marker');
  });

  it('carries the editor’s words in the reader’s language, for the editor it loads (no catalogue in its chunk)', async () => {
    const html = await withLocaleScope('bn', () => render(RichTextField, { name: 'body', label: 'বিবরণ' }));
    const field = /<div[^>]*data-rich-text[^>]*>/.exec(html)![0];
    const words = JSON.parse(unescapeAttribute(/data-words="([^"]*)"/.exec(field)![1]!)) as RichTextEditorWords;
    expect(words.textStyle).toBe('লেখার ধরন');
    expect(words.colours.red).toBe('লাল');
    expect(words.toasts.dismiss).toBe('সরান');
  });
});
