import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nobody listens on, for the API under benchmark. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/**
 * The API in production mode (answers are not re-validated on the way out), with the secrets
 * production insists on instead of the public local defaults, and no background work that
 * would compete with the measured requests.
 */
export const benchApiEnv = (databaseUrl: string, port: number): Record<string, string> => ({
  NODE_ENV: 'production',
  ENCRYPTION_KEY: 'benchmark-only-encryption-key',
  ADMIN_TOKEN: 'benchmark-only-admin-token',
  JWT_SECRET: 'benchmark-only-jwt-secret-of-at-least-32-characters',
  ALGOLIA_ADMIN_KEY: 'benchmark-only-search-admin-key',
  SHOP_IBAN: 'FR7630001007941234567890185',
  PAYMENT_PROVIDER: 'sandbox',
  SANDBOX_WEBHOOK_SECRET: 'benchmark-only-sandbox-webhook-secret',
  // Production refuses the local example company on bills; a benchmark bills no one.
  SHOP_VAT_NUMBER: 'FR00000000000',
  // No search service in a benchmark: the catalogue does not change during it.
  SEARCH_SYNC_INTERVAL_MS: '0',
  ORDER_RELEASE_INTERVAL_MS: '0',
  DATABASE_URL: databaseUrl,
  API_PORT: String(port),
  SERVICE_HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
});

/**
 * Starts the built API (`server`) with `env` and waits until it answers /health; `cpuProfDir`
 * writes its V8 CPU profile there on exit (read it with bench/profile-summary.ts).
 */
export async function startApiProcess(
  server: string,
  env: Record<string, string>,
  port: number,
  cpuProfDir?: string,
): Promise<ChildProcess> {
  const profile = cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', cpuProfDir] : [];
  const child = spawn(process.execPath, [...profile, server], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/v5/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('The API did not start');
}

/** Stops the API and waits for it to exit. */
export async function stopApiProcess(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.kill('SIGTERM')) await exited;
}
