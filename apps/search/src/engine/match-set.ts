// The records a query matched, in the form that is cheapest to produce: every record (an
// unfiltered listing), a bitset (a filtered listing) or a list (text matches).
import { count, has, members, nonMembers, type Bitset } from './bitset';

const NO_SCRATCH: [Uint32Array, Uint32Array] = [new Uint32Array(0), new Uint32Array(0)];

export class MatchSet {
  private list: Uint32Array | null = null;
  private complementList: Uint32Array | null = null;
  readonly size: number;

  private constructor(
    readonly total: number,
    readonly bits: Bitset | null,
    docs: Uint32Array | null,
    /** Per-record scratch for the two lists (valid until the next query). */
    private readonly scratch: [Uint32Array, Uint32Array],
  ) {
    this.list = docs;
    this.size = docs ? docs.length : bits ? count(bits) : total;
  }

  static all(total: number): MatchSet {
    return new MatchSet(total, null, null, NO_SCRATCH);
  }

  static ofBits(total: number, bits: Bitset, scratch: [Uint32Array, Uint32Array]): MatchSet {
    return new MatchSet(total, bits, null, scratch);
  }

  static ofDocs(total: number, docs: Uint32Array): MatchSet {
    return new MatchSet(total, null, docs, NO_SCRATCH);
  }

  get isAll(): boolean {
    return this.bits === null && this.list === null;
  }

  /**
   * More than half of the records: facet counts are cheaper as "all records minus the rest",
   * since the counts over all records are computed once per generation.
   */
  get isDense(): boolean {
    return this.bits !== null && this.size > this.total / 2;
  }

  /** The matching records, ascending for a bitset (null for every record). */
  docs(): Uint32Array | null {
    if (this.list === null && this.bits !== null) this.list = members(this.bits, this.scratch[0]);
    return this.list;
  }

  /** The records not matching a bitset match, ascending. */
  complement(): Uint32Array {
    this.complementList ??= nonMembers(this.bits!, this.total, this.scratch[1]);
    return this.complementList;
  }

  /** Membership, for every-record and bitset matches. */
  has(doc: number): boolean {
    return this.bits === null || has(this.bits, doc);
  }
}
