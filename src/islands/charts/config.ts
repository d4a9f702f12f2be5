/** How a chart writes its figures (svg.ts): values, tooltips and axis ticks in the reader's digits and grouping. */
import { formatMoney, formatNumber } from '../../../contract/format.ts';
import type { ChartSpec } from './spec.ts';

/** A value of the spec's unit as the reader chose: poisha → "৳1,234.50" / "৳১,২৩৪.৫০", counts as whole numbers. */
export function formatValue(spec: Pick<ChartSpec, 'unit' | 'display'>, value: number): string {
  return spec.unit === 'money' ? formatMoney(value, spec.display) : formatNumber(value, spec.display);
}

/** An axis tick (taka for money, as plotted): "৳12,000" / "৳১২,০০০", counts as "1,500" / "১,৫০০". */
export function formatTick(spec: Pick<ChartSpec, 'unit' | 'display'>, value: number): string {
  return spec.unit === 'money'
    ? formatMoney(value * 100, spec.display, { whole: true })
    : formatNumber(value, spec.display, { maximumFractionDigits: 2 });
}

/** Values as the chart plots them: taka for money (axis ticks in taka), counts as they are. */
export const plotted = (spec: Pick<ChartSpec, 'unit'>, values: number[]): number[] =>
  spec.unit === 'money' ? values.map((value) => value / 100) : values;
