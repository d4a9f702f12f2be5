import { describe, expect, it } from 'vitest';
import { greeting } from './greeting.ts';

const now = new Date('2026-11-23T10:00:00Z');

describe('greeting', () => {
  it.each([
    ['a seller who signed up a minute ago', '2026-11-23T09:59:00Z', 'Welcome to Haat, Nadia.'],
    ['a seller who signed up this morning', '2026-11-22T11:00:00Z', 'Welcome to Haat, Nadia.'],
    ['a seller of two days', '2026-11-21T10:00:00Z', 'Welcome back, Nadia.'],
  ])('welcomes %s', (_label, createdAt, text) => {
    expect(greeting({ name: 'Nadia', createdAt }, now)).toBe(text);
  });

  it('welcomes back when the account age is unknown', () => {
    expect(greeting({ name: 'Nadia' }, now)).toBe('Welcome back, Nadia.');
  });
});
