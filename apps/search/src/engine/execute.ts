// One search up to its matching records: parameters, filters over the columns, text matching
// (or none: an empty query never touches the text index), and ranking on demand. Answers,
// browse and searchForFacetValues are built from this.
import { distinctOf } from './distinct';
import { parseFilters } from './filter-parser';
import { fromFacetFilters, fromNumericFilters, fromTagFilters } from './filters';
import type { Generation } from './generation';
import type { TextFacts } from './hits';
import type { SearchIndex } from './index-store';
import { MatchSet } from './match-set';
import { normalizeParams, type SearchParams } from './params';
import { filterRecords } from './range-filter';
import { compileRanking, rankListing, type Accept } from './ranking';
import { rankText } from './rank-text';
import type { Registry } from './registry';
import type { Settings } from './settings';
import { queryWords, type QueryWord } from './text';
import { withAlternatives } from './text-alternatives';
import { keepFiltered, textCandidates } from './text-search';

export interface Execution {
  params: SearchParams;
  settings: Settings;
  /** The index whose records are read (the primary for a replica). */
  source: SearchIndex;
  generation: Generation;
  words: QueryWord[];
  matched: MatchSet;
  nbHits: number;
  /** The first `limit` hits in ranking order (after distinct). */
  top(limit: number): number[];
  /** Typos, attribute and exact words of some matching records (text queries only). */
  facts(docs: number[]): Map<number, TextFacts>;
  /** A numeric range filter selected the records (range-filter.ts). */
  ranged: boolean;
}

export function execute(
  registry: Registry,
  indexName: string,
  input: Record<string, unknown>,
): Execution {
  const target = registry.require(indexName);
  const source = registry.primaryOf(indexName) ?? target;
  // A replica's own settings (its ranking above all) over its primary's.
  const settings = { ...source.settings, ...target.settings };
  const params = normalizeParams(input, settings);
  const generation = source.generation();
  const faceting = source.compiled.faceting;
  const {
    bits: filter,
    range,
    ranged,
  } = filterRecords(
    generation,
    [
      ...parseFilters(params.filters),
      ...fromFacetFilters(params.facetFilters),
      ...fromNumericFilters(params.numericFilters),
      ...fromTagFilters(params.tagFilters),
    ],
    (attr) => faceting.has(attr),
  );
  const ranking = compileRanking(settings);
  const order = generation.order(ranking.lead, ranking.tail);
  const words = queryWords(params.query, params.words);
  const distinct = distinctOf(generation, settings.attributeForDistinct, params.distinct);
  const accept = () => distinct?.accept() ?? null;
  const base = { params, settings, source, generation, words, ranged };

  if (words.length === 0 || generation.size === 0) {
    const { size, scratch } = generation;
    const matched = range
      ? MatchSet.ofRange(size, range, scratch.listing)
      : filter
        ? MatchSet.ofBits(size, filter, scratch.listing)
        : MatchSet.all(size);
    // A range match is walked by membership: its bitset is built only when something needs it.
    const member = (take: Accept | null): Accept | null =>
      range ? (d) => range.has(d) && (take === null || take(d)) : take;
    return {
      ...base,
      matched,
      nbHits: distinct ? distinct.count(matched) : matched.size,
      top: (limit) => rankListing(order, filter, limit, member(accept())),
      facts: () => new Map(),
    };
  }
  const text = generation.text();
  const { typoTolerance } = params.words;
  let candidates = textCandidates(text, words, generation.scratch.text, typoTolerance);
  const textFilter = filter ?? range?.bits() ?? null;
  if (textFilter) candidates = keepFiltered(candidates, textFilter);
  const { scratch } = generation;
  const matched = MatchSet.ofDocs(generation.size, candidates.docs);
  return {
    ...base,
    // Highlighting marks the halves of a split word and a concatenation too.
    words: withAlternatives(text, words, typoTolerance),
    matched,
    nbHits: distinct ? distinct.count(matched) : matched.size,
    top: (limit) => rankText(order, candidates, ranking, words.length, limit, accept(), scratch),
    facts(docs) {
      const wanted = new Set(docs);
      const out = new Map<number, TextFacts>();
      candidates.docs.forEach((d, i) => {
        if (!wanted.has(d)) return;
        const { typos, ranks, exact } = candidates;
        out.set(d, { typos: typos[i]!, rank: ranks[i]!, exact: exact[i]! });
      });
      return out;
    },
  };
}
