/**
 * Fixed-window counters: the window opens with the first hit of a key and lasts `windowMs`.
 * In process by default, in Redis when REDIS_URL is set (several API processes then share
 * them); both implement this one interface and pass the same tests.
 */
export interface Counter {
  count: number;
  /** Milliseconds until the window closes (0 when there is none). */
  resetMs: number;
}

export interface Limiter {
  hit(key: string, windowMs: number): Promise<Counter>;
  peek(key: string): Promise<Counter>;
  /** Gives back one hit of a live window (a reservation that turned out not to count). */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

const EMPTY: Counter = { count: 0, resetMs: 0 };
// Past this many keys, expired windows are swept before adding one: memory stays bounded by
// the traffic of one window.
const SWEEP_ABOVE = 10_000;

export function createMemoryLimiter(now: () => number = Date.now): Limiter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  const sweep = () => {
    const time = now();
    for (const [key, window] of windows) if (window.endsAt <= time) windows.delete(key);
  };
  return {
    async hit(key, windowMs) {
      let window = live(key);
      if (!window) {
        if (windows.size >= SWEEP_ABOVE) sweep();
        window = { count: 0, endsAt: now() + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetMs: window.endsAt - now() };
    },
    async peek(key) {
      const window = live(key);
      return window ? { count: window.count, resetMs: window.endsAt - now() } : EMPTY;
    },
    async release(key) {
      const window = live(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
