import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import RichTextContent from './RichTextContent.astro';

async function render(props: { html: string | null | undefined; class?: string }) {
  const container = await AstroContainer.create();
  return container.renderToString(RichTextContent, { props });
}

describe('RichTextContent', () => {
  it('shows allowed formatting and drops script', async () => {
    const html = await render({ html: '<p><strong>Sale</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>' });
    expect(html).toContain('<div class="rich-text"><p><strong>Sale</strong></p></div>');
  });

  it('renders nothing inside for empty content', async () => {
    expect(await render({ html: null })).toContain('<div class="rich-text"></div>');
  });

  it('keeps a YouTube player and drops a frame of any other site', async () => {
    const html = await render({
      html: '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://evil.test/"></iframe>',
    });
    expect(html).toContain('<div class="rich-text"><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></div>');
  });

  it('adds the caller class', async () => {
    expect(await render({ html: '<p>x</p>', class: 'mt-4' })).toContain('<div class="rich-text mt-4"><p>x</p></div>');
  });
});
