// `pnpm start:cluster`: the built shop as several instances behind nginx (issue 21): two
// storefronts and two APIs, the checkout app and search, on PostgreSQL (127.0.0.1:5432, a
// database of its own) and Redis (127.0.0.1:6379). See docs/deployment.md, "Several instances".
// CLUSTER_PORT_BASE (default 4900) moves every port; CLUSTER_FRESH=1 starts from empty data.
import { startCluster } from './lib/cluster.mjs';
import { loadDotEnv } from './lib/run.mjs';

loadDotEnv();
const base = Number(process.env.CLUSTER_PORT_BASE || 4900);
let cluster;
try {
  cluster = await startCluster({
    base,
    fresh: process.env.CLUSTER_FRESH === '1',
    echo: true,
    seedProducts: Number(process.env.SEED_PRODUCTS || 200),
  });
} catch (error) {
  console.error(`\n✖ The cluster could not start: ${error.message}`);
  process.exit(1);
}
const { ports } = cluster;
console.info(`
The shop runs at ${cluster.edgeUrl} (nginx; Ctrl-C stops everything)
  storefront  127.0.0.1:${ports.storefront1}, 127.0.0.1:${ports.storefront2}
  API         127.0.0.1:${ports.api1}, 127.0.0.1:${ports.api2}
  checkout    127.0.0.1:${ports.checkout}     search 127.0.0.1:${ports.search}
  each one: /metrics, /health/live, /health/ready on its own port
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cluster.stopAll().finally(() => process.exit(0));
  });
}
