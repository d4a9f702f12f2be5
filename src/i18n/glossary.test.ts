/**
 * One word across screens (issue 23 item 7): docs/glossary.md keeps brand and product names as written ("bKash",
 * not "বিকাশ"), so a message whose English names one names it the same way in every other language. The names are
 * read from the glossary's own line, so adding one there makes every message follow.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const settings = JSON.parse(readFileSync(join(root, 'project.inlang/settings.json'), 'utf8')) as {
  locales: string[];
  'plugin.haat.messages': { files: string[] };
};

/** "Brand and product names (Haat, SMS, STOP (the word customers reply), bKash, …) stay as written." */
export function glossaryBrands(glossary: string): string[] {
  const line = glossary.split('\n').find((l) => l.startsWith('Brand and product names ('));
  if (!line) return [];
  const list = line.slice('Brand and product names ('.length, line.lastIndexOf(') stay as written'));
  return list
    .replace(/\([^)]*\)/g, '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

const brands = glossaryBrands(readFileSync(join(root, 'docs/glossary.md'), 'utf8'));
const named = (text: string, brand: string) => new RegExp(`(^|[^A-Za-z0-9])${brand}($|[^A-Za-z0-9])`).test(text);

describe('glossary brand names', () => {
  it('reads the brand names from the glossary', () => {
    expect(brands).toEqual(expect.arrayContaining(['Haat', 'bKash', 'Nagad', 'Pathao', 'STOP']));
  });

  it('every message names a brand as the glossary writes it, in every language', () => {
    const problems: string[] = [];
    for (const file of settings['plugin.haat.messages'].files) {
      const messages = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, Record<string, string>>;
      for (const [id, texts] of Object.entries(messages)) {
        if (id === '$schema' || typeof texts.en !== 'string') continue;
        for (const brand of brands.filter((b) => named(texts.en!, b)))
          for (const locale of settings.locales)
            if (typeof texts[locale] === 'string' && !named(texts[locale], brand)) problems.push(`${id} (${locale}): ${brand}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

/** The glossary table's rows: the idea, its Bangla word and the words not to use for it (its "Not" column). */
export function glossaryRows(glossary: string): { idea: string; bangla: string; not: string[] }[] {
  return glossary
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Idea') && !line.startsWith('| ---'))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, idea = '', bangla = '', not = '']) => ({
      idea,
      bangla,
      not: not
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean),
    }));
}

/**
 * Every row's "Not" words are enforced, but for the messages listed here, each with why it may: the same letters
 * with another meaning (সংগ্রহ "collect", ছাড়া "without", নিবন্ধন a VAT registration), or a use the glossary's note
 * allows (পাতা in pagination). A listed id is a message id or a pattern of them.
 */
const ALLOWED: Record<string, { ids: RegExp; why: string }[]> = {
  'page / blog post': [
    { ids: /(_pages|_page_of|_page_number|_per_page|^inventory_(previous|next)|^customers_no_orders_page)$/, why: 'pagination' },
    { ids: /^route_orders_print_summary$/, why: 'a printed sheet of paper' },
  ],
  collection: [{ ids: /^(earnings_adjustment_note|first_day_todo_cod)$/, why: 'সংগ্রহ: money collected' }],
  discount: [
    { ids: /^promo_gives_(fixed|percent)$/, why: '"৳100 ছাড়", "20% ছাড়": "off" as posters say it' },
    { ids: /^(field_errors_enter_a_domain_name_like_yourshop_com_no_spaces|selling_accounts_off)$/, why: 'ছাড়া: without' },
  ],
  'active / draft / archived (product)': [{ ids: /^team_(col_last_active|status_active)$/, why: "a staff account's activity" }],
  "shop (the seller's business in Haat)": [{ ids: /^store_address_2_hint$/, why: 'a stall in a market' }],
  'create an account': [{ ids: /^(store_bin|selling_vat_threshold)$/, why: 'a VAT registration' }],
  "vendor (a product's brand or maker)": [{ ids: /^selling_vat_threshold$/, why: 'sellers, not a brand' }],
  'confirm / confirmed': [{ ids: /^two_step_factor_(form_label|ask_passkey)$/, why: 'proving who you are, not an order' }],
};

/** Rows not enforced: সংখ্যা is the word for a number and a count, which most of its messages mean (see the note). */
const UNENFORCED = ['digits'];

describe('glossary words', () => {
  const rows = glossaryRows(readFileSync(join(root, 'docs/glossary.md'), 'utf8'));

  it('reads the rows and their "Not" words from the glossary', () => {
    expect(rows.find((row) => row.idea === 'sign in / sign out')?.not).toEqual(expect.arrayContaining(['সাইন ইন']));
    // Every exception names a row that exists, so a renamed row cannot silently drop its check.
    for (const idea of [...Object.keys(ALLOWED), ...UNENFORCED]) expect(rows.map((row) => row.idea)).toContain(idea);
  });

  it('no Bangla message says an idea with a word the glossary says not to use (লগ ইন, not সাইন ইন; মুছে ফেলুন, not ডিলিট)', () => {
    const enforced = rows.filter((row) => row.not.length > 0 && !UNENFORCED.includes(row.idea));
    expect(enforced.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const file of settings['plugin.haat.messages'].files) {
      const messages = JSON.parse(readFileSync(join(root, file), 'utf8')) as Record<string, Record<string, string>>;
      for (const [id, texts] of Object.entries(messages)) {
        const bn = texts.bn;
        if (typeof bn !== 'string') continue;
        for (const row of enforced) {
          if ((ALLOWED[row.idea] ?? []).some(({ ids }) => ids.test(id))) continue;
          // "সাইন-ইন" is the same word hyphenated; a word inside a longer one (সতর্কবার্তা) is another word.
          for (const word of row.not)
            if (new RegExp(`(^|[^\u0980-\u09FF])${word}`).test(bn.replace(/-/g, ' '))) problems.push(`${file} ${id}: ${word}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
