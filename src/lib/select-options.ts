/** One choice of a `SelectField`. */
export interface SelectOption {
  value: string | number;
  label: string;
  /** The option names the seller's own record (a collection's title): shown translate="no". */
  data?: boolean;
}

/**
 * A `SelectField`'s options from its values, each labelled from a table (`PAYMENT_STATUS_LABELS`) or by a
 * function; without either, the value itself is the label (page sizes, tags).
 */
export function selectOptions<V extends string | number>(
  values: readonly V[],
  label: Readonly<Record<V, string>> | ((value: V) => string) = String,
): SelectOption[] {
  const labelOf = typeof label === 'function' ? label : (value: V) => label[value];
  return values.map((value) => ({ value, label: labelOf(value) }));
}
