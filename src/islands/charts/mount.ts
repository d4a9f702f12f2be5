/**
 * Finds `canvas[data-chart]` elements and draws each one the first time it comes near the viewport.
 * Chart.js (draw.ts) is fetched only then, and only once the page has loaded and the browser is idle, so it never
 * competes with the first paint (Lighthouse's speed index on /analytics and /earnings, issue 25); without
 * IntersectionObserver every chart is drawn at once. `data-chart-state` says "drawn" or "failed"
 * (end-to-end tests wait on it).
 */
import { parseSpec } from './spec.ts';

/** The charts waiting to be drawn, one after the other. */
let queue: Promise<unknown> = Promise.resolve();
/** A task of its own: drawn without animation, a chart is drawn at once, so each gets its own short task. */
const nextTask = () => new Promise((done) => setTimeout(done));

async function drawOne(canvas: HTMLCanvasElement): Promise<void> {
  const spec = parseSpec(canvas.dataset.chart);
  if (!spec) {
    canvas.dataset.chartState = 'failed';
    return;
  }
  try {
    const [{ draw }] = await Promise.all([import('./draw.ts'), document.fonts.ready]); // labels in Poppins, not the fallback
    const turn = queue.then(nextTask).then(() => draw(canvas, spec));
    queue = turn.catch(() => undefined);
    await turn;
    canvas.dataset.chartState = 'drawn';
  } catch (error) {
    canvas.dataset.chartState = 'failed';
    throw error;
  }
}

const canvases = [...document.querySelectorAll<HTMLCanvasElement>('canvas[data-chart]:not([data-chart-state])')];
for (const canvas of canvases) canvas.dataset.chartState = 'waiting';

function watch(): void {
  if (!('IntersectionObserver' in window)) {
    for (const canvas of canvases) void drawOne(canvas);
    return;
  }
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
}

/** After the load event, when the main thread is free (Safari has no requestIdleCallback: the next task then). */
function whenSettled(start: () => void): void {
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 1000 }) : setTimeout(start));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

if (canvases.length > 0) whenSettled(watch);
