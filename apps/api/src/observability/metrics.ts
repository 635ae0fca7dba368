import { createHttpRequester } from '@algolia/requester-node-http';
import {
  Counter,
  createServiceMetrics,
  Gauge,
  Histogram,
  LATENCY_BUCKETS,
  type ServiceMetrics,
} from '@shop/observability';
import type { PoolStats } from '../db/client';
import type { AppCaches, TtlCache } from '../infra/ttl-cache';

type Requester = ReturnType<typeof createHttpRequester>;

export interface ApiMetrics {
  service: ServiceMetrics;
  /** One per order placed (POST /secure/orders answered 201, replays not counted). */
  ordersPlaced: Counter<'store'>;
  /** The search client's HTTP transport, timing every call to search into the metrics. */
  searchRequester(): Requester;
}

type CacheName = keyof Omit<AppCaches, 'forget'>;
const CACHE_NAMES: readonly CacheName[] = ['content', 'products', 'pages'];

/** The pool's connections in use, idle and waited for (node-postgres; PGlite has no pool). */
function poolGauges(service: ServiceMetrics, pool: PoolStats) {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [service.registry],
      collect() {
        this.set(read());
      },
    });
  gauge('shop_api_db_pool_size', 'Connections the pool holds', () => pool.totalCount);
  gauge('shop_api_db_pool_idle', 'Connections of the pool not in use', () => pool.idleCount);
  gauge('shop_api_db_pool_waiting', 'Queries waiting for a connection', () => pool.waitingCount);
}

/** Lookups of the in-process TTL caches (hits, misses) and each one's hit ratio since start. */
function cacheMetrics(service: ServiceMetrics, caches: Record<CacheName, TtlCache>) {
  const reported = new Map<string, number>();
  new Counter({
    name: 'shop_api_cache_lookups_total',
    help: 'Lookups of the in-process caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'],
    registers: [service.registry],
    collect() {
      for (const name of CACHE_NAMES) {
        for (const result of ['hit', 'miss'] as const) {
          const total = result === 'hit' ? caches[name].hits : caches[name].misses;
          const key = `${name} ${result}`;
          this.inc({ cache: name, result }, total - (reported.get(key) ?? 0));
          reported.set(key, total);
        }
      }
    },
  });
  new Gauge({
    name: 'shop_api_cache_hit_ratio',
    help: 'Share of the lookups of each in-process cache answered from it, since start',
    labelNames: ['cache'],
    registers: [service.registry],
    collect() {
      for (const name of CACHE_NAMES) {
        const { hits, misses } = caches[name];
        this.set({ cache: name }, hits + misses === 0 ? 0 : hits / (hits + misses));
      }
    },
  });
}

export function createApiMetrics(caches: AppCaches, pool?: PoolStats): ApiMetrics {
  const service = createServiceMetrics();
  if (pool) poolGauges(service, pool);
  cacheMetrics(service, caches);
  const searchDuration = new Histogram({
    name: 'shop_api_search_request_duration_seconds',
    help: 'Calls of the API to search (local service or Algolia), by method and outcome',
    labelNames: ['method', 'outcome'],
    buckets: LATENCY_BUCKETS,
    registers: [service.registry],
  });
  const ordersPlaced = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed through this instance, by store',
    labelNames: ['store'],
    registers: [service.registry],
  });
  return {
    service,
    ordersPlaced,
    searchRequester() {
      const inner = createHttpRequester();
      return {
        async send(request) {
          const stop = searchDuration.startTimer({ method: request.method });
          try {
            const answer = await inner.send(request);
            stop({ outcome: answer.isTimedOut ? 'timeout' : String(answer.status) });
            return answer;
          } catch (error) {
            stop({ outcome: 'error' });
            throw error;
          }
        },
      };
    },
  };
}
