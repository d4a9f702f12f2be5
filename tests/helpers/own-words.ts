/**
 * A page's own words (issue 23 item 8, the Bangla sweep of tests/language.spec.ts): every text a seller reads that
 * the dashboard wrote, not the seller's data — headings, labels, buttons and button-styled links, table heads,
 * navigation, options, hints, alerts, the document title, and the placeholder, title, aria-label and alt
 * attributes. What is marked translate="no" (the seller's names, addresses, a product's title) is taken out, and
 * so is the other language's name in the language switch (lang="en").
 */
import type { Page } from '@playwright/test';

/** Elements whose text is the dashboard's own words. */
const TEXTS = [
  'title',
  'h1',
  'h2',
  'h3',
  'h4',
  'label',
  'button',
  'a.btn',
  'th',
  'summary',
  'legend',
  'caption',
  'dt',
  'option',
  'nav a',
  '[role=alert]',
  '[role=status]',
  '.field-error',
  '[id$="-hint"]',
];
/** Attributes that are words a seller reads or hears (a screen reader speaks aria-label and alt). */
const ATTRIBUTES = ['placeholder', 'title', 'aria-label', 'alt'];

/**
 * Not the dashboard's words: the seller's own (translate="no"), the language switch's other language, the sidebar's
 * installed apps (named by their makers), the user menu's summary (the member's name), the saved views' tabs and
 * rename labels (names members gave their views) and the charts (analytics, being converted: see the route list).
 */
const NOT_OURS =
  '[translate=no], [translate=no] *, [lang=en], [lang=en] *, nav a[href^="/app/"], nav a[href^="/app/"] *, ' +
  'header details > summary, #saved-views nav *, #saved-views label, [data-chart-card] *, ' +
  // TEMPORARY, the billing helper converts these now: the plan badge (a link to /upgrade) and the plan gate.
  'a[href="/upgrade"], a[href="/upgrade"] *, [data-testid=feature-gate] *';

export interface OwnWords {
  /** The texts and attribute values, each with where it was found. */
  texts: string[];
  /** The seller's data on the page: translate="no", the names in a list's links, what its inputs hold. */
  data: string[];
}

export function ownWords(page: Page, extra: string[] = []): Promise<OwnWords> {
  return page.evaluate(
    ({ texts, attributes, notOurs }) => {
      const own = (element: Element) => !element.matches(notOurs);
      const textOf = (element: Element) => {
        if (element.tagName === 'TITLE') return document.title;
        if (!element.querySelector('[translate=no], [lang=en]')) return (element as HTMLElement).innerText ?? element.textContent ?? '';
        const copy = element.cloneNode(true) as HTMLElement;
        for (const part of copy.querySelectorAll('[translate=no], [lang=en]')) part.remove();
        return copy.textContent ?? '';
      };
      const found: string[] = [];
      for (const element of document.querySelectorAll(texts.join(', '))) {
        if (!own(element)) continue;
        const text = textOf(element).trim();
        if (text) found.push(`${element.tagName.toLowerCase()}: ${text}`);
      }
      for (const attribute of attributes) {
        for (const element of document.querySelectorAll(`[${attribute}]`)) {
          // A translate="no" element's attributes are the seller's too (an image's alt text, a name's title).
          if (!own(element)) continue;
          const value = element.getAttribute(attribute)?.trim();
          if (value) found.push(`${element.tagName.toLowerCase()}[${attribute}]: ${value}`);
        }
      }
      // The input buttons' words are their value.
      for (const element of document.querySelectorAll('input[type=submit][value], input[type=button][value]')) {
        if (own(element)) found.push(`input: ${(element as HTMLInputElement).value}`);
      }
      // The record a page edits heads it ("Edit Jamdani saree"): what its inputs hold is the seller's data too.
      const data = [
        ...[...document.querySelectorAll('[translate=no], td a')].map((element) => element.textContent ?? ''),
        ...[...document.querySelectorAll('input:not([type=hidden]), textarea')].map((input) => (input as HTMLInputElement).value),
      ];
      return { texts: found, data };
    },
    { texts: [...TEXTS, ...extra], attributes: ATTRIBUTES, notOurs: NOT_OURS },
  );
}

/** English words of three letters or more in a page's own words that are neither allowed nor the seller's data. */
export function englishIn(words: OwnWords, allowed: ReadonlySet<string>, phrases: readonly string[] = []): string[] {
  const data = new Set(words.data.flatMap((text) => text.match(/[A-Za-z]+/g) ?? []));
  const english: string[] = [];
  for (const text of words.texts) {
    let own = text.replace(/^[\w[\]-]+: /, '');
    for (const phrase of phrases) own = own.replaceAll(phrase, ' ');
    // Addresses, paths and identifiers are typed as they are, in any language: dhaka-crafts.haat.shop/pages/x,
    // /media/…, https://facebook.com/yourshop, a lower-case handle (sale-menu), a key (Ctrl+B).
    own = own.replace(/\S*(?:\/|@|\.[A-Za-z])\S*|\b[a-z0-9]+(?:-[a-z0-9]+)+\b|\w+(?:\+\w+)+/g, ' ');
    const offending = (own.match(/\b[A-Za-z]{3,}\b/g) ?? []).filter((word) => !allowed.has(word) && !data.has(word));
    if (offending.length > 0) english.push(`${offending.join(' ')} (${text.slice(0, 80)})`);
  }
  return english;
}
