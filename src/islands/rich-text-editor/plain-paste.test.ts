import { describe, expect, it } from 'vitest';
import { htmlToPlainText, pastedParagraphs, textToParagraphs } from './plain-paste.ts';

describe('htmlToPlainText', () => {
  it('keeps only the text of formatted HTML', () => {
    expect(htmlToPlainText('<p><b>Bold</b> and <span style="color:red">red</span></p>')).toBe('Bold and red');
  });

  it('puts each block and <br> on its own line', () => {
    expect(htmlToPlainText('<h1>Title</h1><p>One<br>Two</p><ul><li>A</li><li>B</li></ul>')).toBe('Title\n\nOne\nTwo\n\nA\n\nB');
  });

  it('collapses source whitespace as a browser does', () => {
    expect(htmlToPlainText('<p>  Cotton\n   saree  </p>')).toBe('Cotton saree');
  });

  it('drops scripts, styles and comments with their content', () => {
    expect(htmlToPlainText('<style>p{color:red}</style><!-- x --><p>Hi</p><script>alert(1)</script>')).toBe('Hi');
  });

  it('decodes entities, so &lt;script&gt; stays harmless text', () => {
    expect(htmlToPlainText('Tom &amp; Jerry &lt;script&gt; &#2547;500 &#x263A;&nbsp;ok')).toBe('Tom & Jerry <script> ৳500 ☺ ok');
  });

  it('leaves unknown entities as they are', () => {
    expect(htmlToPlainText('a &bogus; b')).toBe('a &bogus; b');
  });

  it('returns an empty string for markup without text', () => {
    expect(htmlToPlainText('<p><img src="x" onerror="alert(1)"></p>')).toBe('');
  });
});

describe('textToParagraphs', () => {
  it('makes one paragraph per non-empty line', () => {
    expect(textToParagraphs('First line\n\nSecond line\r\nThird')).toEqual(['First line', 'Second line', 'Third']);
  });

  it('keeps leading spaces and drops trailing ones', () => {
    expect(textToParagraphs('  indented   \n')).toEqual(['  indented']);
  });

  it('returns nothing for blank text', () => {
    expect(textToParagraphs(' \n\t\n')).toEqual([]);
  });
});

describe('pastedParagraphs', () => {
  it('prefers the plain text the clipboard offers', () => {
    expect(pastedParagraphs('Plain\ntext', '<p><b>Rich</b></p>')).toEqual(['Plain', 'text']);
  });

  it('falls back to the text of the HTML when there is no plain text', () => {
    expect(pastedParagraphs('', '<p><b>Rich</b></p><p>text</p>')).toEqual(['Rich', 'text']);
  });
});
