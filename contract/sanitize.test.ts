import { describe, expect, it } from 'vitest';
import { isAllowedEmbedSrc, sanitizeHtml } from './sanitize.ts';

describe('sanitizeHtml drops what could run code', () => {
  it.each([
    ['a <script> element with its body', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['a script hidden in a paragraph', '<p>Hi<script src="https://evil.test/x.js"></script></p>', '<p>Hi</p>'],
    ['a <style> element with its body', '<style>body{display:none}</style><p>Hi</p>', '<p>Hi</p>'],
    ['an img with onerror', '<p><img src=x onerror="alert(1)">Hi</p>', '<p>Hi</p>'],
    ['on* handlers on allowed tags', '<p onclick="alert(1)" onmouseover="x()">Hi</p>', '<p>Hi</p>'],
    ['an svg with onload', '<svg onload="alert(1)"><circle /></svg><p>Hi</p>', '<p>Hi</p>'],
    ['a form and its inputs', '<form action="https://evil.test"><input name="card"><button>Pay</button></form>', 'Pay'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
  ])('drops %s', (_, dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['  javascript:alert(1)'],
    ['jav&#x09;ascript:alert(1)'],
    ['jav&#9;ascript:alert(1)'],
    ['jav\tascript:alert(1)'],
    ['java\nscript:alert(1)'],
    ['&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)'],
    ['&#x6A;avascript&colon;alert(1)'],
    ['vbscript:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
    ['//evil.test/phish'],
  ])('removes the href %j but keeps the link text', (href) => {
    const clean = sanitizeHtml(`<a href="${href}">Click</a>`);
    expect(clean).toBe('<a>Click</a>');
  });

  it('drops CSS expressions, urls and properties outside the allowlist', () => {
    const clean = sanitizeHtml(
      '<p style="background-color: expression(alert(1)); background-image: url(javascript:alert(1)); position: fixed; text-align: center">Hi</p>',
    );
    expect(clean).toBe('<p style="text-align:center">Hi</p>');
  });

  it('drops an iframe that is not a YouTube or Vimeo player', () => {
    expect(sanitizeHtml('<iframe src="https://evil.test/embed/dQw4w9WgXcQ"></iframe><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<iframe src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>')).toBe('');
    expect(sanitizeHtml('<iframe src="javascript:alert(1)"></iframe>')).toBe('');
    expect(sanitizeHtml('<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>')).toBe('');
    expect(sanitizeHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
  });

  it('drops attributes an iframe must not carry', () => {
    expect(sanitizeHtml('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" onload="alert(1)" srcdoc="x" sandbox=""></iframe>')).toBe(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    );
  });
});

describe('sanitizeHtml keeps the editor formatting', () => {
  it.each([
    ['paragraphs, bold and italic', '<p><strong>Bold</strong> <em>italic</em> <b>b</b> <i>i</i> <u>u</u> <s>s</s></p>'],
    ['headings 1 to 3', '<h1>One</h1><h2>Two</h2><h3>Three</h3>'],
    ['lists, nested', '<ul><li><p>A</p><ul><li><p>A.1</p></li></ul></li></ul><ol><li><p>One</p></li></ol>'],
    ['line breaks and quotes', '<blockquote><p>Line<br />next</p></blockquote>'],
    ['alignment', '<p style="text-align:center">C</p><h2 style="text-align:right">R</h2><p style="text-align:justify">J</p>'],
    [
      'background colours of the picker',
      '<p><span style="background-color:#e60000">red</span> <mark style="background-color:#ffff00">hi</mark></p>',
    ],
    [
      'font sizes of the size menu',
      '<p><span style="font-size:0.75em">s</span><span style="font-size:1.5em">l</span><span style="font-size:2.5em">h</span></p>',
    ],
    ['size classes', '<p><span class="text-size-large">l</span></p>'],
    [
      'http, https and mailto links',
      '<p><a href="https://haat.test/a">a</a> <a href="http://haat.test">b</a> <a href="mailto:owner@haat.test">c</a></p>',
    ],
    ['a YouTube embed', '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allowfullscreen="true"></iframe>'],
    ['a Vimeo embed', '<iframe src="https://player.vimeo.com/video/76979871"></iframe>'],
  ])('keeps %s', (_, html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps a picker colour in the rgb() form browsers write back, and only those', () => {
    expect(sanitizeHtml('<span style="background-color: rgb(255, 255, 204)">a</span>')).toBe(
      '<span style="background-color:rgb(255, 255, 204)">a</span>',
    );
    expect(sanitizeHtml('<span style="background-color: rgb(1, 2, 3)">b</span>')).toBe('<span>b</span>');
  });

  it('keeps what the editor island produces, browser-serialised styles included', () => {
    const editorHtml =
      '<p style="text-align: center;"><span style="font-size: 1.5em; background-color: rgb(255, 255, 204);">colour me</span></p>' +
      '<iframe width="560" height="315" title="Video" allowfullscreen="true" src="https://player.vimeo.com/video/76979871"></iframe>' +
      '<ul><li><p>one</p><ul><li><p>two</p></li></ul></li></ul><p><a href="mailto:sales@haat.test">sales@haat.test</a></p>';
    expect(sanitizeHtml(editorHtml)).toBe(
      '<p style="text-align:center"><span style="font-size:1.5em;background-color:rgb(255, 255, 204)">colour me</span></p>' +
        '<iframe width="560" height="315" title="Video" allowfullscreen="true" src="https://player.vimeo.com/video/76979871"></iframe>' +
        '<ul><li><p>one</p><ul><li><p>two</p></li></ul></li></ul><p><a href="mailto:sales@haat.test">sales@haat.test</a></p>',
    );
  });

  it('keeps the text of tags outside the allowlist', () => {
    expect(sanitizeHtml('<div><h4>Care</h4><table><tr><td>Hand wash</td></tr></table></div>')).toBe('CareHand wash');
  });

  it('drops colours, sizes and classes that the toolbar does not offer', () => {
    expect(sanitizeHtml('<span style="background-color:#123456;font-size:72px" class="text-size-small hidden">x</span>')).toBe(
      '<span class="text-size-small">x</span>',
    );
  });

  it('makes a link that opens a new tab unable to reach its opener', () => {
    expect(sanitizeHtml('<a href="https://haat.test" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://haat.test" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('drops targets other than _blank and _self', () => {
    expect(sanitizeHtml('<a href="https://haat.test" target="evil">x</a>')).toBe('<a href="https://haat.test">x</a>');
  });

  it('is idempotent', () => {
    const dirty = '<p style="text-align:center" onclick="x()"><a href="jav&#x09;ascript:1">a</a><span style="font-size:1.5em">b</span></p>';
    const once = sanitizeHtml(dirty);
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe('isAllowedEmbedSrc', () => {
  it.each([
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', true],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', true],
    ['https://player.vimeo.com/video/76979871', true],
    ['https://player.vimeo.com/video/76979871?h=abc', true],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ/../../evil', false],
    ['https://player.vimeo.com/video/x', false],
    ['https://www.youtube.com.evil.test/embed/dQw4w9WgXcQ', false],
    [undefined, false],
  ])('%s → %s', (src, allowed) => {
    expect(isAllowedEmbedSrc(src)).toBe(allowed);
  });
});
