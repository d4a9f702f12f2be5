/**
 * Rows of a prepared statement turned into objects by a mapper compiled once per statement (issue 26 item 5, README
 * "Benchmarks": CPU per request). Drizzle's own (`mapResultRow`) works out for every row and every column what kind
 * of field it reads (`is()` walks the prototype chain each time) and walks each column's path with an iterator: for an
 * orders list of 20 rows that was about a sixth of the Store API's CPU. The compiled mapper does that work once.
 *
 * It keeps Drizzle's semantics for the selections it takes: flat ones, and one level of nesting (`{ session: sessions,
 * seller: sellers }`), where a left-joined table whose first column is null becomes `null`, as Drizzle does. Any other
 * selection keeps Drizzle's mapper. compiled-rows.test.ts compares the two on every kind of field.
 */
import { Column, getTableName, is, SQL, Subquery, type Table } from 'drizzle-orm';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type SelectedField = { path: string[]; field: unknown };
/** What Drizzle's prepared query (node-postgres and PGlite alike) holds and reads in `execute`. */
type PreparedInternals = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** The decoder Drizzle's mapResultRow picks for a field (an SQL's `decoder` is Drizzle-internal, hence the casts). */
function decoderOf(field: unknown): Decoder {
  const decoder = (value: unknown) => (value as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoder(field);
  if (is(field, Subquery)) return decoder((field as unknown as { _: { sql: SQL } })._.sql);
  return decoder((field as SQL.Aliased).sql);
}

type Plan = {
  object: string;
  /** Set for a nested field: its key inside `object`. */
  key: string | undefined;
  decoder: Decoder;
  /** For a nested column of a joined table: that table's name, which decides whether the object becomes null. */
  table: string | undefined;
};

/** The mapper for `fields`, or undefined for a selection it does not take (deeper nesting). */
export function compileRowMapper(
  fields: readonly SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  if (fields.some(({ path }) => path.length < 1 || path.length > 2)) return undefined;
  const plans: Plan[] = fields.map(({ path, field }) => ({
    object: path[0]!,
    key: path[1],
    decoder: decoderOf(field),
    table: joinsNotNullableMap && path.length === 2 && is(field, Column) ? getTableName(field.table as Table) : undefined,
  }));
  const nested = [...new Set(plans.filter((plan) => plan.key !== undefined).map((plan) => plan.object))];
  const nullable = Boolean(joinsNotNullableMap) && plans.some((plan) => plan.table !== undefined);

  const mapRow = (row: unknown[]): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    for (const object of nested) result[object] = {};
    // Drizzle's rule: a nested object's first column decides. Null there names its table; a later column of
    // another table clears it.
    const nullify = nullable ? new Map<string, string | false>() : undefined;
    for (let i = 0; i < plans.length; i++) {
      const plan = plans[i]!;
      const raw = row[i];
      const value = raw === null ? null : plan.decoder.mapFromDriverValue(raw);
      if (plan.key === undefined) {
        result[plan.object] = value;
        continue;
      }
      (result[plan.object] as Record<string, unknown>)[plan.key] = value;
      if (nullify && plan.table !== undefined) {
        const seen = nullify.get(plan.object);
        if (seen === undefined) nullify.set(plan.object, value === null ? plan.table : false);
        else if (typeof seen === 'string' && seen !== plan.table) nullify.set(plan.object, false);
      }
    }
    if (nullify) {
      for (const [object, table] of nullify) if (typeof table === 'string' && !joinsNotNullableMap![table]) result[object] = null;
    }
    return result;
  };
  return (rows) => rows.map(mapRow);
}

/** The prepared statement, reading its rows through a compiled mapper when its selection allows (else as it was). */
export function withCompiledRows<S extends object>(statement: S): S {
  const internals = statement as PreparedInternals;
  if (!Array.isArray(internals.fields) || internals.customResultMapper) return statement;
  const mapper = compileRowMapper(internals.fields, internals.joinsNotNullableMap);
  if (mapper) internals.customResultMapper = mapper as (rows: unknown[][]) => unknown;
  return statement;
}
