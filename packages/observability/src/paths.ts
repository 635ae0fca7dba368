/** Prometheus's scrape path on every service's own port. */
export const METRICS_PATH = '/metrics';
/** 200 while the process runs (a supervisor restarts it when this fails). */
export const HEALTH_LIVE_PATH = '/health/live';
/** 200 when the service can do its work (its database, search, Redis, the API...), else 503. */
export const HEALTH_READY_PATH = '/health/ready';

/**
 * Paths of a service's own port that the edge (nginx, the gateway) answers 404 from outside:
 * they tell how the shop runs inside.
 */
export const INTERNAL_PATHS = [METRICS_PATH, HEALTH_LIVE_PATH, HEALTH_READY_PATH] as const;
