/** What a chart draws, as plain data (svg.ts draws it on the server). Money values are poisha. */
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
  /** The reader's digits and grouping for tooltips, legend and axis ticks (Astro.locals.display). */
  display: DisplayPrefs;
}
