import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

export { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** Seconds: from a cached answer (under 5 ms) to a slow page render or a payment (10 s). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

let processRegistry: Registry | undefined;

/** Node's own metrics (CPU, memory, event loop lag, GC), collected once per process. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface ServiceMetrics {
  /** Where a service adds its own series (pool, caches, orders...). */
  registry: Registry;
  /** One answered request: `route` is the route's pattern, never the raw URL. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The scrape: the process's metrics and this service's, in Prometheus's text format. */
  render(): Promise<{ contentType: string; body: string }>;
}

/**
 * A service's metrics: `http_requests_total` and `http_request_duration_seconds` by method,
 * route pattern and status, plus Node's process metrics. Each call has a registry of its own,
 * so tests may build several apps in one process.
 */
export function createServiceMetrics(): ServiceMetrics {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    observeRequest(method, route, status, seconds) {
      const labels = { method, route, status_code: String(status) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    async render() {
      const merged = Registry.merge([processMetrics(), registry]);
      return { contentType: merged.contentType, body: await merged.metrics() };
    },
  };
}
