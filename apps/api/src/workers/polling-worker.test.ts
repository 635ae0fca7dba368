import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError, nextDelay, startPollingWorker, type BatchOutcome } from './polling-worker';

describe('describeError', () => {
  it('keeps name, message and status, never the request the client attaches', () => {
    const error = Object.assign(new Error('Unreachable hosts'), {
      name: 'RetryError',
      status: 503,
      stackTrace: [{ request: { headers: { 'x-algolia-api-key': 'secret-admin-key' } } }],
    });
    const logged = describeError(error);
    expect(logged).toEqual({ error: 'RetryError', message: 'Unreachable hosts', status: 503 });
    expect(JSON.stringify(logged)).not.toContain('secret-admin-key');
    expect(describeError('down')).toEqual({ error: 'down' });
  });
});

describe('nextDelay', () => {
  it('waits the interval, doubles after each failed round and stops growing at a minute', () => {
    expect(nextDelay(2000, 0)).toBe(2000);
    expect(nextDelay(2000, 1)).toBe(4000);
    expect(nextDelay(2000, 3)).toBe(16_000);
    expect(nextDelay(2000, 10)).toBe(60_000);
    // An interval longer than a minute is never shortened.
    expect(nextDelay(120_000, 2)).toBe(120_000);
  });
});

describe('startPollingWorker', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a round at once when woken, and again right after a round it was woken during', async () => {
    vi.useFakeTimers();
    let finish = () => {};
    const runBatch = vi.fn(
      () => new Promise<BatchOutcome>((resolve) => (finish = () => resolve('done'))),
    );
    const worker = startPollingWorker({ intervalMs: 3_600_000, runBatch, onError: () => {} });
    worker.wake();
    expect(runBatch).toHaveBeenCalledTimes(1);
    worker.wake(); // during the round: one more round follows it, not a second one alongside
    expect(runBatch).toHaveBeenCalledTimes(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(runBatch).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runBatch).toHaveBeenCalledTimes(2);
    await worker.stop();
    worker.wake();
    expect(runBatch).toHaveBeenCalledTimes(2);
  });

  it('runs full batches back to back, then waits the interval', async () => {
    vi.useFakeTimers();
    const outcomes: BatchOutcome[] = ['more', 'more', 'done', 'done'];
    const runBatch = vi.fn(async () => outcomes.shift() ?? 'done');
    const worker = startPollingWorker({ intervalMs: 1000, runBatch, onError: () => {} });
    await vi.advanceTimersByTimeAsync(1000);
    expect(runBatch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(999);
    expect(runBatch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(runBatch).toHaveBeenCalledTimes(4);
    await worker.stop();
  });

  it('backs off after failed or throwing rounds and reports what was thrown', async () => {
    vi.useFakeTimers();
    const errors: unknown[] = [];
    const outcomes: (BatchOutcome | Error)[] = ['failed', new Error('down'), 'done'];
    const runBatch = vi.fn(async () => {
      const next = outcomes.shift() ?? 'done';
      if (next instanceof Error) throw next;
      return next;
    });
    const worker = startPollingWorker({
      intervalMs: 1000,
      runBatch,
      onError: (error) => errors.push(error),
    });
    await vi.advanceTimersByTimeAsync(1000); // failed → next in 2 s
    await vi.advanceTimersByTimeAsync(1999);
    expect(runBatch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1); // throws → next in 4 s
    expect(errors).toEqual([new Error('down')]);
    await vi.advanceTimersByTimeAsync(4000); // done → back to the interval
    expect(runBatch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runBatch).toHaveBeenCalledTimes(4);
    await worker.stop();
  });

  it('stops after the round under way and runs no other', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const runBatch = vi.fn(
      () => new Promise<BatchOutcome>((resolve) => (finish = () => resolve('more'))),
    );
    const onStop = vi.fn();
    const worker = startPollingWorker({ intervalMs: 10, runBatch, onError: () => {}, onStop });
    await vi.advanceTimersByTimeAsync(10);
    const stopping = worker.stop();
    expect(onStop).not.toHaveBeenCalled();
    finish();
    await stopping;
    expect(onStop).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runBatch).toHaveBeenCalledTimes(1);
  });
});
