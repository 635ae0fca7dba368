// Persistence: every index lives in memory and is written to `${dir}/{index}.json` (records and
// settings) a moment after it changes, atomically (temporary file + rename), so a crash
// leaves either the old or the new snapshot, never half of one.
import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { SearchIndex, type IndexSnapshot } from './engine/index-store';
import type { Registry } from './engine/registry';

const fileName = (index: string): string => `${encodeURIComponent(index)}.json`;

export class SnapshotStore {
  private readonly dirty = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private seq = 0;

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
        const snapshot = JSON.parse(await readFile(join(this.dir, file), 'utf8')) as IndexSnapshot;
        const index = SearchIndex.fromSnapshot(snapshot);
        indexes.push(index);
        records += index.size;
      } catch (error) {
        this.log.error({ err: error, file }, 'search snapshot unreadable: index skipped');
      }
    }
    for (const index of indexes) this.registry.add(index);
    // Build text indexes now rather than on the first query of a shopper.
    for (const index of indexes) if (index.size > 0) index.textIndex();
    return { indexes: indexes.length, records, ms: Math.round(performance.now() - started) };
  }

  schedule(index: string): void {
    this.dirty.add(index);
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.delayMs);
  }

  /** Writes every pending index; writes are serialised so two never race on one file. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const names = [...this.dirty];
    this.dirty.clear();
    this.writing = this.writing
      .then(async () => {
        for (const name of names) await this.write(name);
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
    const { records, ...header } = index.toSnapshot();
    const handle = await open(tmp, 'w');
    try {
      // One record per line, written in slices: no single giant string for big indexes.
      const head = JSON.stringify(header);
      await handle.write(`${head.slice(0, -1)},"records":[\n`);
      for (let i = 0; i < records.length; i += 1000) {
        const slice = records.slice(i, i + 1000).map((r) => JSON.stringify(r));
        await handle.write(slice.join(',\n') + (i + 1000 < records.length ? ',\n' : '\n'));
      }
      await handle.write(']}\n');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, target);
  }
}
