import { describe, expect, it } from 'vitest';
import { displayFor } from '../../contract/format.ts';
import { filesHref, formatBytes, readFilesQuery, typeLabel, uploadSummary } from './files.ts';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 KB'],
    [10 * 1024 * 1024, '10 MB'],
    [2.25 * 1024 * 1024, '2.3 MB'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
  it('writes the number in the reader’s digits', () => {
    expect(formatBytes(1536, displayFor('bn'))).toBe('১.৫ KB');
    expect(formatBytes(1023, displayFor('bn'))).toBe('১০২৩ B');
  });
});

describe('typeLabel', () => {
  it('names the type by its subtype', () => {
    expect(typeLabel('image/jpeg')).toBe('JPG');
    expect(typeLabel('application/pdf')).toBe('PDF');
  });
});

describe('readFilesQuery and filesHref', () => {
  it('falls back to defaults for anything unknown', () => {
    expect(readFilesQuery(new URLSearchParams('view=tiles&kind=exe&sort=evil&page=-2'))).toEqual({
      view: 'grid',
      q: '',
      kind: '',
      sort: '-createdAt',
      page: 1,
      confirm: '',
    });
  });

  it('round-trips a filtered list view and leaves defaults out', () => {
    const query = readFilesQuery(new URLSearchParams('view=list&q=saree&kind=image&sort=name&page=2'));
    expect(filesHref(query)).toBe('/files?view=list&q=saree&kind=image&sort=name&page=2');
    expect(filesHref(query, { view: 'grid', page: 1 })).toBe('/files?q=saree&kind=image&sort=name');
    expect(filesHref(query, { confirm: 'abc' })).toContain('delete=abc');
  });
});

describe('uploadSummary', () => {
  it('counts uploads and names each refused file with the reason', () => {
    expect(uploadSummary(1, [])).toBe('1 file uploaded.');
    expect(uploadSummary(2, [{ name: 'a.exe', message: 'Not supported.' }])).toBe('2 files uploaded. Not uploaded: a.exe (Not supported.)');
  });
});
