// Random queries for the conformance test, as a structure the reference reads directly and as
// the parameters a client sends (a `filters` string, facetFilters/numericFilters/tagFilters).
import { pick, type Random } from '../../bench/catalog';
import type { Rec } from '../../src/engine/paths';
import type { RankingCriterion } from '../../src/engine/settings';

export type Filter =
  | { kind: 'facet'; attr: string; value: string; negated: boolean }
  | {
      kind: 'numeric';
      attr: string;
      op: '<' | '<=' | '=' | '!=' | '>=' | '>';
      value: number;
      negated: boolean;
    }
  | { kind: 'range'; attr: string; low: number; high: number; negated: boolean };

export interface RefQuery {
  index: string;
  query: string;
  /** AND of OR groups, each of one kind (facet, tag or numeric) as Algolia requires. */
  filters: Filter[][];
  page: number;
  hitsPerPage: number;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  distinct: number;
}

export interface RefSettings {
  searchable: string[];
  faceting: string[];
  lead: RankingCriterion[];
  tail: RankingCriterion[];
  distinctAttr: string;
}

const FACETS = [
  'brandName',
  'categoryName',
  'colors',
  'sizes.size',
  'sexe',
  'label',
  'isOnlyOutlet',
];
const NUMERIC = ['price', 'sales', 'promotion.percent', 'displayInListing'];
const OPS = ['<', '<=', '=', '!=', '>=', '>'] as const;

function facetFilter(random: Random, records: Rec[]): Filter {
  const record = pick(random, records);
  const attr = random() < 0.1 ? 'categoryIds' : pick(random, FACETS); // categoryIds: not a facet
  const values =
    attr === 'sizes.size'
      ? (record.sizes as { size: string }[]).map((s) => s.size)
      : [record[attr]].flat();
  let value = String(pick(random, values.length > 0 ? values : ['none']));
  if (random() < 0.2) value = value.toUpperCase();
  if (random() < 0.05) value = 'no such value';
  return { kind: 'facet', attr, value, negated: random() < 0.2 };
}

function numericFilter(random: Random): Filter {
  const attr = pick(random, NUMERIC);
  const scale =
    attr === 'sales' ? 5000 : attr === 'price' ? 400 : attr === 'displayInListing' ? 1 : 50;
  const value =
    Math.round(random() * scale * (attr === 'price' ? 100 : 1)) / (attr === 'price' ? 100 : 1);
  if (random() < 0.4) {
    return {
      kind: 'range',
      attr,
      low: value,
      high: value + Math.round(random() * scale),
      negated: random() < 0.15,
    };
  }
  return { kind: 'numeric', attr, op: pick(random, OPS), value, negated: random() < 0.15 };
}

function group(random: Random, records: Rec[]): Filter[] {
  const size = random() < 0.7 ? 1 : 2;
  const kind = random();
  if (kind < 0.5) return Array.from({ length: size }, () => facetFilter(random, records));
  if (kind < 0.6) {
    return Array.from({ length: size }, () => ({
      kind: 'facet' as const,
      attr: '_tags',
      value: pick(random, ['new', 'sale', 'promo', 'gone']),
      negated: random() < 0.2,
    }));
  }
  return Array.from({ length: size }, () => numericFilter(random));
}

/** A word of a record's name, as typed: whole, cut short, or with one typo. */
function typed(random: Random, word: string, last: boolean): string {
  const r = random();
  if (last && r < 0.3) return word.slice(0, 1 + Math.floor(random() * word.length));
  if (r < 0.5 && word.length >= 4) {
    const i = 1 + Math.floor(random() * (word.length - 2));
    return random() < 0.5
      ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) // swapped letters
      : word.slice(0, i) + 'x' + word.slice(i + 1);
  }
  return r < 0.6 ? word.toUpperCase() : word;
}

function textQuery(random: Random, records: Rec[]): string {
  const r = random();
  if (r < 0.1) return String.fromCharCode(97 + Math.floor(random() * 26)); // one letter
  if (r < 0.15) return 'zzzqx';
  const words = String(pick(random, records).name).split(' ');
  // Two words typed as one (splitting) and one typed as two (concatenation).
  if (r < 0.22 && words.length > 1) {
    const i = Math.floor(random() * (words.length - 1));
    return words[i]! + words[i + 1]!;
  }
  if (r < 0.27) {
    const word = pick(random, words);
    const at = 1 + Math.floor(random() * (word.length - 1));
    return `${word.slice(0, at)} ${word.slice(at)}`;
  }
  const count = random() < 0.5 ? 1 : 2;
  const chosen = Array.from({ length: count }, () => pick(random, words));
  return chosen.map((w, i) => typed(random, w, i === count - 1)).join(' ');
}

export function randomQuery(
  random: Random,
  records: Rec[],
  indexes: string[],
  text: boolean,
): RefQuery {
  const facets = random() < 0.3 ? [] : FACETS.concat('price').filter(() => random() < 0.4);
  return {
    index: pick(random, indexes),
    query: text ? textQuery(random, records) : '',
    filters: Array.from({ length: Math.floor(random() * 3.5) }, () => group(random, records)),
    page: Math.floor(random() * random() * 4),
    hitsPerPage: pick(random, [1, 5, 20, 48]),
    facets,
    maxValuesPerFacet: pick(random, [2, 5, 100]),
    sortFacetValuesBy: random() < 0.8 ? 'count' : 'alpha',
    distinct: random() < 0.8 ? 0 : pick(random, [1, 2]),
  };
}
