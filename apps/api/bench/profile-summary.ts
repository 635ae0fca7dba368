import { readFileSync } from 'node:fs';

/**
 * Where a V8 CPU profile (node --cpu-prof) spent its samples: self time by function and by
 * package or source file, the top 40 of each. Usage: tsx bench/profile-summary.ts FILE.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const file = process.argv[2];
if (!file) throw new Error('Usage: profile-summary FILE.cpuprofile');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfMicros = new Map<number, number>();
profile.samples.forEach((id, index) =>
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)),
);

/** node_modules/<package> or the file name of our own code; V8 internals by name. */
function place(url: string): string {
  if (!url) return '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  return url.split('/').slice(-2).join('/');
}

const byFunction = new Map<string, number>();
const byPlace = new Map<string, number>();
let total = 0;
for (const [id, micros] of selfMicros) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  const name = `${functionName || '(anonymous)'} ${place(url)}:${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  byPlace.set(place(url), (byPlace.get(place(url)) ?? 0) + micros);
  total += micros;
}
// Inclusive time: each sample counts once for every distinct function on its stack.
const parent = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parent.set(child, node.id);
const name = (id: number) => {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  return `${functionName || '(anonymous)'} ${place(url)}:${lineNumber + 1}`;
};
const inclusive = new Map<string, number>();
for (const [id, micros] of selfMicros) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(name(at));
  for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + micros);
}
const print = (title: string, table: Map<string, number>) => {
  console.info(`\n${title}`);
  for (const [name, micros] of [...table].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.info(`${((micros / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
};
console.info(`${(total / 1e6).toFixed(1)} s sampled`);
print('Self time by function', byFunction);
print('Self time by place', byPlace);
print('Total time by function (callees included)', inclusive);
