import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handleFromText, transliterate } from './transliterate.ts';

describe('transliterate', () => {
  it.each([
    // The example, and the rest of its title.
    ['ঈদের নতুন জামদানি', 'eider notun jamdani'],
    ['কালেকশন', 'kalekshon'],
    // Consonants with vowel signs, and the inherent o at the start, before a vowel letter and before the last consonant.
    ['শাড়ি', 'shari'],
    ['টাকা', 'taka'],
    ['কলম', 'kolom'],
    ['দই', 'doi'],
    ['মধু', 'modhu'],
    ['সবজি', 'sobji'],
    ['দরজা', 'dorja'],
    ['আমরা', 'amra'],
    ['লাল', 'lal'],
    ['ক', 'ko'],
    // Hasanta and conjuncts: ন্দ, ষ্ট, র-ফলা, রেফ, য-ফলা, ঞ্জ.
    ['সুন্দর', 'sundor'],
    ['মিষ্টি', 'mishti'],
    ['প্রেম', 'prem'],
    ['শার্ট', 'shart'],
    ['ব্যাগ', 'byag'],
    ['পাঞ্জাবি', 'panjabi'],
    // ং, ঃ, ঁ, য়, ড়, ঢ়, ৎ.
    ['বাংলাদেশ', 'bangladesh'],
    ['রং', 'rong'],
    ['দুঃখ', 'duhkh'],
    ['নকশি কাঁথা', 'nokshi kantha'],
    ['বিয়ে', 'biye'],
    ['গাঢ়', 'garh'],
    ['উৎসব', 'utsob'],
    // Vowel letters and signs: ঐ, ঔ, ৈ, ৌ, ৃ, ী, ূ.
    ['ঐতিহ্য', 'oitihy'],
    ['কৌটা', 'kouta'],
    ['বৃষ্টি', 'brishti'],
    ['নীল', 'nil'],
    // Digits, Latin words and punctuation are kept.
    ['৫০টি Eid শাড়ি!', '50ti Eid shari!'],
  ])('writes %j as %j', (bangla, latin) => {
    expect(transliterate(bangla)).toBe(latin);
  });

  it('reads ড় typed as ড and a nukta like the single letter', () => {
    expect(transliterate('শাড\u09bcি')).toBe('shari');
    expect(transliterate('বিয\u09bcে')).toBe('biye');
  });
});

describe('handleFromText', () => {
  it.each([
    ['ঈদের নতুন জামদানি', 'eider-notun-jamdani'],
    ['ঈদের নতুন জামদানি কালেকশন', 'eider-notun-jamdani-kalekshon'],
    ['Delivery & returns', 'delivery-returns'],
    ['Jamdani শাড়ি — লাল', 'jamdani-shari-lal'],
    ['।।', ''],
  ])('makes %j into %j', (title, handle) => {
    expect(handleFromText(title)).toBe(handle);
  });

  it('makes a valid handle from any text, Bengali included (property)', () => {
    const bengali = fc.string({ unit: fc.integer({ min: 0x0980, max: 0x09ff }).map((c) => String.fromCharCode(c)), maxLength: 40 });
    fc.assert(
      fc.property(fc.array(fc.oneof(bengali, fc.string({ maxLength: 10 })), { maxLength: 6 }), (parts) => {
        const handle = handleFromText(parts.join(' '));
        expect(handle).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
        expect(handle.length).toBeLessThanOrEqual(90);
      }),
    );
  });

  it('gives every Bengali word with a consonant some Latin letters (property)', () => {
    const consonants = [...'কখগঘচছজঝটঠডঢতথদধনপফবভমযরলশষসহ'];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...consonants, 'া', 'ি', 'ু', 'ে', 'ো', '্'), { minLength: 1, maxLength: 8 }), (chars) => {
        const text = `ক${chars.join('')}`;
        expect(handleFromText(text)).not.toBe('');
      }),
    );
  });
});
