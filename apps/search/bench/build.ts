// The build phase of the benchmark, run in its own process (`tsx bench/build.ts <port>`) so
// that the 200,000 products and the in-process index never share a heap with the load
// generator: their garbage collections would stall the clients. Prints one JSON line.
import { algoliasearch } from 'algoliasearch';
import { catalogue } from './catalog';
import { buildInProcess } from './in-process';
import { INDEX, REPLICAS, SETTINGS } from './scenarios';
import { ADMIN_KEY, APP_ID } from './service';

const port = Number(process.argv[2]);
const count = Number(process.env.BENCH_PRODUCTS ?? 200_000);

let started = performance.now();
const products = catalogue(count);
const generateMs = performance.now() - started;
const inProcessMs = buildInProcess(products);

const hosts = [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }];
const client = algoliasearch(APP_ID, ADMIN_KEY, { hosts });
started = performance.now();
await client.setSettings({ indexName: INDEX, indexSettings: SETTINGS });
for (const [suffix, settings] of Object.entries(REPLICAS)) {
  await client.setSettings({ indexName: INDEX + suffix, indexSettings: settings });
}
await client.saveObjects({
  indexName: INDEX,
  objects: products,
  batchSize: 1000,
  waitForTasks: true,
});
const uploadMs = performance.now() - started;
// Ready when the service has rebuilt what queries read (text index, columns, orders).
let lastBuildS = NaN;
for (;;) {
  const { items } = await client.listIndices();
  const index = items.find((i) => i.name === INDEX);
  if (index && !index.pendingTask) {
    lastBuildS = index.lastBuildTimeS;
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const readyMs = performance.now() - started;
console.info(JSON.stringify({ generateMs, inProcessMs, uploadMs, readyMs, lastBuildS }));
