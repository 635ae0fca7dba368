import { buildApp } from './app';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open';
import { loadEnv } from './env';

/** Opens the database, applies migrations and serves the API on SERVICE_HOST:API_PORT. */
async function main() {
  const env = loadEnv();
  const database = await openDatabase(env);
  await runMigrations(database);
  // This process pushes catalogue changes to search, sends due stock alerts and, with SMTP_URL,
  // delivers the outbox itself (SEARCH_SYNC_INTERVAL_MS=0, PRODUCT_ALERT_INTERVAL_MS=0,
  // EMAIL_RELAY_INTERVAL_MS=0: not).
  const app = await buildApp({
    db: database.db,
    env,
    searchSync: true,
    productAlerts: true,
    emailRelay: true,
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
  app.log.info({ database: database.kind }, 'front API v5 ready');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
