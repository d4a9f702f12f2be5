/**
 * Chart.js configuration from a ChartSpec, kept free of Chart.js imports so it is unit-tested
 * without a canvas and costs nothing until a chart is actually drawn.
 */
import { formatMoney, formatNumber } from '../../../contract/format.ts';
import type { ChartSpec } from './spec.ts';

/** Brand orange for lines (spec §9); the doughnut palette keeps neighbouring slices distinct. */
export const LINE_COLOUR = '#F69157';
export const PALETTE = ['#F69157', '#1D4ED8', '#52C41A', '#FAAD14', '#722ED1', '#13C2C2', '#F5222D', '#595959'];

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

/**
 * The Chart.js config object (typed loosely so this file does not import Chart.js). Never animated: a chart that grows
 * for a second keeps a phone's main thread busy and the page visibly changing (Lighthouse's speed index, issue 25),
 * and it respects reduced motion without asking.
 */
export function chartConfig(spec: ChartSpec) {
  const animation = false as const;
  const title = { display: true, text: spec.title, font: { size: 14 }, color: '#000' };
  const tooltipLabel = (item: { dataset: { label?: string }; parsed: number | { y: number }; raw: unknown }) => {
    const taka = typeof item.parsed === 'number' ? item.parsed : item.parsed.y;
    const value = spec.unit === 'money' ? taka * 100 : taka;
    return `${item.dataset.label ?? ''}: ${formatValue(spec, value)}`;
  };

  if (spec.kind === 'doughnut') {
    return {
      type: 'doughnut' as const,
      data: {
        labels: spec.labels,
        datasets: spec.series.map((series) => ({
          label: series.label,
          data: plotted(spec, series.values),
          backgroundColor: spec.labels.map((_, index) => PALETTE[index % PALETTE.length]),
          borderColor: '#fff',
          borderWidth: 2,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation,
        plugins: { title, legend: { position: 'bottom' as const }, tooltip: { callbacks: { label: tooltipLabel } } },
      },
    };
  }

  return {
    type: 'line' as const,
    data: {
      labels: spec.labels,
      datasets: spec.series.map((series, index) => ({
        label: series.label,
        data: plotted(spec, series.values),
        borderColor: index === 0 ? LINE_COLOUR : PALETTE[(index + 1) % PALETTE.length],
        backgroundColor: index === 0 ? LINE_COLOUR : PALETTE[(index + 1) % PALETTE.length],
        pointRadius: spec.labels.length > 45 ? 0 : 2,
        borderWidth: 2,
        tension: 0.25,
      })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation,
      interaction: { mode: 'index' as const, intersect: false },
      scales: {
        x: { type: 'category' as const, ticks: { maxTicksLimit: 8, autoSkip: true } },
        y: {
          type: 'linear' as const,
          beginAtZero: true,
          ticks: {
            precision: spec.unit === 'count' ? 0 : undefined,
            callback: (value: number | string) => formatTick(spec, Number(value)),
          },
        },
      },
      plugins: {
        title,
        legend: { display: spec.series.length > 1, position: 'bottom' as const },
        tooltip: { callbacks: { label: tooltipLabel } },
      },
    },
  };
}
