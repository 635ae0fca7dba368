// `pnpm bench:abuse`: listing latency alone, and while one client abuses the public key
// (issue 30). The listing load comes from 127.0.0.1, which the service is told is a storefront
// server (SEARCH_UNLIMITED_CLIENTS), as listings are rendered there; the abuser, a child
// process (bench/abuser.ts), sends from 127.0.0.2 with the search-only key, then the same
// calls with the admin key, which has none of the search key's bounds: what the public key
// could do before them. On two cores the service is pinned to one and both clients to the
// other (the abuser niced), so that what moves the listing figures is the service's work, not
// the clients' own CPU: an attacker's machine is not ours. BENCH_PRODUCTS, BENCH_SECONDS,
// BENCH_CONNECTIONS (listing clients, 10), BENCH_RATE (listings a second, 300: an open loop,
// as shoppers do not wait for each other) and BENCH_ABUSE_CONNECTIONS (2) size it.
import { execFile, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { pick } from './catalog';
import { percentile, runLoad, type LoadResult } from './load';
import { SCENARIOS, type Scenario } from './scenarios';
import { ADMIN_KEY, SEARCH_KEY, cpuOf, indexCatalogue, memoryOf, startService } from './service';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 200_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 300);
const ABUSE_CONNECTIONS = Number(process.env.BENCH_ABUSE_CONNECTIONS ?? 2);
const ABUSER_ADDRESS = '127.0.0.2';

const log = (line: string): void => console.info(line);

/** Every listing scenario of the main bench, one drawn per request. */
const LISTINGS = SCENARIOS.filter((scenario) => scenario.kind === 'listing');
const listing: Scenario = {
  name: 'listings',
  kind: 'listing',
  body: (random) => pick(random, LISTINGS).body(random),
};

/** The abuser's calls and answer bytes per HTTP status. */
type Received = Record<string, { calls: number; bytes: number }>;

const run = (command: string, args: string[]): Promise<string> =>
  new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 1 << 20 }, (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
  });

/** The service on CPU 0, this process (the listing clients) on CPU 1; false when not possible. */
async function pin(servicePid: number): Promise<boolean> {
  try {
    await run('taskset', ['-a', '-p', '-c', '0', String(servicePid)]);
    await run('taskset', ['-a', '-p', '-c', '1', String(process.pid)]);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts bench/abuser.ts for `seconds` (niced on the clients' core when pinned, so that it
 * does not starve the listing clients measuring); resolves `started` once it sends, `done`
 * with what it received.
 */
function abuse(port: number, key: string, pinned: boolean, seconds: number) {
  const script = fileURLToPath(new URL('./abuser.ts', import.meta.url));
  const options = {
    port,
    key,
    seconds,
    connections: ABUSE_CONNECTIONS,
    localAddress: ABUSER_ADDRESS,
  };
  const node = [process.execPath, '--import', 'tsx', script, JSON.stringify(options)];
  const [command, ...args] = pinned ? ['taskset', '-c', '1', 'nice', '-n', '10', ...node] : node;
  const child = spawn(command!, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  let markStarted: () => void;
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    if (output.startsWith('started\n')) markStarted();
  });
  const done = new Promise<Received>((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.slice('started\n'.length)) as Received)
        : reject(new Error(`abuser exited with ${code}`)),
    ),
  );
  return { started, done };
}

interface Phase {
  result: LoadResult;
  /** Service CPU time over the listing clients' run, per second of it. */
  cpuShare: number;
  abuser?: Received;
}

function row(label: string, { result, cpuShare, abuser }: Phase): string {
  const http = (p: number) => percentile(result.http, p).toFixed(0);
  const processing = (p: number) => percentile(result.processing, p);
  const { status, errors, timeouts } = result.failures;
  const failed = status + errors + timeouts;
  const calls = Object.entries(abuser ?? {})
    .map(([code, { calls, bytes }]) => `${calls} × ${code} (${(bytes / 1e6).toFixed(0)} MB)`)
    .join(', ');
  const cpu = `${(cpuShare * 100).toFixed(0)} %`;
  return (
    `${label.padEnd(36)} ${`${http(50)} / ${http(95)} ms`.padEnd(13)} ` +
    `${`${processing(50)} / ${processing(95)} ms`.padEnd(12)} ` +
    `${result.rps.toFixed(0).padStart(6)} ${cpu.padStart(11)}   ${calls}` +
    (failed ? `  (${failed} listing calls failed)` : '')
  );
}

async function main(): Promise<void> {
  log(
    `search abuse bench: ${PRODUCTS} products, ${CONNECTIONS} listing connections, ` +
      `at ${RATE} a second, ${ABUSE_CONNECTIONS} abusing connections, ${SECONDS} s per phase`,
  );
  const service = await startService(fileURLToPath(new URL('../dist/server.js', import.meta.url)), {
    SEARCH_UNLIMITED_CLIENTS: '127.0.0.1',
  });
  try {
    const figures = await indexCatalogue(service.port);
    log(`indexed and searchable in ${(figures.readyMs / 1000).toFixed(1)} s`);
    const pinned = await pin(service.pid);
    log(pinned ? 'service on CPU 0, clients on CPU 1' : 'taskset failed: nothing pinned');
    await runLoad(service.port, listing, Math.min(5, SECONDS), CONNECTIONS, 99, RATE); // warm-up

    const phase = async (key?: string): Promise<Phase> => {
      // The abuser runs a second longer than the listing clients, which start once it sends.
      const abuser = key ? abuse(service.port, key, pinned, SECONDS + 1) : undefined;
      await abuser?.started;
      const cpuBefore = await cpuOf(service.pid);
      const started = performance.now();
      const result = await runLoad(service.port, listing, SECONDS, CONNECTIONS, 1, RATE);
      const cpuMs = (await cpuOf(service.pid)) - cpuBefore;
      const wallMs = performance.now() - started;
      return { result, cpuShare: cpuMs / wallMs, abuser: await abuser?.done };
    };
    log(
      '\nlistings                             HTTP p50/p95  processing    req/s  service CPU' +
        '   abuser calls (answer bytes)',
    );
    log(row('alone', await phase()));
    log(row('+ abuser with the search-only key', await phase(SEARCH_KEY)));
    log(row('+ same calls unbounded (admin key)', await phase(ADMIN_KEY)));
    log(row('alone again', await phase()));
    log(`\nload average after: ${(await readFile('/proc/loadavg', 'utf8')).trim()}`);
    const memory = await memoryOf(service.pid);
    log(`service memory: RSS ${memory.rss} MB now, peak ${memory.peak} MB`);
  } finally {
    await service.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
