/**
 * Bengali → Latin letters, as Bangladeshi sellers write Bangla words in English letters on Facebook
 * ("ঈদের নতুন জামদানি" → "eider notun jamdani"), so a product, collection, page or post titled in Bangla gets
 * a readable URL handle instead of nothing (issue 23 item 5). A phonetic scheme, not a reversible one:
 *
 * - consonants: ক k, খ kh, গ g, ঘ gh, ঙ ng, চ ch, ছ chh, জ/য j, ঝ jh, ঞ n, ট/ত t, ঠ/থ th, ড/দ d, ঢ/ধ dh, ণ/ন n,
 *   প p, ফ f, ব b, ভ bh, ম m, র r, ল l, শ/ষ sh, স s, হ h, ড় r, ঢ় rh, য় y, ৎ t;
 * - vowel signs া a, ি/ী i, ু/ূ u, ৃ ri, ে e, ৈ oi, ো o, ৌ ou, and the same for the vowel letters (অ o; ঈ at the
 *   start of a word ei, as in "Eid");
 * - ং ng, ঃ h, ঁ n; hasanta (্) joins consonants without a vowel (ন্দ nd, প্র pr, র্ট rt, ্য y);
 * - the inherent vowel "o" of a consonant without a sign is said at the start of a word (নতুন notun), before a
 *   vowel letter (দই doi) and before the word's last consonant (কলম kolom, কালেকশন kalekshon); elsewhere it is
 *   dropped (জামদানি jamdani, সবজি sobji), and never on the last letter.
 */

const CONSONANTS: Record<string, string> = {
  ক: 'k',
  খ: 'kh',
  গ: 'g',
  ঘ: 'gh',
  ঙ: 'ng',
  চ: 'ch',
  ছ: 'chh',
  জ: 'j',
  ঝ: 'jh',
  ঞ: 'n',
  ট: 't',
  ঠ: 'th',
  ড: 'd',
  ঢ: 'dh',
  ণ: 'n',
  ত: 't',
  থ: 'th',
  দ: 'd',
  ধ: 'dh',
  ন: 'n',
  প: 'p',
  ফ: 'f',
  ব: 'b',
  ভ: 'bh',
  ম: 'm',
  য: 'j',
  র: 'r',
  ল: 'l',
  শ: 'sh',
  ষ: 'sh',
  স: 's',
  হ: 'h',
  '\u09dc': 'r', // ড়
  '\u09dd': 'rh', // ঢ়
  '\u09df': 'y', // য়
};

const VOWEL_SIGNS: Record<string, string> = {
  'া': 'a',
  'ি': 'i',
  'ী': 'i',
  'ু': 'u',
  'ূ': 'u',
  'ৃ': 'ri',
  'ে': 'e',
  'ৈ': 'oi',
  'ো': 'o',
  'ৌ': 'ou',
};

const VOWELS: Record<string, string> = { অ: 'o', আ: 'a', ই: 'i', ঈ: 'i', উ: 'u', ঊ: 'u', ঋ: 'ri', এ: 'e', ঐ: 'oi', ও: 'o', ঔ: 'ou' };

const SIGNS: Record<string, string> = { 'ং': 'ng', 'ঃ': 'h', 'ঁ': 'n', ৎ: 't' };

const HASANTA = '্';
const NUKTA = '়';

/** The letters of a word, with nukta forms made single letters (ড + ় → ড়) and joiners dropped. */
function letters(word: string): string[] {
  const out: string[] = [];
  for (const ch of word.replace(/[\u200c\u200d]/g, '')) {
    if (ch === NUKTA && out.length) {
      // ড় ঢ় য় typed as a letter and a nukta (their NFC keeps them apart).
      out[out.length - 1] = ({ ড: '\u09dc', ঢ: '\u09dd', য: '\u09df' } as Record<string, string>)[out.at(-1)!] ?? out.at(-1)!;
    } else out.push(ch);
  }
  return out;
}

/** One run of Bengali letters → Latin letters. */
function word(text: string): string {
  const ls = letters(text);
  const isBare = (i: number) => CONSONANTS[ls[i] ?? ''] !== undefined && !VOWEL_SIGNS[ls[i + 1] ?? ''] && ls[i + 1] !== HASANTA;
  let out = '';
  for (let i = 0; i < ls.length; i += 1) {
    const ch = ls[i]!;
    const consonant = CONSONANTS[ch];
    if (consonant !== undefined) {
      // য after hasanta is the y-phala: ব্যাগ byag.
      out += ch === 'য' && ls[i - 1] === HASANTA ? 'y' : consonant;
      const next = ls[i + 1];
      if (next === HASANTA) {
        i += 1; // joined to the next consonant, no vowel
        continue;
      }
      if (next !== undefined && VOWEL_SIGNS[next]) continue; // the sign writes the vowel
      const last = i === ls.length - 1;
      const sayO =
        ls.length === 1 || (!last && (i === 0 || VOWELS[next ?? ''] !== undefined || (i + 1 === ls.length - 1 && isBare(i + 1))));
      if (sayO) out += 'o';
    } else if (VOWEL_SIGNS[ch]) out += VOWEL_SIGNS[ch];
    else if (VOWELS[ch]) out += ch === 'ঈ' && i === 0 ? 'ei' : VOWELS[ch];
    else if (SIGNS[ch]) out += SIGNS[ch];
    else if (/[০-৯]/.test(ch)) out += String(ch.charCodeAt(0) - 0x09e6);
    // Anything else of the Bengali block (the danda, rare signs) is left out.
  }
  return out;
}

/** Text with its Bengali words written in Latin letters; everything else is kept as it is. */
export function transliterate(text: string): string {
  return text.replace(/[\u0980-\u09ff\u200c\u200d]+/g, word);
}

/**
 * The URL handle a title or name suggests: Bengali transliterated, then lower-case ASCII letters and digits
 * with single dashes, at most `max` characters ("ঈদের নতুন জামদানি" → "eider-notun-jamdani",
 * "Delivery & returns" → "delivery-returns"). '' when nothing readable is left.
 */
export function handleFromText(text: string, max = 90): string {
  return transliterate(text)
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
}
