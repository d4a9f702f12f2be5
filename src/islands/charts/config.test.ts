import { describe, expect, it } from 'vitest';
import { displayFor, englishDisplay } from '../../../contract/format.ts';
import { LINE_COLOUR, chartConfig, formatTick, formatValue, plotted } from './config.ts';
import { parseSpec, type ChartSpec } from './spec.ts';

const line: ChartSpec = {
  kind: 'line',
  title: 'Sales',
  unit: 'money',
  labels: ['1 Nov', '2 Nov'],
  series: [{ label: 'Sales', values: [150_000, 25] }],
  display: englishDisplay,
};
const doughnut: ChartSpec = {
  kind: 'doughnut',
  title: 'Orders by status',
  unit: 'count',
  labels: ['Pending', 'Shipped', 'Delivered'],
  series: [{ label: 'Orders', values: [3, 1, 9] }],
  display: englishDisplay,
};

describe('chartConfig', () => {
  it('plots money in taka on a line in the brand colour', () => {
    const config = chartConfig(line);
    expect(config.type).toBe('line');
    expect(config.data.labels).toEqual(['1 Nov', '2 Nov']);
    expect(config.data.datasets[0]).toMatchObject({ data: [1500, 0.25], borderColor: LINE_COLOUR });
    expect(config.options.plugins.title).toMatchObject({ display: true, text: 'Sales' });
  });

  it('uses only category and linear scales', () => {
    const config = chartConfig(line);
    expect(config.type === 'line' && Object.values(config.options.scales).map((s) => s.type)).toEqual(['category', 'linear']);
  });

  it('gives each doughnut slice its own colour and puts the legend below', () => {
    const config = chartConfig(doughnut);
    expect(config.type).toBe('doughnut');
    const colours = config.data.datasets[0]!.backgroundColor as string[];
    expect(new Set(colours).size).toBe(3);
    expect(config.options.plugins.legend).toMatchObject({ position: 'bottom' });
  });

  it('draws charts at once, without animation (a phone spends no frames on them; Lighthouse speed index, issue 25)', () => {
    expect(chartConfig(line).options.animation).toBe(false);
    expect(chartConfig(doughnut).options.animation).toBe(false);
  });

  it('writes tooltips in BDT for money and whole numbers for counts', () => {
    const moneyLabel = chartConfig(line).options.plugins.tooltip.callbacks.label;
    expect(moneyLabel({ dataset: { label: 'Sales' }, parsed: { y: 1500 }, raw: 1500 }).replace(/\u00a0/g, ' ')).toBe('Sales: ৳1,500.00');
    const countLabel = chartConfig(doughnut).options.plugins.tooltip.callbacks.label;
    expect(countLabel({ dataset: { label: 'Orders' }, parsed: 9, raw: 9 })).toBe('Orders: 9');
  });
});

describe('the reader’s digits and grouping', () => {
  const bn = displayFor('bn');
  it('writes tooltips and axis ticks in Bangla digits with lakh grouping', () => {
    const moneyLabel = chartConfig({ ...line, display: bn }).options.plugins.tooltip.callbacks.label;
    expect(moneyLabel({ dataset: { label: 'Sales' }, parsed: { y: 150_000 }, raw: 150_000 })).toBe('Sales: ৳১,৫০,০০০.০০');
    const config = chartConfig({ ...line, display: bn });
    const tick = config.type === 'line' ? config.options.scales.y.ticks.callback : undefined;
    expect(tick?.(120_000)).toBe('৳১,২০,০০০');
    expect(formatTick({ unit: 'count', display: bn }, 1500)).toBe('১,৫০০');
    expect(formatTick({ unit: 'money', display: englishDisplay }, 1500)).toBe('৳1,500');
  });
});

describe('formatValue and plotted', () => {
  it('converts only money', () => {
    expect(plotted({ unit: 'money' }, [100, 250])).toEqual([1, 2.5]);
    expect(plotted({ unit: 'count' }, [100])).toEqual([100]);
    expect(formatValue({ unit: 'count', display: englishDisplay }, 12345)).toBe('12,345');
  });
});

describe('parseSpec', () => {
  it('reads back what the server wrote', () => {
    expect(parseSpec(JSON.stringify(line))).toEqual(line);
  });

  it.each([undefined, '', '{', '{"kind":"bar","labels":[],"series":[]}', '{"kind":"line"}'])('refuses %j', (text) => {
    expect(parseSpec(text)).toBeNull();
  });
});
