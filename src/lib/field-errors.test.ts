/**
 * Field errors in Bangla (issue 23 item 1): every message the contract's schemas write has its entry in
 * field-errors.messages.json, and the lookup says it in the member's language and digits.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { displayFor, englishDisplay } from '../../contract/format.ts';
import { checkoutRuleErrors } from '../../contract/orders-create.ts';
import { CODE_REASONS } from '../../contract/pricing.ts';
import { usageLimitBelowUsed } from '../../contract/promo-codes.ts';
import { fieldErrorText, fieldErrorTexts, findFieldError } from './field-errors.ts';

const contract = join(import.meta.dirname, '../../contract');

/**
 * Messages a seller never meets: bKash's redirect back (`paymentID`, `status`) and what a browser makes on its own
 * (a push subscription's endpoint and keys, a passkey's base64url data). A wrong one there is a broken request, not a
 * form to correct.
 */
const NEVER_SHOWN = new Set([
  'paymentID is missing',
  'status is success, failure or cancel',
  'Not a push endpoint',
  'Not a base64url key',
  'Not base64url',
]);

const STRING = String.raw`(['"\`])((?:\\.|(?!\1)[^\\])*)\1`;
/** Where a schema writes a message: `{ error | message: … }`, a check's last argument, a message helper's argument. */
const MESSAGE_PLACES = [
  new RegExp(String.raw`\b(?:error|message)\s*:\s*` + STRING, 'g'),
  new RegExp(
    String.raw`\.(?:min|max|length|regex|gte|lte|gt|lt|multipleOf|refine|startsWith|endsWith)\([^'"\`;]*?,\s*` +
      STRING +
      String.raw`\s*,?\s*\)`,
    'g',
  ),
  new RegExp(
    String.raw`\.(?:int|email|url|positive|negative|nonnegative|nonpositive|nonempty|finite|safe)\(\s*` + STRING + String.raw`\s*\)`,
    'g',
  ),
  new RegExp(String.raw`\b(?:followsLanguage|bdPhone|issue)\([^'"\`;()]*?` + STRING + String.raw`\s*\)`, 'g'),
  new RegExp(String.raw`\berrors(?:\.\w+|\[[^\]]+\])\s*=\s*` + STRING, 'g'),
  // The pricing engine's reasons: what stops an order (`problems.push(…)`), why a code does not apply (CODE_REASONS),
  // and a checkout rule's "enter" text (RULED_FIELDS): shown under the order form's fields and in its totals.
  new RegExp(String.raw`\bproblems\.push\(\s*` + STRING, 'g'),
  new RegExp(String.raw`\benter\s*:\s*` + STRING, 'g'),
];
/** A table of reasons kept as an object (`CODE_REASONS = { expired: 'This code has expired', … }`). */
const REASONS_TABLE = /\b[A-Z_]*REASONS\s*=\s*\{([^}]*)\}/g;
/** Any call's last argument that reads as a sentence (a `.refine(fn, 'msg')` whose fn holds quotes, a label). */
const LAST_ARGUMENT = new RegExp(String.raw`,\s*` + STRING + String.raw`\s*,?\s*\)`, 'g');
const CONSTANT = /const ([A-Z][A-Z0-9_]*) = (['"`])((?:\\.|(?!\2)[^\\])*)\2/g;

/** Every literal message in contract/, a template's `${…}` given a sample value ("7") as the schema would fill it. */
function contractMessages(): Map<string, string> {
  const found = new Map<string, string>();
  const files = readdirSync(contract).filter((f) => f.endsWith('.ts') && !/\.(test|d)\.ts$|fixtures/.test(f));
  for (const file of files) {
    const source = readFileSync(join(contract, file), 'utf8');
    const add = (text: string) => found.set(text, file);
    for (const place of MESSAGE_PLACES) for (const match of source.matchAll(place)) add(match[2]!);
    for (const table of source.matchAll(REASONS_TABLE))
      for (const match of table[1]!.matchAll(new RegExp(String.raw`:\s*` + STRING, 'g'))) add(match[2]!);
    for (const match of source.matchAll(LAST_ARGUMENT)) if (/^[A-Z$"].* /.test(match[2]!) && /[a-z]{2}/.test(match[2]!)) add(match[2]!);
    // A message kept in a constant (PHONE_HINT) and used where a message goes.
    for (const match of source.matchAll(CONSTANT)) {
      const used = new RegExp(String.raw`(?:\b(?:error|message)\s*:\s*|,\s*|\.(?:int|email|url)\(\s*)${match[1]}\s*[,)}]`);
      if (used.test(source)) add(match[3]!);
    }
  }
  // Not messages: characters a schema checks for (`.startsWith('www.')`) and bare words.
  for (const text of found.keys()) if (!/[A-Za-z]{2}/.test(text) || !/\s/.test(text.replace(/\$\{[^}]*\}/g, 'x'))) found.delete(text);
  return found;
}

const prefixed = (fields: Record<string, string>, prefix: string) =>
  Object.fromEntries(Object.entries(fields).map(([key, text]) => [`${prefix}.${key}`, text]));

const sample = (text: string) => text.replace(/\$\{(?:[^{}]|\{[^}]*\})*\}/g, '7');
const bn = displayFor('bn');
const bnLatin = displayFor('bn', 'latin', 'international');

describe('field errors: every contract message has its Bangla', () => {
  const messages = contractMessages();

  it('finds the contract messages (the scan itself works)', () => {
    expect(messages.size).toBeGreaterThan(250);
    expect(messages.has('Enter a Bangladeshi mobile number like 01711000000')).toBe(true);
    expect(messages.has('${label} must be at most ${max} characters')).toBe(true);
    expect(messages.has('Choose at least one product')).toBe(true);
  });

  it('finds the pricing engine’s reasons and the checkout rules’ texts (taking an order, issue 23)', () => {
    for (const reason of Object.values(CODE_REASONS)) expect(messages.has(reason)).toBe(true);
    expect(messages.has('Choose the district the order goes to')).toBe(true);
    expect(messages.has('Enter a landmark')).toBe(true);
  });

  it('has an entry for each, but the few a seller never meets', () => {
    const missing = [...messages]
      .filter(([text]) => !NEVER_SHOWN.has(text) && !findFieldError(sample(text)))
      .map(([text, file]) => `${file}: ${text}`);
    expect(missing).toEqual([]);
    // The allow-list stays honest: each is still in the contract.
    expect([...NEVER_SHOWN].filter((text) => !messages.has(text))).toEqual([]);
  });
});

describe('fieldErrorText', () => {
  it.each([
    ['Enter a title', 'শিরোনাম লিখুন'],
    ['Required', 'এটি পূরণ করুন'],
    ['Enter a Bangladeshi mobile number like 01711000000', '০১৭১১০০০০০০-এর মতো একটি বাংলাদেশি মোবাইল নম্বর লিখুন'],
    ['Use a colour like #1a2b3c', '#1a2b3c-এর মতো একটি রং দিন'],
    ['Name must be at most 100 characters', 'নাম সর্বোচ্চ ১০০ অক্ষরের হতে পারে'],
    ['Low-stock threshold must be at most 100,000', 'স্টক কম হওয়ার সীমা সর্বোচ্চ ১,০০,০০০ হতে পারে'],
    ['Price must be a number', 'দাম একটি সংখ্যা হতে হবে'],
    ['At most 50 tags', 'সর্বোচ্চ ৫০টি ট্যাগ'],
    ['The minimum payout is at least ৳500', 'সর্বনিম্ন পেআউট কমপক্ষে ৳৫০০'],
    ['Option "Size 42" is listed twice', '"Size 42" অপশনটি দুবার দেওয়া হয়েছে'],
    ['Every district needs a zone. Without one: Bhola, Khulna', 'প্রতিটি জেলার একটি জোন লাগবে। জোন নেই: ভোলা, খুলনা'],
  ])('%s → Bangla with Bangla digits', (english, bangla) => {
    expect(fieldErrorText(english, bn)).toBe(bangla);
  });

  it('keeps the member’s Latin digits and international grouping', () => {
    expect(fieldErrorText('Low-stock threshold must be at most 100,000', bnLatin)).toBe('স্টক কম হওয়ার সীমা সর্বোচ্চ 100,000 হতে পারে');
    expect(fieldErrorText('At most 50 tags', bnLatin)).toBe('সর্বোচ্চ 50টি ট্যাগ');
  });

  it('says zod’s own English (a check written without a message) from zod’s current wording', () => {
    const said = (schema: z.ZodType, input: unknown) => fieldErrorText(schema.safeParse(input).error!.issues[0]!.message, bn);
    expect(said(z.string().max(3), 'abcd')).toBe('সর্বোচ্চ ৩ অক্ষর');
    expect(said(z.number().max(1500), 2000)).toBe('সর্বোচ্চ ১,৫০০');
    expect(said(z.enum(['a', 'b']), 'c')).toBe('তালিকা থেকে একটি বেছে নিন ("a"|"b")');
    expect(said(z.object({ name: z.string() }), {})).toBe('লেখা দিন (খালি চলবে না)');
  });

  it('a field name the table does not know stays as written inside the Bangla', () => {
    expect(fieldErrorText('Colour code must be at most 7 characters', bn)).toBe('Colour code সর্বোচ্চ ৭ অক্ষরের হতে পারে');
  });

  it('leaves English and unknown texts as written', () => {
    expect(fieldErrorText('Name must be at most 100 characters', englishDisplay)).toBe('Name must be at most 100 characters');
    expect(fieldErrorText('Something the table never heard of', bn)).toBe('Something the table never heard of');
  });

  it('says a checkout rule’s refusals on an order taken from a chat in Bangla, the field named in Bangla', () => {
    const order = { customer: { email: 'a@b.com' }, address: { area: 'Zindabazar', line1: 'House 4', landmark: 'Mosque' } };
    const hidden = checkoutRuleErrors(
      {
        email: 'hidden',
        area: 'hidden',
        addressLine: 'hidden',
        landmark: 'hidden',
        cod: false,
        advanceDeliveryOutsideDhaka: false,
        orderNote: false,
      },
      { ...order, payment: 'cod', note: 'Call first' },
    );
    const required = checkoutRuleErrors(
      {
        email: 'required',
        area: 'required',
        addressLine: 'required',
        landmark: 'required',
        cod: true,
        advanceDeliveryOutsideDhaka: false,
        orderNote: true,
      },
      { customer: { email: null }, address: { area: '', line1: '', landmark: '' }, payment: 'cod' },
    );
    const said = Object.values(fieldErrorTexts({ ...prefixed(hidden, 'hidden'), ...prefixed(required, 'required') }, bn));
    expect(said).toHaveLength(10);
    for (const text of said) expect(text).not.toMatch(/[A-Za-z]{2}/);
    expect(fieldErrorText('Sylhet plan does not deliver to Sylhet', bn)).toBe('Sylhet plan এই জেলায় ডেলিভারি দেয় না: সিলেট');
  });

  it('says the Store API’s "used N times" refusal of a promo code’s limit with its count', () => {
    expect(fieldErrorText(usageLimitBelowUsed(1250), bn)).toBe('কোডটি এর মধ্যে ১,২৫০ বার ব্যবহার হয়েছে; মোট সীমা এর চেয়ে কম দেওয়া যাবে না');
    expect(fieldErrorText(usageLimitBelowUsed(12), bnLatin)).toBe('কোডটি এর মধ্যে 12 বার ব্যবহার হয়েছে; মোট সীমা এর চেয়ে কম দেওয়া যাবে না');
  });

  it('says every field of a form', () => {
    expect(fieldErrorTexts({ title: 'Enter a title', 'variants.0.price': 'Price must be a number' }, bn)).toEqual({
      title: 'শিরোনাম লিখুন',
      'variants.0.price': 'দাম একটি সংখ্যা হতে হবে',
    });
  });
});
