/**
 * Chart.js, tree-shaken to what the spec (§1) names: line, point and arc elements, linear and
 * category scales, title, tooltip and legend (plus the line and doughnut controllers that use them).
 * Loaded by mount.ts only when a chart scrolls into view.
 */
import {
  ArcElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Title,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import { chartConfig } from './config.ts';
import type { ChartSpec } from './spec.ts';

Chart.register(
  LineController,
  DoughnutController,
  LineElement,
  PointElement,
  ArcElement,
  LinearScale,
  CategoryScale,
  Title,
  Tooltip,
  Legend,
);

/** Draws `spec` on `canvas` and returns the chart. */
export function draw(canvas: HTMLCanvasElement, spec: ChartSpec): Chart {
  // The page's own font: Astro names the local Poppins face with a hash (Poppins-…), so "Poppins" alone misses it.
  Chart.defaults.font.family = getComputedStyle(canvas).fontFamily;
  return new Chart(canvas, chartConfig(spec) as unknown as ChartConfiguration);
}
