/**
 * A Bangla seller reads every toast and form message an action answers (issue 23), so an action never words one in
 * English itself: it says it through a message (`m.…()`) or a field error the field-errors table knows. This guard reads
 * every action file and fails on an English sentence written as a string literal or template where a reader sees it:
 * passed to succeed()/bounce()/refused(), or as a `message:`, `flash:` or zod error; nor does it relay a Store API
 * answer's English `message` as a toast. Thrown programmer errors (`new Error`)
 * are not shown to a seller and are not matched. An English sentence kept in a variable first and shown later is
 * followed within its file through the TypeScript compiler's syntax tree (`englishVariables`); it is not followed
 * through object properties, function results or imports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
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

/** A call whose arguments a reader sees, and the object keys whose values they see (the SHOWN pattern, as syntax). */
const SHOWN_CALLS = new Set(['succeed', 'bounce', 'refused', 'fail']);
const SHOWN_KEYS = new Set(['message', 'flash', 'error']);
const EITHER: readonly ts.SyntaxKind[] = [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken];

/** The English texts an expression may evaluate to: a literal, either branch of a condition, either side of `??`/`||`. */
function valueTexts(node: ts.Expression, source: ts.SourceFile): string[] {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) return valueTexts(node.expression, source);
  if (ts.isConditionalExpression(node)) return [...valueTexts(node.whenTrue, source), ...valueTexts(node.whenFalse, source)];
  if (ts.isBinaryExpression(node) && EITHER.includes(node.operatorToken.kind))
    return [...valueTexts(node.left, source), ...valueTexts(node.right, source)];
  if (!ts.isStringLiteral(node) && !ts.isNoSubstitutionTemplateLiteral(node) && !ts.isTemplateExpression(node)) return [];
  // The literal as written, quotes included, read by the same ENGLISH pattern as a line.
  const written = ts.isStringLiteral(node) ? `'${node.text}'` : node.getText(source);
  return [...written.matchAll(ENGLISH)]
    .filter((match) => match[0] === written)
    .map((match) => match[2]!)
    .filter((text) => hasWords(text) && !knownFieldError(text));
}

const isScope = (node: ts.Node) => ts.isSourceFile(node) || ts.isBlock(node) || ts.isFunctionLike(node) || ts.isModuleBlock(node);

/**
 * English held in a variable first and shown later (`const note = 'Note added.'; return succeed(page, note);`), which
 * a line cannot see: the file is parsed with the TypeScript compiler, each `const`/`let` (and a later `x = …`) records
 * the English texts it may hold in its scope, and a name used where a reader sees it (an argument of succeed(),
 * bounce(), refused() or fail(), or a `message`/`flash`/`error` value, shorthand too) reports them at that line. A
 * name is resolved to its nearest declaration, so a parameter or inner variable of the same name hides it.
 */
export function englishVariables(code: string): EnglishLiteral[] {
  const source = ts.createSourceFile('action.ts', code, ts.ScriptTarget.Latest, true);
  const scopes = new Map<ts.Node, Map<string, string[]>>();
  const declare = (name: ts.BindingName, at: ts.Node, texts: string[]) => {
    if (!ts.isIdentifier(name)) return;
    let scope = at.parent;
    while (!isScope(scope)) scope = scope.parent;
    if (!scopes.has(scope)) scopes.set(scope, new Map());
    scopes.get(scope)!.set(name.text, texts);
  };
  const resolve = (name: ts.Identifier): string[] | undefined => {
    for (let node: ts.Node | undefined = name; node; node = node.parent) {
      const found = isScope(node) ? scopes.get(node)?.get(name.text) : undefined;
      if (found) return found;
    }
    return undefined;
  };
  // First every declaration (a use may come before a later declaration of the same scope in the text), then the uses.
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node)) declare(node.name, node.parent, node.initializer ? valueTexts(node.initializer, source) : []);
    else if (ts.isParameter(node)) declare(node.name, node, []);
    ts.forEachChild(node, collect);
  };
  collect(source);
  const assign = (node: ts.Node) => {
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(node.left))
      resolve(node.left)?.push(...valueTexts(node.right, source));
    ts.forEachChild(node, assign);
  };
  assign(source);

  const found: EnglishLiteral[] = [];
  /** The names inside a shown expression, except inside a nested call's arguments (the call words them itself). */
  const report = (shown: ts.Node) => {
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node) && !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        for (const text of resolve(node) ?? []) found.push({ line, text });
      }
      if (ts.isCallExpression(node)) return visit(node.expression);
      ts.forEachChild(node, visit);
    };
    visit(shown);
  };
  const uses = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && SHOWN_CALLS.has(node.expression.text))
      node.arguments.forEach(report);
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && SHOWN_KEYS.has(node.name.text)) report(node.initializer);
    if (ts.isShorthandPropertyAssignment(node) && SHOWN_KEYS.has(node.name.text)) report(node.name);
    ts.forEachChild(node, uses);
  };
  uses(source);
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

  it('follows an English sentence kept in a variable to the toast or form message that shows it', () => {
    const source = [
      'export const a = {',
      '  handler: async (input) => {',
      "    const note = 'Note added.';",
      "    let why = input.x ? m.orders_ok() : 'That order is already cancelled.';",
      '    if (input.y) why = `Shipped with ${input.courier}.`;',
      "    const shown = 'Order was found.';",
      '    if (input.z) return { ok: false, message: why, fields: {} };',
      // A name passed to another call is that call's to word (an address, apiErrorText's input).
      '    return succeed(orderPage(shown), note);',
      '  },',
      '};',
      // The same name as a parameter elsewhere holds no English, nor does a name out of its scope or a message's words.
      'function other(note) { const fine = m.orders_ok(); return succeed(page, note) ?? { message: fine, error: shown }; }',
      "function more() { const message = 'Plain English here.'; return { ok: false, message }; }",
    ].join('\n');
    expect(englishVariables(source)).toEqual([
      { line: 7, text: 'That order is already cancelled.' },
      { line: 7, text: 'Shipped with ${input.courier}.' },
      { line: 8, text: 'Note added.' },
      { line: 12, text: 'Plain English here.' },
    ]);
  });

  it.each(files)('%s passes no English sentence to a toast, form message or field error', (file) => {
    const code = readFileSync(join(dir, file), 'utf8');
    expect(englishLiterals(code)).toEqual([]);
    expect(englishVariables(code)).toEqual([]);
  });
});
