// Algolia's `ranking` setting compiled for the engine: static criteria (sort attributes of a
// replica, customRanking in place of `custom`) come from a precomputed order; textual ones
// (typo, attribute, exact) are facts of each text match, packed into one small sort key.
import { has, type Bitset } from './bitset';
import type { StaticOrder } from './orders';
import type { RankingCriterion, Settings } from './settings';

/** Text keys are below this (64 typos x 16 attributes x 32 exact words). */
export const TEXT_KEYS = 64 * 16 * 32;

export type TextCriterion = 'typo' | 'attribute' | 'exact';

export interface Ranking {
  /** Static criteria before the first textual one (`asc(price)` of a standard replica). */
  lead: RankingCriterion[];
  text: TextCriterion[];
  /** Static criteria after it; textual criteria listed among these are applied before them. */
  tail: RankingCriterion[];
}

export const DEFAULT_RANKING = [
  'typo',
  'geo',
  'words',
  'filters',
  'proximity',
  'attribute',
  'exact',
  'custom',
];

const criterion = (expr: string): RankingCriterion | null => {
  const match = /^(asc|desc)\((.+)\)$/.exec(expr.trim());
  return match ? { attr: match[2]!.trim(), order: match[1] as 'asc' | 'desc' } : null;
};

const strings = (value: unknown): string[] | null =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : null;

/**
 * From the merged settings of a query (a replica's own over its primary's). `words` (all words
 * are required), `proximity`, `geo` and `filters` do not separate any two hits here.
 */
export function compileRanking(settings: Settings): Ranking {
  const custom = (strings(settings.customRanking) ?? []).flatMap((e) => criterion(e) ?? []);
  const ranking: Ranking = { lead: [], text: [], tail: [] };
  for (const entry of strings(settings.ranking) ?? DEFAULT_RANKING) {
    const statics = entry === 'custom' ? custom : [criterion(entry)].filter((c) => c !== null);
    if (entry === 'typo' || entry === 'attribute' || entry === 'exact') {
      if (!ranking.text.includes(entry)) ranking.text.push(entry);
    } else if (ranking.text.length === 0) ranking.lead.push(...statics);
    else ranking.tail.push(...statics);
  }
  return ranking;
}

/**
 * Packs a match's textual facts into one number, smaller is better: each criterion gets a
 * digit (typos < 64, attribute < 16, missing exact words < 32) in the ranking's order.
 */
export function textKeyWeights(criteria: TextCriterion[]): Record<TextCriterion, number> {
  const weights = { typo: 0, attribute: 0, exact: 0 };
  const radix = { typo: 64, attribute: 16, exact: 32 };
  let weight = 1;
  for (const name of [...criteria].reverse()) {
    weights[name] = weight;
    weight *= radix[name];
  }
  return weights;
}

export type Accept = (doc: number) => boolean;

/** A listing: the static order, filtered, until `limit` records are accepted. */
export function rankListing(
  order: StaticOrder,
  filter: Bitset | null,
  limit: number,
  accept: Accept | null,
): number[] {
  const out: number[] = [];
  for (let p = 0; p < order.order.length && out.length < limit; p++) {
    const d = order.order[p]!;
    if ((filter === null || has(filter, d)) && (accept === null || accept(d))) out.push(d);
  }
  return out;
}
