/**
 * Finds `canvas[data-chart]` elements and draws each one the first time it comes near the viewport.
 * Chart.js (draw.ts) is fetched only then, so it never blocks the first paint; without
 * IntersectionObserver every chart is drawn at once. `data-chart-state` says "drawn" or "failed"
 * (end-to-end tests wait on it).
 */
import { parseSpec } from './spec.ts';

async function drawOne(canvas: HTMLCanvasElement): Promise<void> {
  const spec = parseSpec(canvas.dataset.chart);
  if (!spec) {
    canvas.dataset.chartState = 'failed';
    return;
  }
  try {
    const [{ draw }] = await Promise.all([import('./draw.ts'), document.fonts.ready]); // labels in Poppins, not the fallback
    draw(canvas, spec);
    canvas.dataset.chartState = 'drawn';
  } catch (error) {
    canvas.dataset.chartState = 'failed';
    throw error;
  }
}

const canvases = [...document.querySelectorAll<HTMLCanvasElement>('canvas[data-chart]:not([data-chart-state])')];
for (const canvas of canvases) canvas.dataset.chartState = 'waiting';

if ('IntersectionObserver' in window) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        void drawOne(entry.target as HTMLCanvasElement);
      }
    },
    { rootMargin: '200px 0px' },
  );
  for (const canvas of canvases) observer.observe(canvas);
} else {
  for (const canvas of canvases) void drawOne(canvas);
}
