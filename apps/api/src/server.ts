import cluster from 'node:cluster';
import { buildApp } from './app';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open';
import { loadEnv, type Env } from './env';

/**
 * Serves the API on SERVICE_HOST:API_PORT. With API_WORKERS above 1 (PostgreSQL and Redis),
 * a primary process migrates once and forks that many workers sharing the port; a worker that
 * dies is replaced. Otherwise this one process does everything.
 */
async function main() {
  const env = loadEnv();
  if (env.workers > 1 && cluster.isPrimary) return supervise(env);
  const database = await openDatabase(env);
  if (cluster.isPrimary) await runMigrations(database);
  // One process pushes catalogue changes to search, sends due stock alerts, cancels unpaid
  // orders past their hold, delivers the sandbox's payment webhooks and, with SMTP_URL, delivers
  // the outbox (SEARCH_SYNC_INTERVAL_MS=0, PRODUCT_ALERT_INTERVAL_MS=0,
  // ORDER_RELEASE_INTERVAL_MS=0, SANDBOX_WEBHOOK_INTERVAL_MS=0, EMAIL_RELAY_INTERVAL_MS=0: none
  // does).
  const background = cluster.isPrimary || env.backgroundWorker;
  const app = await buildApp({
    db: database.db,
    env,
    searchSync: background,
    productAlerts: background,
    emailRelay: background,
    orderRelease: background,
    sandboxWebhooks: background,
    listen: database.listen,
    pool: database.pool,
  });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ host: env.host, port: env.port });
  app.log.info({ database: database.kind, pid: process.pid }, 'front API v5 ready');
}

async function supervise(env: Env) {
  const database = await openDatabase(env);
  await runMigrations(database);
  await database.close();

  let stopping = false;
  const fork = (background: boolean) => {
    const worker = cluster.fork({ API_BACKGROUND_WORKER: background ? '1' : '0' });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`API worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
      // A second's pause: a worker that cannot start (database down) must not spin.
      setTimeout(() => fork(background), 1000);
    });
  };
  for (let index = 0; index < env.workers; index += 1) fork(index === 0);

  // SIGTERM whatever the primary got: after a Ctrl-C the workers' own SIGINT handler is spent.
  const stop = () => {
    if (stopping) return;
    stopping = true;
    const running = () => Object.keys(cluster.workers ?? {}).length;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (running() === 0) process.exit(0);
    });
    if (running() === 0) process.exit(0);
    // The workers close within their own time-outs; this is only a last resort.
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
