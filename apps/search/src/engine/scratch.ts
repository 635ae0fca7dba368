// Per-record work arrays of a generation, allocated once: at 200,000 records, a query
// allocating its own (several hundred KB) would push V8 into full collections of the whole
// record heap every few dozen queries.
import { emptySet, type Bitset } from './bitset';
import type { RankScratch } from './rank-text';
import { TEXT_KEYS } from './ranking';
import type { TextScratch } from './text-search';

/** Per-record scratch arrays; queries run synchronously, one at a time, so one set suffices. */
export interface Scratch extends RankScratch {
  /** Matching records of a filtered listing, and the others. */
  listing: [Uint32Array, Uint32Array];
  text: TextScratch;
  /** Filter evaluation: the result, and the OR group being built. */
  filter: Bitset;
  group: Bitset;
  /** The records of a numeric range match, when they are needed as a set. */
  range: Bitset;
}

export function allocateScratch(n: number): Scratch {
  return {
    listing: [new Uint32Array(n), new Uint32Array(n)],
    text: {
      docs: new Uint32Array(n),
      typos: new Uint8Array(n),
      ranks: new Uint8Array(n),
      exact: new Uint8Array(n),
      wordDocs: new Uint32Array(n),
      wordInfo: new Uint8Array(n),
      mark: new Uint8Array(n),
      joined: {
        docs: new Uint32Array(n),
        typos: new Uint8Array(n),
        ranks: new Uint8Array(n),
        exact: new Uint8Array(n),
      },
    },
    keys: new Uint16Array(n),
    matchKeys: new Uint16Array(n),
    selected: new Uint32Array(n),
    histogram: new Uint32Array(TEXT_KEYS),
    filter: emptySet(n),
    group: emptySet(n),
    range: emptySet(n),
  };
}
