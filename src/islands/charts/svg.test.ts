import { describe, expect, it } from 'vitest';
import { displayFor, englishDisplay } from '../../../contract/format.ts';
import type { ChartSpec } from './spec.ts';
import { LINE_BOX, PALETTE, TEXT_COLOUR, chartSvg, labelIndexes, legendItems, niceScale } from './svg.ts';

const words = { label: 'Sales per day. The same figures are in the table below.', empty: 'No data in this period.' };
const days = (count: number) => Array.from({ length: count }, (_, index) => `${index + 1} Nov`);
const line = (values: number[], extra: Partial<ChartSpec> = {}): ChartSpec => ({
  kind: 'line',
  title: 'Sales (BDT)',
  unit: 'money',
  labels: days(values.length),
  series: [{ label: 'Sales', values }],
  display: englishDisplay,
  ...extra,
});
const doughnut: ChartSpec = {
  kind: 'doughnut',
  title: 'Orders by status',
  unit: 'count',
  labels: ['Pending', 'Shipped', 'Delivered'],
  series: [{ label: 'Orders', values: [3, 1, 0] }],
  display: englishDisplay,
};

/** The texts of an SVG's <text> elements, in order. */
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) => match[1]);
const attr = (svg: string, name: string) => [...svg.matchAll(new RegExp(` ${name}="([^"]*)"`, 'g'))].map((match) => match[1]!);

/** WCAG contrast of a #rrggbb colour on white. */
function contrastOnWhite(hex: string): number {
  const channel = (at: number) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('niceScale', () => {
  it('starts at 0 and steps by 1, 2 or 5 × 10ⁿ up to the first tick at or over the largest value', () => {
    expect(niceScale(1500)).toEqual({ bottom: 0, top: 1500, ticks: [0, 500, 1000, 1500] });
    expect(niceScale(9)).toEqual({ bottom: 0, top: 10, ticks: [0, 5, 10] });
    expect(niceScale(3)).toEqual({ bottom: 0, top: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(123_456).ticks).toEqual([0, 50_000, 100_000, 150_000]);
  });

  it('keeps whole steps for small and empty figures (no ৳0 twice on the axis)', () => {
    expect(niceScale(0)).toEqual({ bottom: 0, top: 1, ticks: [0, 1] });
    expect(niceScale(0.25)).toEqual({ bottom: 0, top: 1, ticks: [0, 1] });
    expect(niceScale(Number.NaN)).toEqual({ bottom: 0, top: 1, ticks: [0, 1] });
  });

  it('goes below 0 for a negative day (net earnings after a refund)', () => {
    expect(niceScale(300, -120)).toEqual({ bottom: -200, top: 400, ticks: [-200, 0, 200, 400] });
    expect(niceScale(0, -30)).toEqual({ bottom: -30, top: 0, ticks: [-30, -20, -10, 0] });
  });
});

describe('labelIndexes', () => {
  it('shows the first and last day and as many between as fit', () => {
    expect(labelIndexes(30, 40, 240)).toEqual([0, 7, 15, 22, 29]); // 5 labels of 40 + 10 in 240
    expect(labelIndexes(3, 40, 240)).toEqual([0, 1, 2]);
    expect(labelIndexes(1, 40, 240)).toEqual([0]);
    expect(labelIndexes(0, 40, 240)).toEqual([]);
  });
});

describe('lineSvg', () => {
  it('puts each day at its height on the y scale, a tooltip per day with its figure', () => {
    const svg = chartSvg(line([150_000, 0, 75_000]), words); // ৳1,500, ৳0, ৳750
    const { top, height, bottom } = LINE_BOX;
    const plotBottom = height - bottom;
    const points = attr(svg, 'points')[0]!
      .split(' ')
      .map((point) => point.split(',').map(Number));
    expect(points.map(([, y]) => y)).toEqual([top, plotBottom, (top + plotBottom) / 2]);
    expect(points[0]![0]).toBeLessThan(points[1]![0]!);
    expect(texts(svg).slice(0, 4)).toEqual(['৳0', '৳500', '৳1,000', '৳1,500']);
    expect(attr(svg, 'data-value')).toEqual(['150000', '0', '75000']);
    expect(svg).toContain('<title>1 Nov — Sales: ৳1,500.00</title>');
    expect(svg).toContain(`aria-label="${words.label}"`);
    expect(svg).toContain('role="img"');
    expect(svg).toContain(`viewBox="0 0 ${LINE_BOX.width} ${LINE_BOX.height}"`);
  });

  it('writes axis labels and tooltips in Bangla digits with lakh grouping', () => {
    const bn = displayFor('bn');
    const svg = chartSvg(line([15_000_000, 5_000_000], { labels: ['১ নভেম্বর', '২ নভেম্বর'], display: bn }), words);
    expect(texts(svg)).toEqual(['৳০', '৳৫০,০০০', '৳১,০০,০০০', '৳১,৫০,০০০', '১ নভেম্বর', '২ নভেম্বর']);
    expect(svg).toContain('<title>১ নভেম্বর — Sales: ৳১,৫০,০০০.০০</title>');
    expect(svg).not.toMatch(/>[^<]*[0-9][^<]*</); // no Latin digit in any text the reader sees
  });

  it('makes room on the left for the longest tick, so ৳১,৫০,০০০ is not cut off', () => {
    const narrow = attr(chartSvg(line([300], { unit: 'count' }), words), 'x1')[0]!;
    const wide = attr(chartSvg(line([15_000_000]), words), 'x1')[0]!;
    expect(Number(wide)).toBeGreaterThan(Number(narrow) + 30);
  });

  it('keeps a negative day inside the plot, under the 0 line', () => {
    const svg = chartSvg(line([30_000, -12_000]), words); // ৳300, -৳120
    const [, low] = attr(svg, 'points')[0]!
      .split(' ')
      .map((point) => Number(point.split(',')[1]));
    expect(low).toBeLessThanOrEqual(LINE_BOX.height - LINE_BOX.bottom);
    expect(texts(svg)[0]).toBe('-৳200');
  });

  it('draws an empty period as an axis from 0 with the words for no data, and no line', () => {
    const svg = chartSvg(line([]), words);
    expect(texts(svg)).toEqual(['৳0', '৳1', words.empty]);
    expect(svg).not.toContain('<polyline');
    expect(svg).not.toContain('data-point');
  });

  it('draws a single day as a dot in the middle, and a 90-day line without dots', () => {
    const one = chartSvg(line([500]), words);
    expect(one).not.toContain('<polyline');
    expect(one).toContain('<circle');
    const long = chartSvg(line(Array.from({ length: 90 }, (_, index) => index * 100)), words);
    expect(long).not.toContain('<circle');
    expect(attr(long, 'data-point')).toHaveLength(90);
  });

  it('escapes what it writes', () => {
    expect(chartSvg(line([1], { labels: ['<b>&"'] }), words)).toContain('&lt;b&gt;&amp;&quot;');
  });
});

describe('doughnutSvg', () => {
  it('gives each slice its share of the ring, its own colour and a tooltip; a 0 slice is not drawn', () => {
    const svg = chartSvg(doughnut, words);
    expect(attr(svg, 'data-value')).toEqual(['3', '1']);
    const circumference = 2 * Math.PI * 70;
    const [first, second] = attr(svg, 'stroke-dasharray').map((dash) => Number(dash.split(' ')[0]));
    expect(first! / second!).toBeCloseTo(3, 0);
    expect(first! + second!).toBeCloseTo(circumference - 3, 0);
    expect(attr(svg, 'stroke-dashoffset').map(Number)).toEqual([0, -Math.round((circumference * 3 * 10) / 4) / 10]);
    expect(new Set(attr(svg, 'stroke').slice(0, 2)).size).toBe(2);
    expect(svg).toContain('<title>Pending: 3</title>');
  });

  it('draws no slices and says so when every count is 0', () => {
    const svg = chartSvg({ ...doughnut, series: [{ label: 'Orders', values: [0, 0, 0] }] }, words);
    expect(svg).not.toContain('data-point');
    expect(texts(svg)).toEqual([words.empty]);
  });

  it('names each slice with its figure in the legend, in the reader’s digits', () => {
    expect(legendItems({ ...doughnut, display: displayFor('bn') }).map((item) => item.value)).toEqual(['৩', '১', '০']);
    expect(legendItems(line([1]))).toEqual([]);
  });
});

describe('colours', () => {
  it('writes text at 4.5:1 or more on white and draws lines and slices at 3:1 or more', () => {
    expect(contrastOnWhite(TEXT_COLOUR)).toBeGreaterThanOrEqual(4.5);
    for (const colour of PALETTE) expect(contrastOnWhite(colour), colour).toBeGreaterThanOrEqual(3);
  });
});
