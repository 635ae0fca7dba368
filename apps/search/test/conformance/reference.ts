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

  private textMatch(fields: string[][], words: QueryWord[], known: Map<string, number>[]) {
    const match = { typos: 0, attribute: Infinity, exact: 0 };
    for (const [w, word] of words.entries()) {
      let best = Infinity;
      let exact = false;
      for (let rank = 0; rank < fields.length; rank++) {
        for (const token of fields[rank]!) {
          let t = known[w]!.get(token);
          if (t === undefined) known[w]!.set(token, (t = typos(word, token)));
          if (t === Infinity) continue;
          best = Math.min(best, t);
          match.attribute = Math.min(match.attribute, rank);
          if (token === word.normalized) exact = true;
        }
      }
      if (best === Infinity) return null;
      match.typos += best;
      if (exact) match.exact++;
    }
    return match as TextMatch;
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
    const groups = q.filters.map((g) => g.map((f) => this.test(f, settings.faceting)));
    const matched: { i: number; text: TextMatch }[] = [];
    for (let i = 0; i < this.records.length; i++) {
      if (!groups.every((g) => g.some((test) => test(i)))) continue;
      const text =
        words.length === 0
          ? { typos: 0, attribute: 0, exact: 0 }
          : this.textMatch(fields[i]!, words, known);
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
