/** Selected text that looks like an e-mail address becomes a mailto: link (spec §5). */

// Deliberately plain: one @, no spaces, a dot in the domain. Not RFC 5322, just "looks like".
const EMAIL = /^(?:mailto:)?([^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[a-z]{2,})$/i;

/** True when the text, trimmed, looks like one e-mail address (optionally already `mailto:`). */
export function isEmailLike(text: string): boolean {
  return EMAIL.test(text.trim());
}

/** The mailto: address for an e-mail-like text, or null when it is not one. */
export function toMailto(text: string): string | null {
  const match = EMAIL.exec(text.trim());
  return match ? `mailto:${match[1]}` : null;
}
