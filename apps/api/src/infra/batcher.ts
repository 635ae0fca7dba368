/**
 * Collects the keys asked during one turn of the event loop and loads them with one call
 * (DataLoader's idea): under load, one database round trip serves many requests at once.
 */
export class Batcher<K, V> {
  #pending = new Map<K, { resolve: (value: V) => void; reject: (error: unknown) => void }[]>();
  #scheduled = false;

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly missing: V,
    private readonly maxBatch = 500,
  ) {}

  load(key: K): Promise<V> {
    return new Promise((resolve, reject) => {
      const waiting = this.#pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.#pending.set(key, [{ resolve, reject }]);
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => this.#flush());
      }
    });
  }

  #flush(): void {
    const batch = this.#pending;
    this.#pending = new Map();
    this.#scheduled = false;
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += this.maxBatch) {
      const chunk = keys.slice(start, start + this.maxBatch);
      this.loadMany(chunk).then(
        (found) => {
          for (const key of chunk)
            for (const waiter of batch.get(key)!) waiter.resolve(found.get(key) ?? this.missing);
        },
        (error: unknown) => {
          for (const key of chunk) for (const waiter of batch.get(key)!) waiter.reject(error);
        },
      );
    }
  }
}
