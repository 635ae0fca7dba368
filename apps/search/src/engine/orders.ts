// Precomputed orders: every record of a generation sorted once by the static criteria of a
// ranking (replica sort attributes, customRanking), so that a listing is a walk down an array
// and a text query only has to sort its matches by the textual criteria within groups.
import { compareAlpha } from './alpha';
import { getAt, type Rec } from './paths';
import type { RankingCriterion } from './settings';
import { STEP, type Steps } from './steps';

export interface StaticOrder {
  /** Record numbers, best first; insertion order breaks the remaining ties. */
  order: Uint32Array;
  /**
   * groupStart[p] = 1 where the leading criteria (those ranked before the textual ones, as the
   * price of a `…_price_asc` replica) change value: text relevance sorts within such groups.
   * Null when there are no leading criteria.
   */
  groupStart: Uint8Array | null;
  /** Record -> its position in `order`, built on first need (ranking a few text matches). */
  position?: Uint32Array;
  /** Position -> number of its group of equal leading criteria, built with `position`. */
  groupIndex?: Uint32Array;
}

export function positionsOf(order: StaticOrder): {
  position: Uint32Array;
  groupIndex: Uint32Array;
} {
  if (!order.position || !order.groupIndex) {
    const n = order.order.length;
    order.position = new Uint32Array(n);
    order.groupIndex = new Uint32Array(n);
    let group = 0;
    for (let p = 0; p < n; p++) {
      order.position[order.order[p]!] = p;
      if (p > 0 && order.groupStart?.[p] === 1) group++;
      order.groupIndex[p] = group;
    }
  }
  return { position: order.position, groupIndex: order.groupIndex };
}

/** Dense ascending ranks of an attribute's values; records without one get `distinct`. */
export interface AttributeRanks {
  ranks: Uint32Array;
  distinct: number;
}

/**
 * Ranks of one attribute, 0 = smallest. Numbers (and booleans as 0/1) are ranked with typed
 * arrays and a native sort; strings, alphabetically after numbers, the slow way.
 */
export function* attributeRankSteps(records: Rec[], attr: string): Steps<AttributeRanks> {
  const n = records.length;
  const numbers = new Float64Array(n).fill(NaN);
  const strings = new Map<number, string>();
  for (let d = 0; d < n; d++) {
    if (d % STEP === 0) yield;
    const value = getAt(records[d], attr);
    if (typeof value === 'number' && Number.isFinite(value)) numbers[d] = value;
    else if (typeof value === 'boolean') numbers[d] = value ? 1 : 0;
    else if (typeof value === 'string') strings.set(d, value);
  }
  const sorted = numbers.slice().sort(); // NaN last
  let unique = 0;
  for (let i = 0; i < n && sorted[i] === sorted[i]; i++) {
    if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[unique++] = sorted[i]!;
  }
  yield;
  const texts = [...new Set(strings.values())].sort(compareAlpha);
  const textRank = new Map(texts.map((text, i) => [text, unique + i]));
  const distinct = unique + texts.length;
  const ranks = new Uint32Array(n);
  for (let d = 0; d < n; d++) {
    if (d % STEP === 0) yield;
    const value = numbers[d]!;
    if (value === value) ranks[d] = lowerBound(sorted, unique, value);
    else ranks[d] = strings.has(d) ? textRank.get(strings.get(d)!)! : distinct;
  }
  return { ranks, distinct };
}

function lowerBound(sorted: Float64Array, length: number, value: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Ranks in the criterion's direction, 0 = best; records without the value stay last. */
function directed({ ranks, distinct }: AttributeRanks, order: 'asc' | 'desc'): Uint32Array {
  if (order === 'asc') return ranks;
  return ranks.map((r) => (r === distinct ? distinct : distinct - 1 - r));
}

/** `attributeRanks` gives the ranks of an attribute (computed once per generation). */
export function* orderSteps(
  n: number,
  lead: RankingCriterion[],
  tail: RankingCriterion[],
  attributeRanks: (attr: string) => Steps<AttributeRanks>,
): Steps<StaticOrder> {
  const ranks: Uint32Array[] = [];
  const sizes: number[] = [];
  for (const { attr, order } of [...lead, ...tail]) {
    const ranked = yield* attributeRanks(attr);
    ranks.push(directed(ranked, order));
    sizes.push(ranked.distinct + 1);
  }
  // One number per record, (ranks..., record), sorted natively: a comparator called from the
  // sort costs ten times more. Exact below 2^53, a comparator sort otherwise.
  const span = sizes.reduce((product, size) => product * size, n);
  const order = new Uint32Array(n);
  if (span < 2 ** 53) {
    const composite = new Float64Array(n);
    for (let d = 0; d < n; d++) {
      let key = 0;
      for (let c = 0; c < ranks.length; c++) key = key * sizes[c]! + ranks[c]![d]!;
      composite[d] = key * n + d;
    }
    yield;
    composite.sort();
    yield;
    for (let p = 0; p < n; p++) order[p] = composite[p]! % n;
  } else {
    for (let d = 0; d < n; d++) order[d] = d;
    order.sort((a, b) => {
      for (const r of ranks) if (r[a] !== r[b]) return r[a]! - r[b]!;
      return a - b;
    });
  }
  if (lead.length === 0) return { order, groupStart: null };
  const groupStart = new Uint8Array(n);
  for (let p = 0; p < n; p++) {
    const [d, previous] = [order[p]!, order[p - 1]];
    groupStart[p] =
      previous === undefined || ranks.slice(0, lead.length).some((r) => r[d] !== r[previous])
        ? 1
        : 0;
  }
  return { order, groupStart };
}
