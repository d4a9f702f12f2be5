/**
 * Plain example values for a JSON Schema, so a generated request body passes validation and reaches the handler's
 * lookup (the cross-shop walk sends one to every documented route). Every string is unique per call.
 */
export type Json = Record<string, unknown>;

let serial = 0;

/** A value the JSON Schema allows, as plain as it gets: the first enum value, the minimum, 'x' repeated to the minimum length. */
export function example(schema: Json, key = ''): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const choices = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (choices) return example(choices.find((c) => c.type !== 'null') ?? choices[0]!, key);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Json>;
      const required = (schema.required ?? []) as string[];
      return Object.fromEntries(required.filter((name) => properties[name]).map((name) => [name, example(properties[name]!, name)]));
    }
    case 'array':
      return Number(schema.minItems ?? 0) > 0 && schema.items ? [example(schema.items as Json, key)] : [];
    case 'string':
      serial++;
      if (schema.format === 'email' || /email/i.test(key)) return `walk${serial}@example.com`;
      if (/phone/i.test(key)) return `0171${String(5_000_000 + serial).padStart(7, '0')}`;
      if (/handle/i.test(key)) return `cross-shop-walk-${serial}`;
      if (/code/i.test(key)) return `WALK${serial}`;
      if (schema.format === 'date-time') return new Date().toISOString();
      return 'x'.repeat(Math.max(1, Number(schema.minLength ?? 1)));
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1));
    case 'boolean':
      return false;
    default:
      return null;
  }
}
