import { describe, expect, it } from 'vitest';
import { prng } from '../../bench/catalog';
import { execute } from './execute';
import type { Rec } from './paths';
import { runQuery } from './query';
import { Registry } from './registry';
import { mergeSettings } from './settings';
import { applyBatch } from './writes';

const COLOURS = ['black', 'white', 'red', 'blue', 'green', 'Black'];
const SIZES = ['S', 'M', 'L', 'XL', '40', '42'];
const FACETS = ['colour', 'sizes', 'price', 'percent', 'listed'];

/** Prices with cents (thousands of values, too many for block tables), some missing or text. */
function records(count: number): Rec[] {
  const random = prng(11);
  return Array.from({ length: count }, (_, i) => {
    const r = random();
    const record: Rec = {
      objectID: String(i),
      colour: r < 0.05 ? undefined : COLOURS[Math.floor(random() * COLOURS.length)],
      sizes: SIZES.filter(() => random() < 0.4),
      percent: [0, 10, 20, 30][Math.floor(random() * 4)],
      listed: random() < 0.9,
      rank: Math.floor(random() * 1000),
    };
    if (r > 0.03) record.price = Math.round(1000 + random() * 20_000) / 100;
    else if (r > 0.02) record.price = '12'; // a facet value without a number: no stats by counts
    return record;
  });
}

function shop(data: Rec[]): Registry {
  const registry = new Registry();
  const index = registry.ensure('shop');
  index.setSettings(
    mergeSettings({}, { attributesForFaceting: FACETS, customRanking: ['desc(rank)'] }),
  );
  applyBatch(
    index,
    data.map((body) => ({ action: 'addObject' as const, body: { ...body } })),
  );
  return registry;
}

/** Counts, stats and hit count by looking at every record. */
function reference(data: Rec[], keep: (r: Rec) => boolean) {
  const matched = data.filter(keep);
  const facets: Record<string, Record<string, number>> = {};
  for (const attr of FACETS) {
    const counts: Record<string, number> = {};
    for (const r of matched) {
      const value = r[attr];
      for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
        counts[String(v)] = (counts[String(v)] ?? 0) + 1;
      }
    }
    facets[attr] = counts;
  }
  const prices = matched.map((r) => r.price).filter((p): p is number => typeof p === 'number');
  const sum = prices.reduce((a, b) => a + b, 0);
  return {
    nbHits: matched.length,
    facets,
    price: { min: Math.min(...prices), max: Math.max(...prices), sum },
  };
}

describe('facet counts of numeric ranges', () => {
  const data = records(20_000);
  const registry = shop(data);
  const random = prng(3);

  it('match counting record by record, on the first query and once the filters are kept', () => {
    for (let i = 0; i < 40; i++) {
      const low = 10 + Math.floor(random() * 200);
      const high = low + 6 + Math.floor(random() * 60);
      const colour = COLOURS[i % COLOURS.length]!;
      const byPercent = i % 5 === 4;
      const params = byPercent
        ? { numericFilters: [`percent>=${i % 3}0`, 'percent<=20'], filters: `colour:${colour}` }
        : {
            filters: `price:${low} TO ${high} AND listed:true`,
            numericFilters: [`price<=${high - 5}`],
          };
      const query = { ...params, facets: ['*'], maxValuesPerFacet: 1000, hitsPerPage: 30 };
      const keep = (r: Rec): boolean =>
        byPercent
          ? (r.percent as number) >= (i % 3) * 10 &&
            (r.percent as number) <= 20 &&
            String(r.colour).toLowerCase() === colour.toLowerCase()
          : typeof r.price === 'number' &&
            r.price >= low &&
            r.price <= high - 5 &&
            r.listed === true;
      const expected = reference(data, keep);
      const first = runQuery(registry, 'shop', query);
      const second = runQuery(registry, 'shop', query);
      expect(execute(registry, 'shop', query).matched.range).not.toBeNull();
      for (const answer of [first, second]) {
        expect(answer.nbHits).toBe(expected.nbHits);
        for (const attr of FACETS) {
          const top = Object.entries(expected.facets[attr]!)
            .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))
            .slice(0, 1000);
          expect(Object.keys(answer.facets![attr] ?? {}).sort()).toEqual(
            top.map(([v]) => v).sort(),
          );
          for (const [value, count] of top) expect(answer.facets![attr]![value]).toBe(count);
        }
        const stats = answer.facets_stats!.price!;
        expect([stats.min, stats.max]).toEqual([expected.price.min, expected.price.max]);
        expect(stats.sum).toBeCloseTo(expected.price.sum, 6);
      }
      expect(second.hits!.map((h) => h.objectID)).toEqual(first.hits!.map((h) => h.objectID));
    }
  });
});
