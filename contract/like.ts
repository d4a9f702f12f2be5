/**
 * SQL LIKE patterns from text people type: `%`, `_` and `\` are taken literally (Postgres' default
 * escape character is the backslash), so a search for "50%" finds "50%" and not everything after "50".
 */

/** The text with LIKE's wildcards and escape character escaped. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/** Pattern for "contains `text`". */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** Pattern for "starts with `text`". */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;
