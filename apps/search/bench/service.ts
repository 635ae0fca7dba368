// The search service under test: the built server (dist/server.js) in a child process, on a
// free port and a temporary data directory, as a shop would run it.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { searchNodeArgs } from '../node-args.mjs';

export const APP_ID = 'BENCHAPP';
export const ADMIN_KEY = 'bench-admin-key';
export const SEARCH_KEY = 'bench-search-key';

export interface Service {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** `env` adds settings (SEARCH_UNLIMITED_CLIENTS...) to the benchmark's own. */
export async function startService(
  serverPath: string,
  env: Record<string, string> = {},
): Promise<Service> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-search-bench-'));
  // BENCH_NODE_ARGS passes flags to the service (--cpu-prof, --trace-gc) when diagnosing.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(
    process.execPath,
    [...searchNodeArgs(), ...nodeArgs, serverPath],
    {
      env: {
        ...process.env,
        SEARCH_PORT: String(port),
        DATA_DIR: dataDir,
        ALGOLIA_APP_ID: APP_ID,
        ALGOLIA_ADMIN_KEY: ADMIN_KEY,
        ALGOLIA_SEARCH_KEY: SEARCH_KEY,
        NODE_ENV: 'test', // warnings only in the log
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
    } catch {
      if (i > 200 || child.exitCode !== null) throw new Error('search service did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    port,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident memory of a process, now and at its peak, in MB (Linux /proc). */
export async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string): number => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc). */
export async function cpuOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
}

export interface BuildFigures {
  generateMs: number;
  inProcessMs: number;
  uploadMs: number;
  readyMs: number;
  lastBuildS: number;
}

/** bench/build.ts in a child process: generate, build in process, index over HTTP. */
export function indexCatalogue(port: number): Promise<BuildFigures> {
  const script = fileURLToPath(new URL('./build.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, String(port)],
      { maxBuffer: 1 << 20 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout) as BuildFigures)),
    );
  });
}
