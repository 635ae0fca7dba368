// One index: its records (insertion-ordered) and settings, and its generations (generations.ts):
// the columns, orders and text index derived from the records, which queries read.
import { Generation, type Plan } from './generation';
import { Generations } from './generations';
import { isPlainObject, type Rec } from './paths';
import { compileRanking } from './ranking';
import { compileSettings, type CompiledSettings, type Settings } from './settings';
import type { SearchableField } from './text-index';

export { SYNC_REBUILD_LIMIT } from './generations';

export interface IndexSnapshot {
  name: string;
  createdAt: string;
  updatedAt: string;
  settings: Settings;
  records: Rec[];
}

/**
 * Algolia stores objectIDs as strings whatever the client sent. The body is a freshly parsed
 * request object, owned by the caller: it becomes the record without a copy.
 */
export function toRecord(body: Record<string, unknown>, objectID: unknown): Rec {
  body.objectID = String(objectID);
  return body as Rec;
}

export class SearchIndex {
  settings: Settings = {};
  compiled: CompiledSettings = compileSettings({});
  /** Milliseconds; formatted on demand, as writes touch it once per record. */
  private updatedMs: number;
  private readonly records = new Map<string, Rec>();
  private version = 0;
  readonly generations = new Generations(this);
  /**
   * Merged settings of this index and of each of its replicas, set by the registry: their
   * rankings' orders are built with the generation.
   */
  rankings: () => Settings[] = () => [this.settings];

  constructor(
    readonly name: string,
    readonly createdAt: string = new Date().toISOString(),
  ) {
    this.updatedMs = Date.parse(createdAt) || Date.now();
  }

  get updatedAt(): string {
    return new Date(this.updatedMs).toISOString();
  }

  get size(): number {
    return this.records.size;
  }

  get(objectID: string): Rec | undefined {
    return this.records.get(objectID);
  }

  values(): IterableIterator<Rec> {
    return this.records.values();
  }

  save(record: Rec): void {
    this.records.set(record.objectID, record);
    this.touch();
  }

  delete(objectID: string): boolean {
    if (!this.records.delete(objectID)) return false;
    this.touch();
    return true;
  }

  clear(): void {
    this.records.clear();
    this.touch();
  }

  setSettings(settings: Settings): void {
    this.settings = settings;
    this.compiled = compileSettings(settings);
    this.touch();
  }

  /** The generation queries read (see generations.ts). */
  generation(): Generation {
    return this.generations.current();
  }

  get currentVersion(): number {
    return this.version;
  }

  nextGeneration(): Generation {
    return new Generation([...this.records.values()], this.version, this.fields());
  }

  /** The previous generation's structures, and what the settings of the index name. */
  plan(previous: Plan): Plan {
    const faceting = [...this.compiled.faceting.keys()];
    return {
      text: true,
      facets: [...new Set([...previous.facets, ...faceting])],
      numerics: previous.numerics,
      numericFacets: faceting,
      orders: [
        ...previous.orders,
        ...this.rankings().map((settings): Plan['orders'][number] => {
          const { lead, tail } = compileRanking(settings);
          return [lead, tail];
        }),
      ],
    };
  }

  private fields(): SearchableField[] {
    const { searchable, searchableRank } = this.compiled;
    if (!searchable) return [{ path: null, rank: 0 }];
    return searchable.map((path) => ({ path, rank: searchableRank.get(path) ?? 0 }));
  }

  toSnapshot(): IndexSnapshot {
    return {
      name: this.name,
      createdAt: this.createdAt,
      updatedAt: this.updatedAt,
      settings: this.settings,
      records: [...this.records.values()],
    };
  }

  static fromSnapshot(snapshot: IndexSnapshot): SearchIndex {
    const index = new SearchIndex(snapshot.name, snapshot.createdAt);
    index.setSettings(isPlainObject(snapshot.settings) ? snapshot.settings : {});
    for (const record of snapshot.records) {
      // Snapshots hold string objectIDs already: no copy for the common case.
      const stored =
        typeof record.objectID === 'string' ? record : toRecord(record, record.objectID);
      index.records.set(stored.objectID, stored);
    }
    index.updatedMs = Date.parse(snapshot.updatedAt ?? index.createdAt) || Date.now();
    index.version++;
    return index;
  }

  private touch(): void {
    this.version++;
    this.updatedMs = Date.now();
    this.generations.written();
  }
}
