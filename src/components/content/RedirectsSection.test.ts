import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { expect, it } from 'vitest';
import { englishDisplay } from '../../../contract/format.ts';
import type { FormState } from '../../lib/forms.ts';
import RedirectsSection from './RedirectsSection.astro';

const NONE: FormState = { message: null, fields: {}, values: {} };

async function render(importForm: FormState) {
  const container = await AstroContainer.create();
  return container.renderToString(RedirectsSection, {
    props: { redirects: [], count: 0, page: 1, pages: 1, add: NONE, importForm, removal: NONE },
    locals: { display: englishDisplay } as unknown as App.Locals,
  });
}
const fileInput = (html: string) => /<input[^>]*name="file"[^>]*>/.exec(html)![0];

it('describes the CSV file input by its hint, and a refused import by its reason first', async () => {
  expect(fileInput(await render(NONE))).toContain('aria-describedby="redirects-file-hint"');
  // A file refused as a whole (a bad row) has no field of its own: the reason is the file's error.
  const html = await render({ ...NONE, message: 'Row 3: the address must start with /' });
  expect(fileInput(html)).toContain('aria-invalid="true"');
  expect(fileInput(html)).toContain('aria-describedby="redirects-file-error redirects-file-hint"');
  expect(html).toMatch(/<p id="redirects-file-error" class="field-error wrap-anywhere">\s*Row 3: the address must start with \/\s*<\/p>/);
});
