/** What the Link button turns typed or selected text into: an http(s) or mailto: address, or nothing. */
import { toMailto } from './email-link.ts';

const SAFE = /^(https?:\/\/|mailto:)/i;

/**
 * The href for `input`: e-mail-like text becomes mailto:, a bare domain gets https://, and only
 * http, https and mailto addresses pass (the sanitiser allows no other scheme).
 */
export function toHref(input: string): string | null {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return null;
  const mailto = toMailto(text);
  if (mailto) return mailto;
  if (/^[a-z][a-z\d+.-]*:/i.test(text) && !SAFE.test(text)) return null;
  const candidate = SAFE.test(text) ? text : `https://${text.replace(/^\/\//, '')}`;
  try {
    const url = new URL(candidate);
    if (url.protocol === 'mailto:') return candidate;
    return url.hostname.includes('.') || url.hostname === 'localhost' ? url.href : null;
  } catch {
    return null;
  }
}
