// The brute-force reference the engine is checked against: every record examined one by one,
// with the rules written out plainly. It shares only the tokenizer and the alphabetical order
// with the engine; matching, filtering, ranking, distinct and facets are its own. Per-record
// reads (values at a path, words) are computed once per attribute, as plain arrays.
import { compareAlpha } from '../../src/engine/alpha';
import type { Rec } from '../../src/engine/paths';
import { normalize, queryWords, tokenize, type QueryWord } from '../../src/engine/text';
import type { Filter, RefQuery, RefSettings } from './model';
import { typos } from './typos';
import { compareValues, scalars, sortValue } from './values';

interface TextMatch {
  typos: number;
  attribute: number;
  exact: number;
}

export class Reference {
  private readonly cache = new Map<string, unknown[]>();
  private readonly dictionaries = new Map<string, Map<string, Set<number>>>();

  constructor(private readonly records: Rec[]) {}

  private column<T>(key: string, read: (record: Rec) => T): T[] {
    if (!this.cache.has(key)) this.cache.set(key, this.records.map(read));
    return this.cache.get(key) as T[];
  }

  private facetStrings(attr: string): string[][] {
    return this.column(`facets ${attr}`, (r) => [
      ...new Set(
        scalars(r, attr.split('.'))
          .filter((v) => ['string', 'number', 'boolean'].includes(typeof v))
          .map(String),
      ),
    ]);
  }

  private numbers(attr: string): number[][] {
    return this.column(`numbers ${attr}`, (r) =>
      scalars(r, attr.split('.')).flatMap((v) =>
        typeof v === 'number' ? [v] : typeof v === 'boolean' ? [v ? 1 : 0] : [],
      ),
    );
  }

  private hasBooleans(attr: string): boolean {
    const flags = this.column(`booleans ${attr}`, (r) =>
      scalars(r, attr.split('.')).some((v) => typeof v === 'boolean'),
    );
    return flags.some(Boolean);
  }

  /** Normalised words of each searchable attribute, per record. */
  private words(searchable: string[]): string[][][] {
    return this.column(`words ${searchable.join()}`, (r) =>
      searchable.map((attr) =>
        scalars(r, attr.split('.'))
          .flatMap((v) =>
            typeof v === 'string' || typeof v === 'number' ? tokenize(String(v)) : [],
          )
          .map(normalize),
      ),
    );
  }

  /** A filter as a test of record number i (columns looked up once per query). */
  private test(f: Filter, faceting: string[]): (i: number) => boolean {
    let test: (i: number) => boolean;
    if (f.kind === 'facet') {
      const known = f.attr === '_tags' || faceting.includes(f.attr);
      const values = this.facetStrings(f.attr);
      const wanted = f.value.toLowerCase();
      test = (i) => known && values[i]!.some((v) => v.toLowerCase() === wanted);
    } else {
      const numbers = this.numbers(f.attr);
      const holds: (v: number) => boolean =
        f.kind === 'range'
          ? (v) => v >= f.low && v <= f.high
          : f.op === '<'
            ? (v) => v < f.value
            : f.op === '<='
              ? (v) => v <= f.value
              : f.op === '>='
                ? (v) => v >= f.value
                : f.op === '>'
                  ? (v) => v > f.value
                  : (v) => v === f.value;
      // `!=`: the record holds no such value.
      test =
        f.kind === 'numeric' && f.op === '!='
          ? (i) => !numbers[i]!.some(holds)
          : (i) => numbers[i]!.some(holds);
    }
    return f.negated ? (i) => !test(i) : test;
  }

  /** Every word of the searchable attributes, and the records holding each. */
  private dictionary(searchable: string[]): Map<string, Set<number>> {
    const key = searchable.join();
    let map = this.dictionaries.get(key);
    if (map) return map;
    map = new Map();
    for (const [i, fields] of this.words(searchable).entries()) {
      for (const token of fields.flat()) {
        if (!map.has(token)) map.set(token, new Set());
        map.get(token)!.add(i);
      }
    }
    this.dictionaries.set(key, map);
    return map;
  }

  /**
   * Algolia's split of a word allowed a typo: a head of at most 12 letters and a tail, both
   * words of the index; of several, the one most records hold both halves of.
   */
  private split(word: QueryWord, dictionary: Map<string, Set<number>>): [string, string] | null {
    if (word.maxTypos === 0) return null;
    const w = word.normalized;
    let best: [string, string] | null = null;
    let bestCount = 0;
    for (let i = 1; i < w.length && i <= 12; i++) {
      const [head, tail] = [dictionary.get(w.slice(0, i)), dictionary.get(w.slice(i))];
      if (!head || !tail) continue;
      const count = [...head].filter((r) => tail.has(r)).length;
      if (count > bestCount) [best, bestCount] = [[w.slice(0, i), w.slice(i)], count];
    }
    return best;
  }

  /** One query word against a record: fewest typos, best attribute, exact or not. */
  private wordMatch(
    fields: string[][],
    word: QueryWord,
    split: [string, string] | null,
    known: Map<string, number>,
  ): TextMatch | null {
    let best = Infinity;
    let attribute = Infinity;
    let exact = false;
    for (let rank = 0; rank < fields.length; rank++) {
      for (const token of fields[rank]!) {
        let t = known.get(token);
        if (t === undefined) known.set(token, (t = typos(word, token)));
        if (t === Infinity) continue;
        best = Math.min(best, t);
        attribute = Math.min(attribute, rank);
        if (token === word.normalized) exact = true;
      }
    }
    // A split word: a record holding both halves matches it with one typo.
    const rankOf = (term: string) => fields.findIndex((tokens) => tokens.includes(term));
    if (split && rankOf(split[0]) >= 0 && rankOf(split[1]) >= 0) {
      best = Math.min(best, 1);
      attribute = Math.min(attribute, rankOf(split[0]), rankOf(split[1]));
    }
    return best === Infinity ? null : { typos: best, attribute, exact: exact ? 1 : 0 };
  }

  /** Every word must match; the facts of the words add up (typos, exact) or take the best. */
  private allWords(matches: (TextMatch | null)[]): TextMatch | null {
    if (matches.some((m) => m === null)) return null;
    return (matches as TextMatch[]).reduce(
      (sum, m) => ({
        typos: sum.typos + m.typos,
        attribute: Math.min(sum.attribute, m.attribute),
        exact: sum.exact + m.exact,
      }),
      { typos: 0, attribute: Infinity, exact: 0 },
    );
  }

  /**
   * The record against the query read word by word, and read with two neighbouring words
   * joined when the index holds the joined word (Algolia's concatenation, one typo): the best
   * reading by typos, then attribute, then exact words.
   */
  private textMatch(
    fields: string[][],
    words: QueryWord[],
    splits: ([string, string] | null)[],
    joins: (string | null)[],
    known: Map<string, number>[],
  ): TextMatch | null {
    const each = words.map((word, w) => this.wordMatch(fields, word, splits[w]!, known[w]!));
    const readings = [this.allWords(each)];
    joins.forEach((joined, i) => {
      if (joined === null) return;
      const rank = fields.findIndex((tokens) => tokens.includes(joined));
      const join = rank < 0 ? null : { typos: 1, attribute: rank, exact: 0 };
      readings.push(this.allWords([...each.slice(0, i), join, ...each.slice(i + 2)]));
    });
    const found = readings.filter((m): m is TextMatch => m !== null);
    found.sort((x, y) => x.typos - y.typos || x.attribute - y.attribute || y.exact - x.exact);
    return found[0] ?? null;
  }

  search(settings: RefSettings, q: RefQuery) {
    const words = queryWords(q.query, true);
    const fields = this.words(settings.searchable);
    const lead = settings.lead.map((c) =>
      this.column(`sort ${c.attr}`, (r) => sortValue(r, c.attr)),
    );
    const tail = settings.tail.map((c) =>
      this.column(`sort ${c.attr}`, (r) => sortValue(r, c.attr)),
    );
    const known = words.map(() => new Map<string, number>()); // typos per catalogue word
    const dictionary = this.dictionary(settings.searchable);
    const splits = words.map((word) => this.split(word, dictionary));
    const joins = words
      .slice(0, -1)
      .map((word, i) => word.normalized + words[i + 1]!.normalized)
      .map((joined) => (dictionary.has(joined) ? joined : null));
    const groups = q.filters.map((g) => g.map((f) => this.test(f, settings.faceting)));
    const matched: { i: number; text: TextMatch }[] = [];
    for (let i = 0; i < this.records.length; i++) {
      if (!groups.every((g) => g.some((test) => test(i)))) continue;
      const text =
        words.length === 0
          ? { typos: 0, attribute: 0, exact: 0 }
          : this.textMatch(fields[i]!, words, splits, joins, known);
      if (text) matched.push({ i, text });
    }
    matched.sort((a, b) => {
      for (const [k, c] of settings.lead.entries()) {
        const d = compareValues(lead[k]![a.i], lead[k]![b.i], c.order);
        if (d !== 0) return d;
      }
      const { text: x } = a;
      const { text: y } = b;
      const textual = x.typos - y.typos || x.attribute - y.attribute || y.exact - x.exact;
      if (textual !== 0) return textual;
      for (const [k, c] of settings.tail.entries()) {
        const d = compareValues(tail[k]![a.i], tail[k]![b.i], c.order);
        if (d !== 0) return d;
      }
      return a.i - b.i;
    });
    let hits = matched.map((m) => m.i);
    if (q.distinct > 0) {
      const groups = this.facetStrings(settings.distinctAttr);
      const seen = new Map<string, number>();
      hits = hits.filter((i) => {
        const key = groups[i]![0];
        if (key === undefined) return true;
        seen.set(key, (seen.get(key) ?? 0) + 1);
        return seen.get(key)! <= q.distinct;
      });
    }
    const reachable = Math.min(hits.length, 1000);
    const start = q.page * q.hitsPerPage;
    return {
      ids: hits
        .slice(start, Math.min(start + q.hitsPerPage, reachable))
        .map((i) => this.records[i]!.objectID),
      nbHits: hits.length,
      nbPages: Math.ceil(reachable / q.hitsPerPage),
      ...this.facets(
        matched.map((m) => m.i),
        q,
      ),
    };
  }

  private facets(matched: number[], q: RefQuery) {
    const facets: Record<string, Record<string, number>> = {};
    const stats: Record<string, { min: number; max: number; sum: number; avg: number }> = {};
    for (const attr of q.facets) {
      const counts = new Map<string, number>();
      const values = this.facetStrings(attr);
      for (const i of matched) for (const v of values[i]!) counts.set(v, (counts.get(v) ?? 0) + 1);
      const sorted = [...counts].sort(([a, ca], [b, cb]) =>
        q.sortFacetValuesBy === 'alpha' ? compareAlpha(a, b) : cb - ca || compareAlpha(a, b),
      );
      facets[attr] = Object.fromEntries(sorted.slice(0, q.maxValuesPerFacet));
      // Stats for attributes holding numbers, never booleans (anywhere in the index).
      if (this.hasBooleans(attr)) continue;
      const numbers = matched.flatMap((i) => this.numbers(attr)[i]!);
      if (numbers.length === 0) continue;
      const sum = numbers.reduce((s, v) => s + v, 0);
      stats[attr] = {
        min: Math.min(...numbers),
        max: Math.max(...numbers),
        sum,
        avg: sum / numbers.length,
      };
    }
    return { facets, stats };
  }
}
