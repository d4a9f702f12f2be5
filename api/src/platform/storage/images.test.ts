import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, detectType, storeImage, storeUpload } from './images.ts';
import { memoryStorage } from './storage.ts';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#F69157' } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));
const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]);

describe('detectType', () => {
  it('reads the type from the first bytes', async () => {
    expect(detectType(await png(2, 2))?.contentType).toBe('image/png');
    expect(
      detectType(
        new Uint8Array(
          await sharp(await png(2, 2))
            .jpeg()
            .toBuffer(),
        ),
      )?.contentType,
    ).toBe('image/jpeg');
    expect(
      detectType(
        new Uint8Array(
          await sharp(await png(2, 2))
            .webp()
            .toBuffer(),
        ),
      )?.contentType,
    ).toBe('image/webp');
    expect(
      detectType(
        new Uint8Array(
          await sharp(await png(2, 2))
            .gif()
            .toBuffer(),
        ),
      )?.contentType,
    ).toBe('image/gif');
    expect(detectType(pdf)?.kind).toBe('pdf');
  });

  it('knows nothing of executables or text', () => {
    expect(detectType(exe)).toBeNull();
    expect(detectType(new TextEncoder().encode('hello'))).toBeNull();
  });
});

describe('storeUpload', () => {
  it('stores an image in every size as WebP plus the original', async () => {
    const storage = memoryStorage();
    const stored = await storeUpload(storage, await png(1600, 800));
    expect(stored).toMatchObject({ kind: 'image', contentType: 'image/png', width: 1600, height: 800 });
    expect(stored.sizes.small).toBe(`/media/${stored.hash}/small.webp`);
    const small = await storage.get(stored.keys.small!);
    expect(small?.contentType).toBe('image/webp');
    expect((await sharp(small!.bytes).metadata()).width).toBe(300);
    const large = await sharp((await storage.get(stored.keys.large!))!.bytes).metadata();
    expect([large.width, large.height]).toEqual([1200, 600]);
    expect((await storage.get(stored.keys.original!))?.contentType).toBe('image/png');
  });

  it('never enlarges a small image', async () => {
    const storage = memoryStorage();
    const stored = await storeUpload(storage, await png(50, 40));
    expect((await sharp((await storage.get(stored.keys.large!))!.bytes).metadata()).width).toBe(50);
  });

  it('stores the same bytes once, under the same keys', async () => {
    const storage = memoryStorage();
    const bytes = await png(20, 20);
    const a = await storeUpload(storage, bytes);
    const b = await storeUpload(storage, bytes);
    expect(b.keys).toEqual(a.keys);
  });

  it('keeps a PDF as its original only', async () => {
    const stored = await storeUpload(memoryStorage(), pdf);
    expect(stored).toMatchObject({ kind: 'pdf', contentType: 'application/pdf', width: null, height: null });
    expect(Object.keys(stored.keys)).toEqual(['original']);
  });

  it('refuses other types, empty files and files over 10 MB with a 4xx', async () => {
    await expect(storeUpload(memoryStorage(), exe)).rejects.toMatchObject({ status: 415, code: 'UNSUPPORTED_TYPE' });
    await expect(storeUpload(memoryStorage(), new Uint8Array())).rejects.toMatchObject({ status: 400 });
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(await png(2, 2));
    await expect(storeUpload(memoryStorage(), big)).rejects.toMatchObject({ status: 413, code: 'FILE_TOO_LARGE' });
  });

  it('refuses a damaged image that only looks like one', async () => {
    const fake = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await expect(storeUpload(memoryStorage(), fake)).rejects.toMatchObject({ status: 422, code: 'INVALID_IMAGE' });
  });
});

describe('image limits', () => {
  it('refuses an image that decodes to more than 100 megapixels', async () => {
    // Only the header is needed: a PNG that claims 12,000 × 9,000 pixels.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(12_000, 0);
    header.writeUInt32BE(9_000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(10))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    await expect(storeUpload(memoryStorage(), new Uint8Array(bomb))).rejects.toMatchObject({ status: 413, code: 'IMAGE_TOO_LARGE' });
  });

  it('reports the frame size of an animated GIF', async () => {
    const frame = () =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff0000' } })
        .raw()
        .toBuffer();
    const frames = Buffer.concat([await frame(), await frame(), await frame()]);
    const gif = await sharp(frames, { raw: { width: 40, height: 90, channels: 3, pageHeight: 30 } })
      .gif()
      .toBuffer();
    const stored = await storeUpload(memoryStorage(), new Uint8Array(gif));
    expect([stored.width, stored.height]).toEqual([40, 30]);
  });
});

describe('storeImage', () => {
  it('refuses a PDF where only images belong', async () => {
    await expect(storeImage(memoryStorage(), pdf)).rejects.toMatchObject({ status: 415, code: 'NOT_AN_IMAGE' });
  });
});
