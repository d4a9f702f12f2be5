import { describe, expect, it } from 'vitest';
import { onlyFiles } from './paste-extension.ts';

/** The part of a DataTransfer `onlyFiles` reads. */
function transfer(data: Record<string, string>, files = 0): Pick<DataTransfer, 'getData' | 'files'> {
  return { getData: (type: string) => data[type] ?? '', files: { length: files } as FileList };
}

describe('onlyFiles', () => {
  it.each([
    ['a copied picture (a file, no text)', transfer({}, 1), true],
    ['two dragged files', transfer({}, 2), true],
    ['a file with blank text around it', transfer({ 'text/plain': '  ', 'text/html': '\n' }, 1), true],
    ['plain text', transfer({ 'text/plain': 'Hello' }), false],
    ['HTML only', transfer({ 'text/html': '<p>Hello</p>' }), false],
    ['a picture copied from a web page (file and HTML)', transfer({ 'text/html': '<img src="x.png">' }, 1), false],
    ['a file and its name as text', transfer({ 'text/plain': 'photo.jpg' }, 1), false],
    ['nothing at all', transfer({}), false],
  ])('%s → %s', (_label, data, expected) => {
    expect(onlyFiles(data)).toBe(expected);
  });
});
