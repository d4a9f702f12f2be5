import { describe, expect, it } from 'vitest';
import { cleanSearch, SEARCH_MAX_LENGTH, SearchQuerySchema, searchTerms } from './search.ts';

describe('searchTerms', () => {
  it.each([
    ['10457', { orderNumber: 10457, phone: null, phonePrefix: null }],
    ['#10457', { orderNumber: 10457, phone: null, phonePrefix: null }],
    ['# ১০৪৫৭', { orderNumber: 10457, phone: null, phonePrefix: null }],
    ['010457', { orderNumber: null, phone: null, phonePrefix: '010457' }],
    ['1234567890', { orderNumber: null, phone: null, phonePrefix: null }],
    ['01711000000', { orderNumber: null, phone: '01711000000', phonePrefix: '01711000000' }],
    ['০১৭১১-০০০০০০', { orderNumber: null, phone: '01711000000', phonePrefix: '01711000000' }],
    ['+880 1711 000000', { orderNumber: null, phone: '01711000000', phonePrefix: '01711000000' }],
    ['8801711000000', { orderNumber: null, phone: '01711000000', phonePrefix: '01711000000' }],
    ['+৮৮০১৭১১০০০০০০', { orderNumber: null, phone: '01711000000', phonePrefix: '01711000000' }],
    ['1711000000', { orderNumber: null, phone: '01711000000', phonePrefix: '01711000000' }],
    ['(0171) 1-000 000', { orderNumber: null, phone: '01711000000', phonePrefix: '01711000000' }],
    ['0088 01711–000000', { orderNumber: null, phone: '01711000000', phonePrefix: '01711000000' }],
    ['0171', { orderNumber: null, phone: null, phonePrefix: '0171' }],
    ['+880171', { orderNumber: null, phone: null, phonePrefix: '0171' }],
    ['01', { orderNumber: null, phone: null, phonePrefix: null }],
    ['01211000000', { orderNumber: null, phone: null, phonePrefix: '01211000000' }],
    ['rahman', { orderNumber: null, phone: null, phonePrefix: null }],
    ['#', { orderNumber: null, phone: null, phonePrefix: null }],
    ['1e5', { orderNumber: null, phone: null, phonePrefix: null }],
  ])('%j', (text, expected) => {
    expect(searchTerms(text)).toMatchObject(expected);
  });

  it('keeps the text with Latin digits', () => {
    expect(searchTerms('শাড়ি ১২').text).toBe('শাড়ি 12');
  });
});

describe('cleanSearch', () => {
  it.each([
    ['  Rahim   Uddin ', 'Rahim Uddin'],
    ['a\u0000b', 'a b'],
    ['\u0001\u0007x\u001b', 'x'],
    ['tab\tand\nline', 'tab and line'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(cleanSearch(text)).toBe(expected);
  });

  it('cuts at SEARCH_MAX_LENGTH whole characters', () => {
    expect(cleanSearch('x'.repeat(10_000))).toHaveLength(SEARCH_MAX_LENGTH);
    expect(Array.from(cleanSearch('🧵'.repeat(200)))).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it('the query schema takes a missing or repeated q', () => {
    expect(SearchQuerySchema.parse({})).toEqual({ q: '' });
    expect(SearchQuerySchema.parse({ q: ['a', 'b'] })).toEqual({ q: '' });
  });
});
