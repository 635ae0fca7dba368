// Which generation of an index queries read, and when the next one is built. Writes only
// change the records; a moment after the last write of a burst, the next generation is built
// in slices between requests and replaces the live one when complete, so queries are never
// held up by a rebuild. Small indexes (the seed catalogue) skip the wait: a query finding its
// generation stale rebuilds it at once, so writes show at once.
import type { Generation, Plan } from './generation';
import { runSteps, runStepsAsync } from './steps';

/** Up to this many records, a query rebuilds a stale generation itself (a few ms per 1,000). */
export const SYNC_REBUILD_LIMIT = 10_000;
/** Quiet time after a write before the next generation is built. */
const REBUILD_DELAY_MS = 300;

export const NOTHING: Plan = { facets: [], numerics: [], orders: [], text: false };

/** The index as the generations see it. */
export interface GenerationSource {
  readonly size: number;
  readonly currentVersion: number;
  /** A generation of the records as they are now (nothing built yet). */
  nextGeneration(): Generation;
  /** What to build ahead, given what the previous generation had built. */
  plan(previous: Plan): Plan;
}

export class Generations {
  private live: Generation | null = null;
  private timer: NodeJS.Timeout | null = null;
  private building: Promise<void> | null = null;
  /** Duration of the last complete build, reported as `lastBuildTimeS` by listIndices. */
  lastBuildMs = 0;

  constructor(private readonly index: GenerationSource) {}

  /** The generation queries read: current, or the last complete one while the next builds. */
  current(): Generation {
    const { index } = this;
    if (this.live?.version === index.currentVersion) return this.live;
    if (this.live === null || index.size <= SYNC_REBUILD_LIMIT) {
      const next = index.nextGeneration();
      runSteps(next.prepare(this.live?.built() ?? NOTHING));
      this.live = next;
    }
    return this.live;
  }

  /** Whether the records as of `version` are what queries see (a task is then published). */
  isPublished(version: number): boolean {
    return this.index.size <= SYNC_REBUILD_LIMIT || (this.live?.version ?? -1) >= version;
  }

  /** True while queries do not read the records as they are now. */
  get pending(): boolean {
    return this.index.size > 0 && this.live?.version !== this.index.currentVersion;
  }

  /** Builds the live generation and everything queries may need now (loading a snapshot). */
  prepare(): void {
    const started = performance.now();
    const next = this.index.nextGeneration();
    runSteps(next.prepare(this.index.plan(this.live?.built() ?? NOTHING)));
    this.live = next;
    this.lastBuildMs = performance.now() - started;
  }

  /** After a write: rebuild once the writes stop (a bulk import builds once, at its end). */
  written(): void {
    if (this.timer) {
      this.timer.refresh();
      return;
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.rebuild();
    }, REBUILD_DELAY_MS);
    this.timer.unref();
  }

  /** Stops a pending rebuild (index deleted or replaced). */
  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Builds generations in slices until the live one is current. */
  private rebuild(): Promise<void> {
    this.building ??= (async () => {
      while (this.live?.version !== this.index.currentVersion) {
        const started = performance.now();
        const next = this.index.nextGeneration();
        await runStepsAsync(next.prepare(this.index.plan(this.live?.built() ?? NOTHING)));
        // A query may have built a newer one meanwhile (small index): keep the newest.
        if (this.live === null || this.live.version < next.version) this.live = next;
        this.lastBuildMs = performance.now() - started;
      }
    })().finally(() => {
      this.building = null;
    });
    return this.building;
  }
}
