import { describe, expect, it } from 'vitest';
import { SEARCH_GROUP_NAMES, SEARCH_GROUPS } from '../../contract/search.ts';
import { moreHref, recordHref, SEARCH_GROUP_PAGES } from './search-results.ts';
import { findRoute } from './routes.ts';

describe('search result links', () => {
  it.each(SEARCH_GROUP_NAMES)('the %s group needs the key of its list and record pages', (group) => {
    const { list, record } = SEARCH_GROUP_PAGES[group];
    expect(findRoute(list)?.access).toBe(SEARCH_GROUPS[group]);
    expect(findRoute(record)?.access).toBe(SEARCH_GROUPS[group]);
  });

  it('builds record and list links', () => {
    expect(recordHref('orders', 'a/b')).toBe('/orders/a%2Fb');
    expect(recordHref('posts', 'x')).toBe('/store/blog/update/x');
    expect(moreHref('customers', 'rahim & co')).toBe('/customers?q=rahim+%26+co');
  });
});
