/**
 * A Bangla seller reads every toast and form message an action answers (issue 23), so an action never words one in
 * English itself: it says it through a message (`m.…()`) or a field error the field-errors table knows. This guard reads
 * every action file and fails on an English sentence written as a string literal or template where a reader sees it:
 * passed to succeed()/bounce()/refused(), or as a `message:`, `flash:` or zod error; nor does it relay a Store API
 * answer's English `message` as a toast. Thrown programmer errors (`new Error`)
 * are not shown to a seller and are not matched.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import table from '../lib/field-errors.messages.json' with { type: 'json' };

const dir = import.meta.dirname;

/**
 * A quoted text that reads as English words: a capital or a value, then at least one more word, sentences and all
 * ("Note added.", `Shipped with ${x}.`, "That sign-in took too long. Sign in again.").
 */
const ENGLISH = /(['`])((?:[A-Z][a-z']*|\$\{[^}]*\})(?:[.,:;!?]?[ -](?:[A-Za-z'][\w'-]*|\$\{[^}]*\}))+[.:!?]?)\1/g;
/** A template that starts with a value (`${shop.name} is ready.`) is English only when it has words of its own. */
const hasWords = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/\$\{[^}]*\}/g, ''));

/** Where a text reaches the reader: a toast, a form message, a field message, a zod error. */
const SHOWN = /(?:\b(?:succeed|bounce|refused|fail)\s*\(|\b(?:message|flash|error)\s*:|\.(?:min|max|length|regex|refine)\s*\()/;

/** Texts the contract's field-errors table says in every language (formState words field errors through it). */
const FIELD_ERRORS = new Set(Object.values(table as Record<string, { en: string }>).map((entry) => entry.en));
/** The table's `{variable}` texts as patterns, for templates such as `Select at most ${MAX_BULK} orders`. */
const FIELD_PATTERNS = [...FIELD_ERRORS]
  .filter((en) => en.includes('{'))
  .map((en) => new RegExp(`^${en.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '(?:\\$\\{[^}]*\\}|.+?)')}$`));
const knownFieldError = (text: string) => FIELD_ERRORS.has(text) || FIELD_PATTERNS.some((re) => re.test(text));

/** Field errors are said through the table; only a zod error or a `fields:` value is one. */
const FIELD_CONTEXT = /(?:\berror\s*:|\.(?:min|max|length|regex|refine)\s*\(|\bfields\s*:|\brefused\s*\()/;

export interface EnglishLiteral {
  line: number;
  text: string;
}

/** The English sentences a source shows a reader that no message or field-errors entry words. */
export function englishLiterals(source: string): EnglishLiteral[] {
  const found: EnglishLiteral[] = [];
  source.split('\n').forEach((code, index) => {
    if (/^\s*(?:\/\/|\*|\/\*)/.test(code) || /\bnew Error\(/.test(code)) return;
    // A Store API answer's `message` is its English for integrators: a toast words the outcome through a message. A
    // form reader's own `form.message` (src/lib/menu-form.ts, theme-form.ts) is already one.
    const relayed = /\b(?:succeed|bounce)\s*\([^;]*,\s*((?!form\.)[\w.]+\.message)\s*\)/.exec(code);
    if (relayed) found.push({ line: index + 1, text: relayed[1]! });
    // A Store API error's own `message` is English: a form message says it through apiErrorText (or fail()).
    const raw = /:\s*(error\.message)\s*[,;})]/.exec(code);
    if (raw) found.push({ line: index + 1, text: raw[1]! });
    for (const match of code.matchAll(ENGLISH)) {
      const before = code.slice(0, match.index);
      // The literal's own call or key is on this line, or the line continues a call opened above (a wrapped argument).
      if (!SHOWN.test(before) && !/^\s*$/.test(before)) continue;
      const text = match[2]!;
      if (!hasWords(text)) continue;
      if (FIELD_CONTEXT.test(before) && knownFieldError(text)) continue;
      found.push({ line: index + 1, text });
    }
  });
  return found;
}

const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));

describe('actions word what a seller reads through messages', () => {
  it('finds an English toast, form message and an unknown field error (the guard can fail)', () => {
    const source = [
      "return succeed('/orders', 'Note added.');",
      'return succeed(page, `Shipped with ${input.courier}.`);',
      "return succeed('/', `${shop.name} is ready. You are its shop admin.`);",
      'return succeed(`${orderPage(id)}#notes`, `${a} ${b}`);',
      'return succeed(PROFILE, answer.message);',
      'return { ok: false, message: error.message, fields: rowFields(form.rows, error.fields) };',
      "throw new ActionError({ code: 'BAD_GATEWAY', message: error instanceof Error ? error.message : m.apps_not_checked() });",
      'const outcome = succeed(editPath(menu.id), form.message);',
      "return { ok: false as const, message: 'Please correct the highlighted fields.', fields };",
      "if (!pendingToken) return succeed(again, 'That sign-in took too long. Sign in again.');",
      "const status = z.enum(STATUSES, { error: 'Pick one of these' });",
      "return refused('Enter an amount');",
      'if (!route) throw new Error(`Unknown route in an action check: ${route}`);',
      '// A comment that says Order marked shipped.',
      'return succeed(page, m.order_detail_note_added());',
    ].join('\n');
    expect(englishLiterals(source).map((found) => found.text)).toEqual([
      'Note added.',
      'Shipped with ${input.courier}.',
      '${shop.name} is ready. You are its shop admin.',
      'answer.message',
      'error.message',
      'Please correct the highlighted fields.',
      'That sign-in took too long. Sign in again.',
      'Pick one of these',
    ]);
  });

  it.each(files)('%s passes no English sentence to a toast, form message or field error', (file) => {
    expect(englishLiterals(readFileSync(join(dir, file), 'utf8'))).toEqual([]);
  });
});
