import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import { englishDisplay } from '../../../contract/format.ts';
import type { FileItem } from '../../lib/api/files.ts';
import { summarise } from '../../lib/subscription.ts';
import FileGrid from './FileGrid.astro';

const image = (id: string): FileItem => ({
  id,
  name: `${id}.jpg`,
  kind: 'image',
  contentType: 'image/jpeg',
  bytes: 1000,
  width: 800,
  height: 800,
  url: `/media/${id}/original.jpg`,
  sizes: { original: `/media/${id}/original.jpg`, small: `/media/${id}/small.webp` },
  createdAt: '2026-11-27T10:00:00.000Z',
  createdBy: null,
});

async function render(files: FileItem[]) {
  const container = await AstroContainer.create();
  const locals: App.Locals = {
    token: 'token',
    user: null,
    shops: [],
    activeShop: null,
    subscription: summarise(null),
    apps: [],
    route: null,
    flashes: [],
    display: englishDisplay,
  };
  return container.renderToString(FileGrid, {
    locals,
    props: { files, origin: 'https://dashboard.test', deleteHref: (id: string) => `/files?delete=${id}` },
  });
}

describe('FileGrid', () => {
  it('loads the first row of pictures at once (the largest paint of /files on a phone) and the rest lazily', async () => {
    const html = await render([image('a'), image('b'), image('c'), image('d')]);
    const loading = [...html.matchAll(/<img [^>]*loading="(\w+)"/g)].map((match) => match[1]);
    expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy']);
  });
});
