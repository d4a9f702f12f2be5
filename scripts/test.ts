/**
 * `npm test`: every check of the repository, in order, carrying on after a failure:
 * astro sync (generated types), lint, prettier, type checks (astro check, tsc -p api, tsc -p contract, tsc -p tests, tsc -p apps/courier-booking), vitest (unit + api), the api
 * suite on a real PostgreSQL server, the production build, the cluster test, Playwright, the script budget.
 * Tests are counted from the JSON reports; each static step (lint, prettier, a type check, the
 * build) counts as one test. Prints a summary table, then one line `N passed, N failed, N skipped`,
 * and exits 1 when anything failed.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const bin = join(root, 'node_modules/.bin');
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

const env: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: `${bin}:${process.env.PATH ?? ''}`,
  ASTRO_TELEMETRY_DISABLED: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
};
// The e2e specs and the budget use the build this script makes (dist/), never a developer's folder.
delete env.E2E_DIST;

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
interface StepResult extends Counts {
  name: string;
  code: number;
  seconds: number;
  note: string;
}

/** Runs a command with its output shown live; resolves with the exit code and the output. */
function run(command: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
    child.on('error', (error) => {
      output += error.message;
      console.error(error.message);
      resolve({ code: 127, output });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

function readJson(file: string): unknown {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Vitest's JSON reporter (Jest-compatible numbers). */
function vitestCounts(file: string): Counts | undefined {
  const report = readJson(file) as
    | {
        numPassedTests: number;
        numFailedTests: number;
        numPendingTests?: number;
        numTodoTests?: number;
      }
    | undefined;
  if (!report || typeof report.numPassedTests !== 'number') return undefined;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's JSON reporter: flaky tests passed on a retry and count as passed. */
function playwrightCounts(file: string): Counts | undefined {
  const report = readJson(file) as
    | {
        stats?: {
          expected: number;
          unexpected: number;
          flaky: number;
          skipped: number;
        };
        errors?: unknown[];
      }
    | undefined;
  if (!report?.stats) return undefined;
  const { expected, unexpected, flaky, skipped } = report.stats;
  return { passed: expected + flaky, failed: unexpected, skipped };
}

/** The budget script's last line: `budget: N passed, N failed` (pages within / over budget). */
function budgetCounts(output: string): Counts | undefined {
  const match = /budget: (\d+) passed, (\d+) failed/.exec(output);
  return match ? { passed: Number(match[1]), failed: Number(match[2]), skipped: 0 } : undefined;
}

interface Step {
  name: string;
  command: string;
  args: string[];
  /** A JSON report to remove before the step and read after it. */
  report?: string;
  count?: (output: string) => Counts | undefined;
}

// Linux names a program whose file was replaced while it ran "<path> (deleted)" (seen once in CI, cause not found):
// the steps start the Node now at that path, not the name of the one that went.
const node = process.execPath.replace(/ \(deleted\)$/, '');
const vitestJson = join(tmp, 'vitest.json');
const vitestPgJson = join(tmp, 'vitest-pg.json');
const playwrightJson = join(tmp, 'playwright.json');
const clusterJson = join(tmp, 'vitest-cluster.json');
const jsonReporter = (file: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=${file}`];

const steps: Step[] = [
  // Generates .astro/ (the types of astro:env, astro:actions …): a fresh clone has none, and the
  // type-aware lint would read those modules as errors without them.
  { name: 'astro sync', command: join(bin, 'astro'), args: ['sync'] },
  {
    name: 'lint (eslint)',
    command: join(bin, 'eslint'),
    args: ['.', '--max-warnings', '0'],
  },
  {
    name: 'prettier --check',
    command: join(bin, 'prettier'),
    args: ['--check', '.'],
  },
  { name: 'astro check', command: join(bin, 'astro'), args: ['check'] },
  { name: 'tsc -p api', command: join(bin, 'tsc'), args: ['-p', 'api'] },
  { name: 'tsc -p contract', command: join(bin, 'tsc'), args: ['-p', 'contract'] },
  { name: 'tsc -p tests', command: join(bin, 'tsc'), args: ['-p', 'tests'] },
  { name: 'tsc -p apps/courier-booking', command: join(bin, 'tsc'), args: ['-p', 'apps/courier-booking'] },
  {
    name: 'vitest (unit + api)',
    command: join(bin, 'vitest'),
    args: ['run', ...jsonReporter(vitestJson)],
    report: vitestJson,
    count: () => vitestCounts(vitestJson),
  },
  {
    name: 'api suite on PostgreSQL',
    command: node,
    args: [join(root, 'scripts/test-pg.ts'), ...jsonReporter(vitestPgJson)],
    report: vitestPgJson,
    count: () => vitestCounts(vitestPgJson),
  },
  { name: 'astro build', command: join(bin, 'astro'), args: ['build'] },
  {
    // Two Store API nodes, two dashboards from the build above, one PostgreSQL and one bucket, behind Caddy.
    name: 'cluster (test:cluster)',
    command: join(bin, 'vitest'),
    args: ['run', '--config', 'tests/cluster/vitest.config.ts', ...jsonReporter(clusterJson)],
    report: clusterJson,
    count: () => vitestCounts(clusterJson),
  },
  {
    name: 'playwright',
    command: join(bin, 'playwright'),
    args: ['test'],
    report: playwrightJson,
    count: () => playwrightCounts(playwrightJson),
  },
  {
    name: 'budget',
    command: node,
    args: [join(root, 'scripts/budget.ts')],
    count: budgetCounts,
  },
];

const results: StepResult[] = [];
for (const step of steps) {
  console.log(`\n━━━ ${step.name}: ${[step.command.replace(root, ''), ...step.args].join(' ')}`);
  if (step.report) rmSync(step.report, { force: true });
  const started = Date.now();
  const { code, output } = await run(step.command, step.args);
  const seconds = (Date.now() - started) / 1000;
  let counts: Counts;
  let note = '';
  if (step.count) {
    const found = step.count(output);
    if (!found) {
      counts = { passed: 0, failed: 1, skipped: 0 };
      note = `no report (exit ${code})`;
    } else if (code !== 0 && found.failed === 0) {
      // Exited non-zero with every test green: an error outside the tests (setup, server, unhandled).
      counts = { ...found, failed: 1 };
      note = `exit ${code} outside the tests`;
    } else {
      counts = found;
    }
  } else {
    counts = code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  }
  if (!note && code !== 0) note = `exit ${code}`;
  results.push({ name: step.name, code, seconds, note, ...counts });
  console.log(`━━━ ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds.toFixed(1)} s`);
}

const total = results.reduce(
  (sum, r) => ({
    passed: sum.passed + r.passed,
    failed: sum.failed + r.failed,
    skipped: sum.skipped + r.skipped,
  }),
  {
    passed: 0,
    failed: 0,
    skipped: 0,
  },
);

const width = Math.max(...results.map((r) => r.name.length), 4);
const row = (cells: string[]) =>
  `${cells[0].padEnd(width)}  ${cells
    .slice(1, 4)
    .map((c) => c.padStart(6))
    .join('  ')}  ${cells[4].padStart(7)}  ${cells[5] ?? ''}`;
console.log('\nSummary');
console.log(row(['step', 'passed', 'failed', 'skipped', 'time', '']));
for (const r of results) {
  console.log(row([r.name, String(r.passed), String(r.failed), String(r.skipped), `${r.seconds.toFixed(0)} s`, r.note]));
}
console.log(row(['total', String(total.passed), String(total.failed), String(total.skipped), '', '']));
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed > 0 ? 1 : 0);
