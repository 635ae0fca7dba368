import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findUp } from '../../src/paths';

export interface SearchService {
  url: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The real search service (apps/search, built) as its own process, as the shop starts it:
 * local app id and admin key, snapshots in a temporary directory.
 */
export async function startSearchService(): Promise<SearchService> {
  const root = findUp(process.cwd(), 'pnpm-workspace.yaml')!;
  const dataDir = await mkdtemp(join(tmpdir(), 'api-search-'));
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/search/dist/server.js')], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      SEARCH_PORT: String(port),
      SERVICE_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`search service exited: ${stderr}`);
    const up = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`search service did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
