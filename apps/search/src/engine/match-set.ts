// The records a query matched, in the form that is cheapest to produce: every record (an
// unfiltered listing), a bitset (a filtered listing), a numeric range within the other filters
// (range-filter.ts: a bitset only when needed) or a list (text matches).
import { count, has, members, nonMembers, type Bitset } from './bitset';
import type { RangeMatch } from './range-filter';

const NO_SCRATCH: [Uint32Array, Uint32Array] = [new Uint32Array(0), new Uint32Array(0)];

export class MatchSet {
  private list: Uint32Array | null = null;
  private complementList: Uint32Array | null = null;
  readonly size: number;

  private constructor(
    readonly total: number,
    private bitset: Bitset | null,
    docs: Uint32Array | null,
    /** Per-record scratch for the two lists (valid until the next query). */
    private readonly scratch: [Uint32Array, Uint32Array],
    readonly range: RangeMatch | null = null,
  ) {
    this.list = docs;
    this.size = range ? range.size : docs ? docs.length : bitset ? count(bitset) : total;
  }

  static all(total: number): MatchSet {
    return new MatchSet(total, null, null, NO_SCRATCH);
  }

  static ofBits(total: number, bits: Bitset, scratch: [Uint32Array, Uint32Array]): MatchSet {
    return new MatchSet(total, bits, null, scratch);
  }

  static ofRange(total: number, range: RangeMatch, scratch: [Uint32Array, Uint32Array]) {
    return new MatchSet(total, null, null, scratch, range);
  }

  static ofDocs(total: number, docs: Uint32Array): MatchSet {
    return new MatchSet(total, null, docs, NO_SCRATCH);
  }

  /** The match as a bitset (null for every record and for a list). */
  get bits(): Bitset | null {
    if (this.bitset === null && this.range !== null) this.bitset = this.range.bits();
    return this.bitset;
  }

  get isAll(): boolean {
    return this.bitset === null && this.list === null && this.range === null;
  }

  /**
   * More than half of the records: facet counts are cheaper as "all records minus the rest",
   * since the counts over all records are computed once per generation.
   */
  get isDense(): boolean {
    return (this.bitset !== null || this.range !== null) && this.size > this.total / 2;
  }

  /** The matching records, ascending for a bitset (null for every record). */
  docs(): Uint32Array | null {
    const bits = this.bits;
    if (this.list === null && bits !== null) this.list = members(bits, this.scratch[0]);
    return this.list;
  }

  /** The records not matching a bitset match, ascending. */
  complement(): Uint32Array {
    this.complementList ??= nonMembers(this.bits!, this.total, this.scratch[1]);
    return this.complementList;
  }

  /** Membership, for every-record, range and bitset matches. */
  has(doc: number): boolean {
    if (this.range) return this.range.has(doc);
    return this.bitset === null || has(this.bitset, doc);
  }
}
