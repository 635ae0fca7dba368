// Vitest global set-up of `pnpm test:edge`: the whole shop from its production builds
// (scripts/serve.mjs) and Debian's nginx in front of its apps, with deploy/nginx's files.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { NGINX, startEdge, writeEdgeFolder } from '../../../../scripts/lib/nginx-edge.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the routing tests send their requests (nginx); unset: stand-in apps. */
    routingBaseUrl?: string;
    /** The storefront behind the edge, called directly. */
    storefrontBaseUrl?: string;
  }
}

const ROOT = resolve(import.meta.dirname, '../../../..');
const BASE = Number(process.env.EDGE_PORT_BASE || 4800);
const ports = {
  gateway: BASE,
  storefront: BASE + 1,
  checkout: BASE + 2,
  api: BASE + 3,
  search: BASE + 4,
};
const EDGE_PORT = BASE + 5;
const DATA_DIR = resolve(ROOT, `.data/edge-${BASE}`);

let shop: ChildProcess | undefined;
let nginx: ChildProcess | undefined;
let configDir: string | undefined;

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited before answering`);
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status > 0 && status < 500) return;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function stop(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  const ended = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill(signal);
  return ended;
}

export async function setup(project: TestProject) {
  if (!existsSync(NGINX))
    throw new Error(
      `nginx not found at ${NGINX}: apt-get install -y nginx-light (or set NGINX_PATH)`,
    );
  shop = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      SHOP_MODE: 'development',
      SHOP_FRESH: '1',
      SEED_PRODUCTS: process.env.EDGE_SEED_PRODUCTS || '60',
      DATA_DIR,
      GATEWAY_PORT: String(ports.gateway),
      STOREFRONT_PORT: String(ports.storefront),
      CHECKOUT_PORT: String(ports.checkout),
      API_PORT: String(ports.api),
      SEARCH_PORT: String(ports.search),
      SHOP_PUBLIC_PORT: String(EDGE_PORT),
      LOG_LEVEL: 'warn',
    },
  });
  await waitFor(`http://127.0.0.1:${ports.gateway}/api/v5/health`, shop, 240_000);
  configDir = writeEdgeFolder({
    name: 'shop-edge',
    port: EDGE_PORT,
    servers: {
      api: [`127.0.0.1:${ports.api}`],
      checkout: [`127.0.0.1:${ports.checkout}`],
      storefront: [`127.0.0.1:${ports.storefront}`],
    },
  });
  nginx = startEdge(configDir);
  await waitFor(`http://127.0.0.1:${EDGE_PORT}/api/v5/health`, nginx, 20_000);
  project.provide('routingBaseUrl', `http://localhost:${EDGE_PORT}`);
  project.provide('storefrontBaseUrl', `http://127.0.0.1:${ports.storefront}`);
}

export async function teardown() {
  // QUIT: nginx finishes the answers under way; the shop's script stops every app on TERM.
  await stop(nginx, 'SIGQUIT');
  await stop(shop, 'SIGTERM');
  if (configDir) rmSync(configDir, { recursive: true, force: true });
  rmSync(DATA_DIR, { recursive: true, force: true });
}
