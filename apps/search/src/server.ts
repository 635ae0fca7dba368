// Entry point: `node dist/server.js` (or `pnpm dev`). Settings come from src/env.ts.
import { buildApp } from './app';
import { loadEnv, type Env } from './env';

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const app = buildApp({
  dataDir: env.dataDir,
  appId: env.appId,
  searchKey: env.searchKey,
  adminKey: env.adminKey,
  logLevel: env.logLevel,
  unlimitedClients: env.unlimitedClients,
  trustProxy: env.trustProxy,
});

// Closing flushes pending snapshots, so a stop right after a write loses nothing.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info(`search: ${signal} received, writing snapshots and closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: env.port, host: env.host });
} catch (error) {
  app.log.error({ err: error }, 'search: could not start');
  process.exit(1);
}
