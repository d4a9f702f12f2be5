/**
 * Start-up phases for `npm run bench:startup`: with HAAT_STARTUP_TRACE=1 the Store API prints, after each phase of
 * its start (bundle loaded, PGlite ready, migrations checked, seed checked, app built, listening), one line on
 * stderr: `[startup] {"phase":…,"wallMs":…,"cpuMs":…,"rss":…,…}` with the wall time and CPU time (user + system)
 * since the process started and its memory (bytes; PGlite's WebAssembly memory counts in arrayBuffers/external).
 * Without the variable it does nothing.
 */
const enabled = process.env.HAAT_STARTUP_TRACE === '1';

export type StartupPhase = {
  phase: string;
  wallMs: number;
  cpuMs: number;
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
};

/** Records the end of one start-up phase (cumulative figures since the process started). */
export function startupPhase(phase: string): void {
  if (!enabled) return;
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  const line: StartupPhase = {
    phase,
    wallMs: Math.round(performance.now() * 10) / 10,
    cpuMs: Math.round((cpu.user + cpu.system) / 100) / 10,
    rss: memory.rss,
    heapUsed: memory.heapUsed,
    external: memory.external,
    arrayBuffers: memory.arrayBuffers,
  };
  process.stderr.write(`[startup] ${JSON.stringify(line)}\n`);
}

startupPhase('modules loading');
