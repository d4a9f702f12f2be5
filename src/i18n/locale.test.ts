import { describe, expect, it } from 'vitest';
import { m } from '../paraglide/messages.js';
import { fromAcceptLanguage, resolveLocale, setRequestLocale, withLocaleScope } from './locale.ts';

describe('request language', () => {
  it('reads Accept-Language by weight and ignores unknown languages', () => {
    expect(fromAcceptLanguage('bn-BD,bn;q=0.9,en;q=0.8')).toBe('bn');
    expect(fromAcceptLanguage('fr-FR,en;q=0.5,bn;q=0.7')).toBe('bn');
    expect(fromAcceptLanguage('en-GB,en;q=0.9')).toBe('en');
    expect(fromAcceptLanguage('fr, de;q=0.5')).toBeNull();
    expect(fromAcceptLanguage('bn;q=0')).toBeNull();
    expect(fromAcceptLanguage(null)).toBeNull();
  });

  it('prefers the account, then the cookie, then the browser, then English', () => {
    expect(resolveLocale({ account: 'bn', cookie: 'en', acceptLanguage: 'en' })).toBe('bn');
    expect(resolveLocale({ account: null, cookie: 'bn', acceptLanguage: 'en' })).toBe('bn');
    expect(resolveLocale({ cookie: 'xx', acceptLanguage: 'bn-BD' })).toBe('bn');
    expect(resolveLocale({ cookie: 'xx', acceptLanguage: 'fr' })).toBe('en');
  });

  it('renders messages in the language of the request scope', () => {
    expect(m.common_save()).toBe('Save');
    expect(withLocaleScope('bn', () => m.common_save())).toBe('সেভ করুন');
    expect(
      withLocaleScope('en', () => {
        setRequestLocale('bn');
        return m.common_save();
      }),
    ).toBe('সেভ করুন');
    expect(m.common_save({}, { locale: 'bn' })).toBe('সেভ করুন');
  });
});
