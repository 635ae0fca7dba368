// `pnpm bench`: 200,000 synthetic products indexed over HTTP with the official client (in a
// child process, bench/build.ts), then 50 concurrent clients per scenario. BENCH_PRODUCTS,
// BENCH_SECONDS and BENCH_CONNECTIONS shrink it for a smoke run (e.g. BENCH_PRODUCTS=20000
// BENCH_SECONDS=3); BENCH_ONLY runs the scenarios whose name contains it.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { percentile, runLoad, type LoadResult } from './load';
import { SCENARIOS } from './scenarios';
import { cpuOf, indexCatalogue, memoryOf, startService } from './service';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 200_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** processingTimeMS p95 per kind, and the HTTP p95 at 50 connections (issue 20). */
const TARGETS = { listing: 10, text: 20 };
const HTTP_TARGET = 50;
/** Only the scenarios whose name contains this (diagnosis); all by default. */
const ONLY = process.env.BENCH_ONLY ?? '';

const failed = ({ status, errors, timeouts }: LoadResult['failures']): string =>
  status + errors + timeouts === 0
    ? ''
    : `  (failed: ${status} not 200, ${errors} connection errors, ${timeouts} timeouts)`;
const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;
const log = (line: string): void => console.info(line);

async function main(): Promise<void> {
  log(`search bench: ${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per scenario`);
  log(`load average before: ${(await readFile('/proc/loadavg', 'utf8')).trim()}`);
  const service = await startService(fileURLToPath(new URL('../dist/server.js', import.meta.url)));
  try {
    const cpuStart = await cpuOf(service.pid);
    const figures = await indexCatalogue(service.port);
    const buildCpu = (await cpuOf(service.pid)) - cpuStart;
    const afterBuild = await memoryOf(service.pid);
    log(`generated the catalogue in ${seconds(figures.generateMs)}`);
    log(`in-process build (text index, columns, 11 orders): ${seconds(figures.inProcessMs)}`);
    log(
      `over HTTP: ${seconds(figures.readyMs)} until searchable and fast: saveObjects ` +
        `${seconds(figures.uploadMs)} (waitForTasks), the last generation built in ` +
        `${figures.lastBuildS.toFixed(1)} s in slices between requests; service CPU ` +
        `${seconds(buildCpu)}; RSS ${afterBuild.rss} MB`,
    );

    log(
      '\nscenario             processingTimeMS p50/p95/p99   HTTP p95    req/s  CPU/req  answer' +
        '   targets (processing p95, HTTP p95)',
    );
    let seed = 1;
    for (const scenario of SCENARIOS.filter((s) => s.name.includes(ONLY))) {
      const cpuBefore = await cpuOf(service.pid);
      const result = await runLoad(service.port, scenario, SECONDS, CONNECTIONS, seed++);
      const cpuPerRequest = ((await cpuOf(service.pid)) - cpuBefore) / result.http.length;
      const p50 = percentile(result.processing, 50);
      const p95 = percentile(result.processing, 95);
      const p99 = percentile(result.processing, 99);
      const target = TARGETS[scenario.kind];
      const http95 = percentile(result.http, 95);
      const kb = percentile(result.bytes, 50) / 1024;
      log(
        `${scenario.name.padEnd(20)} ${`${p50} / ${p95} / ${p99} ms`.padEnd(29)} ` +
          `${`${http95.toFixed(0)} ms`.padStart(8)} ${result.rps.toFixed(0).padStart(8)}` +
          `${`${cpuPerRequest.toFixed(1)} ms`.padStart(9)}${`${kb.toFixed(1)} KB`.padStart(9)}   ` +
          `<= ${target} ms ${p95 <= target ? 'ok' : 'MISSED'}, ` +
          `<= ${HTTP_TARGET} ms ${http95 <= HTTP_TARGET ? 'ok' : 'MISSED'}` +
          failed(result.failures),
      );
    }
    log(`load average after: ${(await readFile('/proc/loadavg', 'utf8')).trim()}`);
    const end = await memoryOf(service.pid);
    log(`\nservice memory: RSS ${end.rss} MB now, peak ${end.peak} MB (target 1,500 MB)`);
  } finally {
    await service.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
