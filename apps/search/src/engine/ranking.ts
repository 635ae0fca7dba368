import { memoByRecord } from './memo';
import { getAt, type Rec } from './paths';
import type { SearchIndex } from './index-store';
import type { CompiledSettings, RankingCriterion } from './settings';
import type { TextMatch } from './text-search';

type Comparable = number | string | undefined;

const sortValue = memoByRecord((record: Rec, attr: string): Comparable => {
  const value = getAt(record, attr);
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value;
  return undefined;
});

/** Records missing the attribute come last whatever the order, as in Algolia. */
export function compareRecords(a: Rec, b: Rec, criteria: RankingCriterion[]): number {
  for (const { attr, order } of criteria) {
    const va = sortValue(a, attr);
    const vb = sortValue(b, attr);
    if (va === vb) continue;
    if (va === undefined) return 1;
    if (vb === undefined) return -1;
    const diff =
      typeof va === 'number' && typeof vb === 'number'
        ? va - vb
        : String(va).localeCompare(String(vb));
    if (diff !== 0) return order === 'asc' ? diff : -diff;
  }
  return 0;
}

export const criteriaKey = (criteria: RankingCriterion[]): string =>
  criteria.map((c) => `${c.order}(${c.attr})`).join(',');

/** A replica with ranking settings of its own ranks with them; otherwise the primary's apply. */
export function rankingOf(target: SearchIndex, source: SearchIndex): CompiledSettings {
  const own = target.compiled;
  const ranksItself = own.customRanking.length > 0 || own.sortRanking.length > 0;
  return target === source || !ranksItself ? source.compiled : own;
}

/**
 * Algolia's tie-breaking order: the sort attributes of a standard replica, then typos,
 * attribute, exact words, customRanking, and MiniSearch's score last.
 */
export function byRelevance(ranking: CompiledSettings) {
  return (a: TextMatch, b: TextMatch): number =>
    compareRecords(a.record, b.record, ranking.sortRanking) ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    compareRecords(a.record, b.record, ranking.customRanking) ||
    b.score - a.score;
}
