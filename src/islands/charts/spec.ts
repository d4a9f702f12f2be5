/**
 * What a chart draws, as plain data: the server puts it in the canvas's `data-chart` attribute
 * (CSP: no inline scripts), the chart script reads it back. Money values are poisha.
 */
import type { DisplayPrefs } from '../../../contract/format.ts';

export type ChartKind = 'line' | 'doughnut';
export type ChartUnit = 'money' | 'count';

export interface ChartSeries {
  label: string;
  values: number[];
}

export interface ChartSpec {
  kind: ChartKind;
  title: string;
  labels: string[];
  series: ChartSeries[];
  unit: ChartUnit;
  /** The reader's digits and grouping for tooltips and axis ticks (Astro.locals.display). */
  display: DisplayPrefs;
}

/** Reads a spec back from a data attribute; null when it is missing or not a chart. */
export function parseSpec(text: string | undefined | null): ChartSpec | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ChartSpec>;
    if ((value.kind !== 'line' && value.kind !== 'doughnut') || !Array.isArray(value.labels) || !Array.isArray(value.series)) return null;
    return value as ChartSpec;
  } catch {
    return null;
  }
}
