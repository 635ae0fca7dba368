import type { FastifyInstance } from 'fastify';

export interface PollingWorker {
  /** Waits for the round under way, then stops. */
  stop(): Promise<void>;
  /**
   * Runs a round now instead of at the next interval (work arrived in this process); during a
   * round, another one follows it at once. The interval stays the fallback.
   */
  wake(): void;
}

/**
 * What one batch did: `more` when it was full (the next one runs at once), `failed` when
 * nothing went through (the wait before the next round grows), `done` otherwise.
 */
export type BatchOutcome = 'done' | 'more' | 'failed';

export interface WorkerLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

interface PollingOptions {
  intervalMs: number;
  runBatch: () => Promise<BatchOutcome>;
  /** Logs a round that threw; what it was working on must stay queued. */
  onError: (error: unknown) => void;
  onStop?: () => void;
}

const MAX_BACKOFF_MS = 60_000;

/** After `failures` failed rounds in a row the wait doubles each time, up to a minute. */
export function nextDelay(intervalMs: number, failures: number): number {
  return Math.min(intervalMs * 2 ** failures, Math.max(intervalMs, MAX_BACKOFF_MS));
}

/**
 * Runs batches every `intervalMs`; a full batch is followed by the next one at once. While a
 * service it depends on is down, it waits longer between tries instead of logging a failure
 * every interval.
 */
export function startPollingWorker({
  intervalMs,
  runBatch,
  onError,
  onStop,
}: PollingOptions): PollingWorker {
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  let wokenDuringRound = false;
  const round = async () => {
    busy = true;
    try {
      let outcome: BatchOutcome;
      do {
        outcome = await runBatch();
      } while (!stopped && outcome === 'more');
      failures = outcome === 'failed' ? failures + 1 : 0;
    } catch (error) {
      failures += 1;
      onError(error);
    }
    busy = false;
    const again = wokenDuringRound;
    wokenDuringRound = false;
    if (!stopped) timer = setTimeout(tick, again ? 0 : nextDelay(intervalMs, failures));
  };
  const tick = () => {
    running = round();
  };
  timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      onStop?.();
    },
    wake() {
      if (stopped) return;
      if (busy) {
        wokenDuringRound = true;
        return;
      }
      clearTimeout(timer);
      tick();
    },
  };
}

/** Starts a worker when the app is ready and stops it before the app closes. */
export function registerWorker(app: FastifyInstance, start: () => PollingWorker): void {
  let worker: PollingWorker | undefined;
  app.addHook('onReady', async () => {
    worker = start();
  });
  app.addHook('preClose', async () => {
    await worker?.stop();
  });
}

/**
 * Errors of the search client can carry the request that failed, headers and API key
 * included: only the name, message and status reach the log.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const status = (error as { status?: unknown }).status;
  return { error: error.name, message: error.message, ...(status ? { status } : {}) };
}
