import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePlainText, plainToRichText, postedRichText, richTextToPlain, typedEnd } from './rich-text-plain.ts';

describe('richTextToPlain', () => {
  it.each([
    ['', ''],
    ['<p>Hello</p>', 'Hello'],
    ['<p>One</p><p>Two</p>', 'One\n\nTwo'],
    ['<p>Line one<br>line two</p>', 'Line one\nline two'],
    ['<p>Line one<br />line two</p>', 'Line one\nline two'],
    ['<h2>Care</h2><p>Hand wash only.</p>', 'Care\n\nHand wash only.'],
    ['<p><strong>Bold</strong> and <em>italic</em> and <span style="font-size: 1.5em">big</span></p>', 'Bold and italic and big'],
    ['<p style="text-align: center">Centred</p>', 'Centred'],
    ['<ul><li><p>Cotton</p></li><li><p>Silk</p></li></ul>', '• Cotton\n• Silk'],
    ['<p>Intro</p><ol><li>First</li><li>Second</li></ol><p>After</p>', 'Intro\n\n• First\n• Second\n\nAfter'],
    ['<blockquote><p>Said</p></blockquote>', 'Said'],
    ['<p>Fish &amp; rice &lt;3 &quot;fresh&quot; &#39;today&#39; &#x263A;</p>', 'Fish & rice <3 "fresh" \'today\' ☺'],
    ['<p>&lt;p&gt;typed tags stay text&lt;/p&gt;</p>', '<p>typed tags stay text</p>'],
    ['<p>a&nbsp;&nbsp;b</p>', 'a b'],
    ['<p>Source\n   newlines are   spaces</p>', 'Source newlines are spaces'],
    ['<p><a href="https://haat.test/x">https://haat.test/x</a></p>', 'https://haat.test/x'],
    ['<p><a href="https://haat.test/x" target="_blank">our page</a></p>', 'our page (https://haat.test/x)'],
    ['<p><a href="mailto:sales@haat.test">sales@haat.test</a></p>', 'sales@haat.test'],
    [
      '<p>See</p><div data-video=""><iframe src="https://www.youtube.com/embed/abcdef"></iframe></div>',
      'See\n\nhttps://www.youtube.com/embed/abcdef',
    ],
    ['<p></p><p></p><p>Only</p>', 'Only'],
    ['<!-- note --><p>Kept</p><script>alert(1)</script>', 'Kept'],
  ])('reads %j as %j', (html, text) => {
    expect(richTextToPlain(html)).toBe(text);
  });
});

describe('plainToRichText', () => {
  it.each([
    ['', ''],
    ['   \n\n  ', ''],
    ['Hello', '<p>Hello</p>'],
    ['One\n\nTwo', '<p>One</p><p>Two</p>'],
    ['One\r\n\r\n\r\n\r\nTwo', '<p>One</p><p>Two</p>'],
    ['Line one\nline two', '<p>Line one<br>line two</p>'],
    ['<script>alert(1)</script> & "x"', '<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;</p>'],
    ['  padded  \n', '<p>padded</p>'],
  ])('writes %j as %j', (text, html) => {
    expect(plainToRichText(text)).toBe(html);
  });

  it('reads back as the text it was made from (tidied)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '\r\n', '&', '<', '>', '"', "'", '•', 'ক', '\t') }), (text) => {
        expect(richTextToPlain(plainToRichText(text))).toBe(normalisePlainText(text));
      }),
    );
  });

  it('never lets a tag through', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = plainToRichText(text);
        expect(html.replace(/<\/?(p|br)>/g, '')).not.toMatch(/[<>]/);
      }),
    );
  });
});

describe('postedRichText', () => {
  const stored = '<h2>Care</h2><p><strong>Hand</strong> wash only.</p>';

  it.each([
    ['the editor island (HTML as posted)', '<p><em>new</em></p>', 'html', stored, '<p><em>new</em></p>'],
    ['a post with no format (taken as HTML)', '<p>raw</p>', null, null, '<p>raw</p>'],
    ['the fallback, text unchanged: the stored HTML, formatting kept', 'Care\n\nHand wash only.', 'text', stored, stored],
    ['the fallback, unchanged but for line ends and spaces', 'Care\r\n\r\n  Hand wash only.  \r\n', 'text', stored, stored],
    [
      'the fallback, text changed: paragraphs',
      'Care\n\nHand wash only. Dry flat.',
      'text',
      stored,
      '<p>Care</p><p>Hand wash only. Dry flat.</p>',
    ],
    ['the fallback on a new record', 'Fresh <b>tea</b>', 'text', '', '<p>Fresh &lt;b&gt;tea&lt;/b&gt;</p>'],
    ['the fallback holding the stored HTML itself (restored by the browser)', stored, 'text', stored, stored],
    ['the fallback emptied', '', 'text', stored, ''],
    ['the fallback without its original', 'Hi', 'text', null, '<p>Hi</p>'],
  ])('%s', (_case, value, format, original, expected) => {
    expect(postedRichText(value, format, original)).toBe(expected);
  });
});

describe('typedEnd', () => {
  it.each([
    ['Stitched ', 'space'],
    ['Stitched   ', 'space'],
    ['Stitched\u00a0', 'space'],
    ['Stitched\n', 'line'],
    ['Stitched \r\n', 'line'],
    ['Stitched\n\n', 'paragraph'],
    ['Stitched\n \n\n', 'paragraph'],
    ['Stitched', null],
    ['', null],
    ['  \n', null],
  ] as const)('%j ends in %s', (text, end) => {
    expect(typedEnd(text)).toBe(end);
  });
});
