/**
 * A chart's first (and only) view, drawn on the server as inline SVG from its ChartSpec (issue 25): no script has to
 * load, parse or run before a seller sees the chart, so a slow phone spends no main-thread time on it. Words and
 * figures come from the spec (already in the reader's language) and contract/format.ts (the reader's digits), as in
 * the table beside the chart. Sizes are viewBox units: the SVG scales with its card's width down to 320 px.
 * Each point and slice carries a <title> (the hover tooltip) and its raw value in data-value (end-to-end tests compare
 * it with the table).
 */
import { formatTick, formatValue, plotted } from './config.ts';
import type { ChartSpec } from './spec.ts';

/** Text on white: the theme's muted ink (7.0:1). */
export const TEXT_COLOUR = '#595959';
/** Grid lines and the empty ring: decoration only. */
const GRID_COLOUR = '#E5E5E5';
/**
 * Lines and slices, each at least 3:1 on white (WCAG 1.4.11, graphics) and distinct from its neighbours; the first is
 * the theme's link shade of the brand orange (spec §9; the brand orange itself is 2.3:1).
 */
export const PALETTE = ['#B4501A', '#1D4ED8', '#2E7D32', '#7E22CE', '#0E7490', '#BE123C', '#595959', '#8A6100'];

/** The line chart's box (viewBox units; at 300 wide an 11-unit label is ~9.5 px in a 320 px screen's card). */
export const LINE_BOX = { width: 300, height: 180, top: 10, right: 24, bottom: 24 } as const;
const FONT = 11;
/** An estimate of a label's width (no text metrics on the server): Latin and Bangla digits are about 0.6 em. */
const textWidth = (text: string) => [...text].length * FONT * 0.6;
/** Line charts with more days than this draw no dots (a 90-day line is a line), as Chart.js did. */
const DOTS_UP_TO = 45;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r1 = (value: number) => Math.round(value * 10) / 10;

/**
 * A y axis from 0 (or below it, for a day whose net is negative) in whole steps of 1, 2 or 5 × 10ⁿ (taka for money):
 * about 4 gridlines, the top at or over the largest value.
 */
export function niceScale(max: number, min = 0): { bottom: number; top: number; ticks: number[] } {
  const low = Number.isFinite(min) ? Math.min(0, min) : 0;
  const high = Number.isFinite(max) && max > 0 ? max : low < 0 ? 0 : 1;
  const rough = (high - low) / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, ([1, 2, 5, 10].find((nice) => nice * power >= rough) ?? 10) * power);
  const top = Math.ceil(high / step) * step;
  const bottom = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = bottom; tick <= top; tick += step) ticks.push(tick === 0 ? 0 : tick);
  return { bottom, top, ticks };
}

/** Which labels the x axis shows: evenly spread, as many as fit without overlapping, always the first and last. */
export function labelIndexes(count: number, labelWidth: number, plotWidth: number): number[] {
  if (count <= 1) return count === 1 ? [0] : [];
  const fit = Math.max(2, Math.floor(plotWidth / (labelWidth + 10)) + 1);
  const shown = Math.min(count, fit);
  return [...new Set(Array.from({ length: shown }, (_, j) => Math.round((j * (count - 1)) / (shown - 1))))];
}

export interface SvgWords {
  /** The accessible name (role="img"): the canvas's label before. */
  label: string;
  /** Said in the chart when it has nothing to draw. */
  empty: string;
}

const open = (width: number, height: number, words: SvgWords, kind: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escape(words.label)}" ` +
  `data-chart-svg="${kind}" class="block h-auto w-full" font-size="${FONT}" fill="${TEXT_COLOUR}">`;

/** A line per series over days (category x axis, linear y axis from 0), with a tooltip band per day. */
export function lineSvg(spec: ChartSpec, words: SvgWords): string {
  const { width, height, top: plotTop, right, bottom } = LINE_BOX;
  const series = spec.series.map((one) => plotted(spec, one.values));
  const { bottom: floor, top, ticks } = niceScale(Math.max(0, ...series.flat()), Math.min(0, ...series.flat()));
  const tickTexts = ticks.map((tick) => formatTick(spec, tick));
  const left = Math.ceil(Math.max(...tickTexts.map(textWidth)) + 8);
  const plotWidth = width - left - right;
  const plotHeight = height - plotTop - bottom;
  const count = spec.labels.length;
  const x = (index: number) => r1(left + (count === 1 ? plotWidth / 2 : (index * plotWidth) / Math.max(1, count - 1)));
  const y = (value: number) => r1(plotTop + (plotHeight * (top - value)) / (top - floor));

  const parts = [open(width, height, words, 'line')];
  ticks.forEach((tick, index) => {
    parts.push(`<line x1="${left}" x2="${width - right}" y1="${y(tick)}" y2="${y(tick)}" stroke="${GRID_COLOUR}"/>`);
    parts.push(`<text x="${left - 6}" y="${y(tick)}" text-anchor="end" dominant-baseline="middle">${escape(tickTexts[index]!)}</text>`);
  });
  const labelWidth = Math.max(0, ...spec.labels.map(textWidth));
  for (const index of labelIndexes(count, labelWidth, plotWidth)) {
    parts.push(`<text x="${x(index)}" y="${height - 6}" text-anchor="middle">${escape(spec.labels[index]!)}</text>`);
  }
  if (count === 0) {
    parts.push(
      `<text x="${r1(left + plotWidth / 2)}" y="${r1(plotTop + plotHeight / 2)}" text-anchor="middle">${escape(words.empty)}</text>`,
    );
  }
  series.forEach((values, s) => {
    const colour = PALETTE[s % PALETTE.length]!;
    const points = values.map((value, index) => `${x(index)},${y(value)}`).join(' ');
    if (count > 1) parts.push(`<polyline points="${points}" fill="none" stroke="${colour}" stroke-width="2" stroke-linejoin="round"/>`);
    if (count <= DOTS_UP_TO)
      values.forEach((value, index) => parts.push(`<circle cx="${x(index)}" cy="${y(value)}" r="2.5" fill="${colour}"/>`));
  });
  // One band per day, the plot's full height: hovering anywhere above a day shows its figures (the <title> tooltip).
  const band = count > 1 ? plotWidth / (count - 1) : plotWidth;
  spec.labels.forEach((label, index) => {
    const figures = spec.series.map((one) => `${one.label}: ${formatValue(spec, one.values[index] ?? 0)}`).join(', ');
    const values = spec.series.map((one) => one.values[index] ?? 0).join(' ');
    parts.push(
      `<rect data-point="${index}" data-value="${values}" x="${r1(x(index) - band / 2)}" y="${plotTop}" width="${r1(band)}" height="${plotHeight}" fill="transparent">` +
        `<title>${escape(`${label} — ${figures}`)}</title></rect>`,
    );
  });
  parts.push('</svg>');
  return parts.join('');
}

/** The doughnut's box: a ring of radius 70 and width 34 in a 200 × 200 square. */
const RING = { size: 200, radius: 70, width: 34 } as const;

/** One slice per label (the first series), as dashes of one circle, clockwise from the top; a grey ring when all are 0. */
export function doughnutSvg(spec: ChartSpec, words: SvgWords): string {
  const { size, radius, width } = RING;
  const centre = size / 2;
  const values = spec.series[0]?.values ?? [];
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  const circumference = 2 * Math.PI * radius;
  const ring = (stroke: string, extra = '') =>
    `<circle cx="${centre}" cy="${centre}" r="${radius}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra}`;
  const parts = [open(size, size, words, 'doughnut')];
  if (total === 0) {
    parts.push(ring(GRID_COLOUR, '/>'));
    parts.push(`<text x="${centre}" y="${centre}" text-anchor="middle" dominant-baseline="middle">${escape(words.empty)}</text>`);
  }
  // A hair of white between neighbouring slices, as Chart.js's border did; none when one slice is the whole ring.
  const gap = values.filter((value) => value > 0).length > 1 ? 1.5 : 0;
  let start = 0;
  spec.labels.forEach((label, index) => {
    const value = Math.max(0, values[index] ?? 0);
    if (total === 0 || value === 0) return;
    const length = (value / total) * circumference;
    const dash = `${r1(Math.max(0.5, length - gap))} ${r1(circumference)}`;
    parts.push(
      `${ring(PALETTE[index % PALETTE.length]!, ` data-point="${index}" data-value="${value}" stroke-dasharray="${dash}" stroke-dashoffset="${r1(-start)}" transform="rotate(-90 ${centre} ${centre})"`)}>` +
        `<title>${escape(`${label}: ${formatValue(spec, value)}`)}</title></circle>`,
    );
    start += length;
  });
  parts.push('</svg>');
  return parts.join('');
}

/** The legend beside a doughnut (or a line chart of several series): each name with its colour and, for slices, value. */
export function legendItems(spec: ChartSpec): { label: string; colour: string; value?: string }[] {
  if (spec.kind === 'doughnut') {
    const values = spec.series[0]?.values ?? [];
    return spec.labels.map((label, index) => ({
      label,
      colour: PALETTE[index % PALETTE.length]!,
      value: formatValue(spec, values[index] ?? 0),
    }));
  }
  return spec.series.length > 1 ? spec.series.map((one, index) => ({ label: one.label, colour: PALETTE[index % PALETTE.length]! })) : [];
}

export const chartSvg = (spec: ChartSpec, words: SvgWords): string =>
  spec.kind === 'doughnut' ? doughnutSvg(spec, words) : lineSvg(spec, words);
