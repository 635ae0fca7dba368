// Persistence: every index lives in memory and is written to `${dir}/{index}.json` (records and
// settings) a moment after it changes, atomically (temporary file + rename), so a crash
// leaves either the old or the new snapshot, never half of one.
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { SearchIndex } from './engine/index-store';
import type { Registry } from './engine/registry';
import { readSnapshot, writeSnapshot } from './snapshot-file';

const fileName = (index: string): string => `${encodeURIComponent(index)}.json`;
const MAX_WAIT_MS = 10_000;

export class SnapshotStore {
  private readonly dirty = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private seq = 0;
  /** Duration of the last flush: the next one waits at least twice that long. */
  private lastFlushMs = 0;
  private firstDirtyAt: number | null = null;

  constructor(
    private readonly dir: string,
    private readonly registry: Registry,
    private readonly log: FastifyBaseLogger,
    private readonly delayMs = 200,
  ) {}

  async loadAll(): Promise<{ indexes: number; records: number; ms: number }> {
    const started = performance.now();
    await mkdir(this.dir, { recursive: true });
    let records = 0;
    const indexes: SearchIndex[] = [];
    for (const file of await readdir(this.dir)) {
      if (file.endsWith('.tmp')) {
        await rm(join(this.dir, file), { force: true }); // left by a crash mid-write
        continue;
      }
      if (!file.endsWith('.json')) continue;
      try {
        const index = SearchIndex.fromSnapshot(await readSnapshot(join(this.dir, file)));
        indexes.push(index);
        records += index.size;
      } catch (error) {
        this.log.error({ err: error, file }, 'search snapshot unreadable: index skipped');
      }
    }
    for (const index of indexes) this.registry.add(index);
    // Build generations and text indexes now rather than on the first query of a shopper.
    for (const index of indexes) index.generations.prepare();
    return { indexes: indexes.length, records, ms: Math.round(performance.now() - started) };
  }

  /**
   * Writes a moment after the last write of a burst, and during a long one at least every
   * MAX_WAIT_MS or ten times the last write's duration: a 200,000-record index takes seconds
   * to write, and rewriting it often during a bulk import would take much of the import's time.
   */
  schedule(index: string): void {
    this.dirty.add(index);
    this.firstDirtyAt ??= Date.now();
    if (this.timer) clearTimeout(this.timer);
    const delay = Math.max(this.delayMs, 2 * this.lastFlushMs);
    const left = Math.max(MAX_WAIT_MS, 10 * this.lastFlushMs) - (Date.now() - this.firstDirtyAt);
    this.timer = setTimeout(
      () => {
        this.timer = null;
        void this.flush();
      },
      Math.max(0, Math.min(delay, left)),
    );
  }

  /** Writes every pending index; writes are serialised so two never race on one file. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const names = [...this.dirty];
    this.dirty.clear();
    this.firstDirtyAt = null;
    this.writing = this.writing
      .then(async () => {
        const started = performance.now();
        for (const name of names) await this.write(name);
        this.lastFlushMs = performance.now() - started;
      })
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'search snapshot write failed');
        for (const name of names) this.dirty.add(name);
      });
    return this.writing;
  }

  private async write(name: string): Promise<void> {
    const target = join(this.dir, fileName(name));
    const index = this.registry.get(name);
    if (!index) {
      await rm(target, { force: true });
      return;
    }
    await mkdir(this.dir, { recursive: true });
    const tmp = `${target}.${process.pid}.${++this.seq}.tmp`;
    const handle = await open(tmp, 'w');
    try {
      await writeSnapshot(handle, index.toSnapshot());
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, target);
  }
}
