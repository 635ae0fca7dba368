// Answers kept as JSON, keyed by index and parameters, as Algolia keeps a query cache: shoppers
// ask the same listing pages over and over (a category, its sort orders, its pages), and
// counting a dozen facets over 200,000 records costs milliseconds each time. An answer is
// reused only while queries would read the same thing: the same generation of the records,
// the same settings (of the index and of its primary), the same replica link. Only the
// processing time and the click-analytics query id are fresh in every answer.
import { randomBytes } from 'node:crypto';
import type { Generation } from './generation';
import type { SearchIndex } from './index-store';
import type { Registry } from './registry';
import type { Settings } from './settings';

/** Bounds of the cache: answers are 5 to 100 KB of JSON. */
const MAX_ENTRIES = 4000;
const MAX_CHARS = 32 * 1024 * 1024;

/** Indexes and generations are held weakly: a cached answer never keeps a replaced one alive. */
interface Entry {
  target: WeakRef<SearchIndex>;
  targetSettings: Settings;
  source: WeakRef<SearchIndex>;
  sourceSettings: Settings;
  generation: WeakRef<Generation>;
  /** The answer's JSON without its closing brace and without the fresh fields. */
  body: string;
  /** Whether `responseFields` keeps them. */
  time: boolean;
  queryID: boolean;
}

/** What one search reads: the answer of a cached search is valid as long as these stay. */
export interface AnswerSource {
  target: SearchIndex;
  source: SearchIndex;
  generation: Generation;
}

export function answerSource(registry: Registry, indexName: string): AnswerSource {
  const target = registry.require(indexName);
  const source = registry.primaryOf(indexName) ?? target;
  return { target, source, generation: source.generation() };
}

/** The answer JSON with its fresh fields: `processingTimeMS` and `queryID`, when asked. */
function withFresh(entry: Pick<Entry, 'body' | 'time' | 'queryID'>, ms: number): string {
  const fields: string[] = [];
  if (entry.time) fields.push(`"processingTimeMS":${ms}`);
  if (entry.queryID) fields.push(`"queryID":"${randomBytes(16).toString('hex')}"`);
  if (fields.length === 0) return `${entry.body}}`;
  return `${entry.body}${entry.body.length > 1 ? ',' : ''}${fields.join(',')}}`;
}

export class AnswerCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly maxChars = MAX_CHARS,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The answer of `key` from the cache, or computed by `compute` (an answer object serialised
   * by `toJson`) and kept unless `rare`. `started` is when the request began (performance.now()).
   */
  answer(
    key: string,
    from: AnswerSource,
    started: number,
    compute: () => { json: string; time: boolean; queryID: boolean; rare?: boolean },
  ): string {
    const found = this.entries.get(key);
    if (found && this.isValid(found, from)) {
      // Most recently used last: the oldest entries go first.
      this.entries.delete(key);
      this.entries.set(key, found);
      return withFresh(found, Math.round(performance.now() - started));
    }
    if (found) this.remove(key, found);
    const { json, time, queryID, rare = false } = compute();
    const entry: Entry = {
      target: new WeakRef(from.target),
      targetSettings: from.target.settings,
      source: new WeakRef(from.source),
      sourceSettings: from.source.settings,
      generation: new WeakRef(from.generation),
      body: json.slice(0, -1),
      time,
      queryID,
    };
    // A rare search (a price range a shopper picked) is not kept: kept answers outlive the
    // young generation, and one per request grows the old one until a full collection of the
    // whole record heap (hundreds of MB at 200,000 records), for answers hardly asked again.
    if (entry.body.length <= this.maxChars / 8 && !rare) this.add(key, entry);
    return withFresh(entry, Math.round(performance.now() - started));
  }

  private isValid(entry: Entry, from: AnswerSource): boolean {
    return (
      entry.generation.deref() === from.generation &&
      entry.target.deref() === from.target &&
      entry.source.deref() === from.source &&
      entry.targetSettings === from.target.settings &&
      entry.sourceSettings === from.source.settings
    );
  }

  private add(key: string, entry: Entry): void {
    this.entries.set(key, entry);
    this.chars += entry.body.length;
    for (const [oldest, old] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.chars <= this.maxChars) break;
      this.remove(oldest, old);
    }
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.chars -= entry.body.length;
  }
}
