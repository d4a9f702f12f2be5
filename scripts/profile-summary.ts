/**
 * Reads a V8 .cpuprofile (`node --cpu-prof`, e.g. from `bench:scale --profile DIR`) and prints where the time went:
 * self time per function and per package or source folder, largest first.
 *
 *   node scripts/profile-summary.ts FILE.cpuprofile [--top 30]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '30' } } });
const profile = JSON.parse(readFileSync(positionals[0]!, 'utf8')) as Profile;
const top = Number(values.top);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
const total = [...self.values()].reduce((a, b) => a + b, 0);

/** node_modules/<package> or the repository folder of a frame; V8's own entries by name. */
const place = (url: string, name: string) => {
  if (!url) return `(${name || 'native'})`;
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url;
  const repo = /\/(api\/src\/[^/]+(?:\/[^/]+)?|contract|src\/[^/]+)\//.exec(url);
  return repo ? repo[1]! : url;
};
const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
const functions = new Map<string, number>();
const places = new Map<string, number>();
for (const [id, ms] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  add(
    functions,
    `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(api|src|contract)\//, '$1/')}:${lineNumber + 1}` : ''}`,
    ms,
  );
  add(places, place(url, functionName), ms);
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [key, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${key}`);
  }
};
console.log(`${positionals[0]}: ${total.toFixed(0)} ms sampled`);
print('self time by package or folder', places);
print('self time by function', functions);
