/** The variant matrix: every combination of a product's option values, in option order. */
import { variantKey } from './product.ts';

export type OptionValues = { name: string; values: string[] };
export type MatrixVariant = { option1: string | null; option2: string | null; option3: string | null };

/** All combinations of the options' values ('Small / Red', 'Small / Blue', …); [] without options. */
export function variantMatrix(options: OptionValues[]): MatrixVariant[] {
  const usable = options.filter((o) => o.name.trim() && o.values.length > 0).slice(0, 3);
  if (usable.length === 0) return [];
  let rows: string[][] = [[]];
  for (const option of usable) rows = rows.flatMap((row) => option.values.map((value) => [...row, value]));
  return rows.map(([option1 = null, option2 = null, option3 = null]) => ({ option1, option2, option3 }));
}

/**
 * The matrix for `options`, keeping what the seller already typed for a combination that still
 * exists (price, SKU, quantity …) and filling new ones from `defaults`.
 */
export function mergeMatrix<V extends MatrixVariant>(options: OptionValues[], existing: V[], defaults: Omit<V, keyof MatrixVariant>): V[] {
  const byKey = new Map(existing.map((v) => [variantKey([v.option1, v.option2, v.option3].slice(0, options.length)), v]));
  return variantMatrix(options).map((combo) => {
    const old = byKey.get(variantKey([combo.option1, combo.option2, combo.option3].slice(0, options.length)));
    return { ...defaults, ...old, ...combo } as V;
  });
}

/** 'Small / Red' for a variant's option values. */
export const variantTitle = (v: MatrixVariant): string =>
  [v.option1, v.option2, v.option3].filter((x): x is string => !!x).join(' / ') || 'Default';
