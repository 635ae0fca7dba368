// `node bench/lantern-lcp.mjs DIR`: how Lighthouse's simulation (Lantern) reaches a page's LCP,
// from the artifacts of `lighthouse URL -G=DIR`. Prints the optimistic and pessimistic graphs'
// requests and main-thread tasks with their simulated start and end: what is on the LCP's path
// (decisions 251 and 252 came out of it). Uses Lighthouse's own modules; a diagnosis, not a bench.
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import * as constants from 'lighthouse/core/config/constants.js';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node bench/lantern-lcp.mjs ARTIFACTS_DIR');
const artifacts = await loadArtifacts(dir);
const settings = {
  ...constants.defaultSettings,
  throttlingMethod: 'simulate',
  throttling: constants.throttling.mobileSlow4G,
  formFactor: 'mobile',
  screenEmulation: constants.screenEmulationMetrics.mobile,
};
const trace = artifacts.Trace ?? artifacts.traces.defaultPass;
const data = {
  trace,
  devtoolsLog: artifacts.DevtoolsLog ?? artifacts.devtoolsLogs.defaultPass,
  gatherContext: artifacts.GatherContext,
  settings,
  URL: artifacts.URL,
  SourceMaps: artifacts.SourceMaps ?? [],
  simulator: null,
};
const result = await LanternLargestContentfulPaint.request(data, {
  computedCache: new Map(),
  settings,
});
const start = trace.traceEvents.find(
  (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL,
)?.ts;

const label = (node) => {
  if (node.type === 'network') {
    const { resourceType, priority, transferSize, url } = node.request;
    return `${resourceType} ${priority} ${transferSize} B ${new URL(url).pathname}`;
  }
  const scripts = [...node.getEvaluateScriptURLs()].map((url) => url.split('/').pop());
  const observed = Math.round((node.startTime - start) / 1000);
  return `task ${Math.round(node.duration / 1000)} ms (observed at ${observed} ms) ${scripts.join(' ')}${node.didPerformLayout() ? ' layout' : ''}`;
};

console.info(
  `LCP ${Math.round(result.timing)} ms: optimistic ${Math.round(result.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(result.pessimisticEstimate.timeInMs)}`,
);
for (const [name, estimate] of [
  ['optimistic', result.optimisticEstimate],
  ['pessimistic', result.pessimisticEstimate],
]) {
  console.info(`${name} graph (simulated start, end in ms):`);
  const rows = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, timing] of rows)
    console.info(
      `${String(Math.round(timing.startTime)).padStart(6)} ${String(Math.round(timing.endTime)).padStart(6)}  ${label(node)}`,
    );
}
