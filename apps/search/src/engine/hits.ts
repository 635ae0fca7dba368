// The hits of an answer: retrieved attributes, `_highlightResult`, and `_rankingInfo` when
// asked, as Algolia shapes them.
import { highlightRecord } from './highlight';
import type { SearchParams } from './params';
import { pickAttributes, type Rec } from './paths';
import type { QueryWord } from './text';

/**
 * A hit before it is sent: the retrieved attributes (the stored record itself when all are,
 * so its JSON can be reused) and the attributes the engine adds.
 */
export interface Hit {
  retrieved: Rec;
  full: boolean;
  added: { _highlightResult?: unknown; _rankingInfo?: unknown };
  /** Some attributes and nothing added (a listing card): its JSON is kept per record (json.ts). */
  lean?: { record: Rec; key: string };
}

export const plainHit = (hit: Hit): Rec => ({ ...hit.retrieved, ...hit.added });

export interface TextFacts {
  typos: number;
  rank: number;
  exact: number;
}

/** An attribute picked by name: not `*` and not an exclusion. */
const named = (attr: string): boolean => attr !== '*' && !attr.startsWith('-');

export function buildHit(
  record: Rec,
  params: SearchParams,
  words: QueryWord[],
  highlightAttributes: string[],
  facts: TextFacts | undefined,
): Hit {
  const attributes = params.attributesToRetrieve;
  if (highlightAttributes.length === 0 && !params.getRankingInfo && attributes?.every(named)) {
    let retrieved: Rec | undefined;
    return {
      get retrieved() {
        return (retrieved ??= pickAttributes(record, attributes));
      },
      full: false,
      added: {},
      lean: { record, key: attributes.join('\u0000') },
    };
  }
  const tags = { pre: params.highlightPreTag, post: params.highlightPostTag };
  const retrieved = pickAttributes(record, params.attributesToRetrieve);
  // `attributesToHighlight: []` turns highlighting off and leaves `_highlightResult` out.
  const hit: Hit = {
    retrieved,
    full: retrieved === record,
    added:
      highlightAttributes.length === 0
        ? {}
        : { _highlightResult: highlightRecord(record, highlightAttributes, words, tags) },
  };
  if (params.getRankingInfo) {
    hit.added._rankingInfo = {
      nbTypos: facts?.typos ?? 0,
      firstMatchedWord: (facts?.rank ?? 0) * 1000,
      proximityDistance: 0,
      userScore: 0,
      geoDistance: 0,
      geoPrecision: 1,
      nbExactWords: facts?.exact ?? 0,
      words: words.length,
      filters: 0,
    };
  }
  return hit;
}

/** `responseFields`: only the listed top-level fields (`*` for all), as Algolia trims them. */
export function pickFields<T extends object>(response: T, fields: string[] | null): Partial<T> {
  if (fields === null || fields.includes('*')) return response;
  const keep = new Set([...fields, 'message', 'warning', 'cursor']);
  return Object.fromEntries(Object.entries(response).filter(([key]) => keep.has(key))) as T;
}
