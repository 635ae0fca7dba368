// One index: its records (insertion-ordered), its settings and a MiniSearch text index over
// the searchable attributes. The text index is built lazily and rebuilt when the searchable
// attributes change, so empty queries and settings updates never pay for it.
import MiniSearch from 'minisearch';
import { isPlainObject, stringLeaves, valuesAt, type Rec } from './paths';
import { compareRecords, criteriaKey } from './ranking';
import {
  compileSettings,
  type CompiledSettings,
  type RankingCriterion,
  type Settings,
} from './settings';
import { normalize, tokenize } from './text';

/** Field name standing for "every attribute" when searchableAttributes is not set. */
const ALL_FIELDS = '*';

export interface IndexSnapshot {
  name: string;
  createdAt: string;
  updatedAt: string;
  settings: Settings;
  records: Rec[];
}

/** Algolia stores objectIDs as strings whatever the client sent. */
export function toRecord(body: Record<string, unknown>, objectID: unknown): Rec {
  return { ...body, objectID: String(objectID) };
}

export class SearchIndex {
  settings: Settings = {};
  compiled: CompiledSettings = compileSettings({});
  updatedAt: string;
  private readonly records = new Map<string, Rec>();
  private text: MiniSearch<Rec> | null = null;
  private version = 0;
  private readonly orderCache = new Map<string, { version: number; records: Rec[] }>();

  constructor(
    readonly name: string,
    readonly createdAt: string = new Date().toISOString(),
  ) {
    this.updatedAt = createdAt;
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
    if (this.text) {
      if (this.text.has(record.objectID)) this.text.replace(record);
      else this.text.add(record);
    }
    this.records.set(record.objectID, record);
    this.touch();
  }

  delete(objectID: string): boolean {
    if (!this.records.delete(objectID)) return false;
    if (this.text?.has(objectID)) this.text.discard(objectID);
    this.touch();
    return true;
  }

  clear(): void {
    this.records.clear();
    this.text = null;
    this.touch();
  }

  setSettings(settings: Settings): void {
    const before = JSON.stringify(this.compiled.searchable);
    this.settings = settings;
    this.compiled = compileSettings(settings);
    if (JSON.stringify(this.compiled.searchable) !== before) this.text = null;
    this.touch();
  }

  /** Records in the order of the given criteria (insertion order breaks ties), cached. */
  ordered(criteria: RankingCriterion[]): Rec[] {
    const key = criteriaKey(criteria);
    const cached = this.orderCache.get(key);
    if (cached && cached.version === this.version) return cached.records;
    const records = [...this.records.values()];
    if (criteria.length > 0) records.sort((a, b) => compareRecords(a, b, criteria));
    this.orderCache.set(key, { version: this.version, records });
    return records;
  }

  textIndex(): MiniSearch<Rec> {
    if (!this.text) {
      const fields = this.compiled.searchable ?? [ALL_FIELDS];
      this.text = new MiniSearch<Rec>({
        idField: 'objectID',
        fields,
        extractField: (record, field) => {
          if (field === 'objectID') return record.objectID;
          if (field === ALL_FIELDS) {
            const { objectID: _id, ...rest } = record;
            return stringLeaves(rest).join(' ');
          }
          return stringLeaves(valuesAt(record, field)).join(' ');
        },
        tokenize,
        processTerm: (term) => normalize(term) || null,
      });
      this.text.addAll([...this.records.values()]);
    }
    return this.text;
  }

  /** Priority of a MiniSearch field (0 = first searchable attribute). */
  fieldRank(field: string): number {
    return this.compiled.searchableRank.get(field) ?? 0;
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
    for (const { objectID, ...body } of snapshot.records) {
      const record = toRecord(body, objectID);
      index.records.set(record.objectID, record);
    }
    index.updatedAt = snapshot.updatedAt ?? index.createdAt;
    index.version++;
    return index;
  }

  private touch(): void {
    this.version++;
    this.updatedAt = new Date().toISOString();
  }
}
