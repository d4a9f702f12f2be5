import { describe, expect, it } from 'vitest';
import { toEmbedUrl } from './video-embed.ts';

const YT = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
const VIMEO = 'https://player.vimeo.com/video/76979871';

describe('toEmbedUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', YT],
    ['https://www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', YT],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['http://www.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', YT],
    ['https://youtu.be/dQw4w9WgXcQ', YT],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', YT],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', YT],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', YT],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', YT],
    ['  https://youtu.be/dQw4w9WgXcQ\n', YT],
  ])('turns the YouTube link %s into its embed address', (link, embed) => {
    expect(toEmbedUrl(link)).toBe(embed);
  });

  it.each([
    ['https://vimeo.com/76979871', VIMEO],
    ['https://www.vimeo.com/76979871', VIMEO],
    ['vimeo.com/76979871', VIMEO],
    ['https://vimeo.com/channels/staffpicks/76979871', VIMEO],
    ['https://player.vimeo.com/video/76979871', VIMEO],
  ])('turns the Vimeo link %s into its player address', (link, embed) => {
    expect(toEmbedUrl(link)).toBe(embed);
  });

  it.each([
    [''],
    ['hello world'],
    ['https://example.com/watch?v=dQw4w9WgXcQ'],
    ['https://www.youtube.com/'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>'],
    ['https://youtube.com.evil.test/watch?v=dQw4w9WgXcQ'],
    ['https://vimeo.com/about'],
    ['javascript:alert(1)//youtu.be/dQw4w9WgXcQ'],
    ['ftp://youtu.be/dQw4w9WgXcQ'],
    ['see https://youtu.be/dQw4w9WgXcQ'],
  ])('returns null for %j', (link) => {
    expect(toEmbedUrl(link)).toBeNull();
  });
});
