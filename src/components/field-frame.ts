/**
 * The ids a field's hint and error get, and the attributes that tie its control to them: FieldFrame.astro writes the
 * hint and error, the control (input, select, textarea) carries these, so both sides name the same ids.
 */
export const hintId = (id: string): string => `${id}-hint`;
export const errorId = (id: string): string => `${id}-error`;

export interface FieldAria {
  'aria-invalid': 'true' | undefined;
  'aria-describedby': string | undefined;
}

/** aria-invalid when the field has an error; aria-describedby naming the error first (read first), then the hint. */
export function fieldAria(id: string, error?: string, hint?: string): FieldAria {
  const describedBy = [error ? errorId(id) : null, hint ? hintId(id) : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? 'true' : undefined, 'aria-describedby': describedBy || undefined };
}
