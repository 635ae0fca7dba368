// The engine against the brute-force reference (reference.ts) on 2,000 random queries over
// 2,000 generated products: same hits in the same order, same nbHits,
// same facet counts and stats. Seeded, so a failure replays exactly.
import { describe, expect, it } from 'vitest';
import { catalogue, prng } from '../../bench/catalog';
import type { Rec } from '../../src/engine/paths';
import { runQuery } from '../../src/engine/query';
import { Registry } from '../../src/engine/registry';
import { mergeSettings } from '../../src/engine/settings';
import { applyBatch } from '../../src/engine/writes';
import { randomQuery, type RefSettings } from './model';
import { Reference } from './reference';
import { toParams } from './render';

const SEARCHABLE = ['name', 'brandName', 'categoryName'];
const FACETING = [
  'brandName',
  'categoryName',
  'colors',
  'sizes.size',
  'sexe',
  'label',
  'isOnlyOutlet',
  'price',
];
const TEXTUAL = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact'];

/** Catalogue products, with tags, and a few without price or sales (sorted last). */
function records(): Rec[] {
  const random = prng(99);
  return catalogue(2000, 7).map((product) => {
    const r = { ...product } as Rec;
    if (r.label === 'new') r._tags = ['new'];
    if (r.label === 'promo') r._tags = ['sale', 'promo'];
    if (random() < 0.02) delete r.price;
    if (random() < 0.02) delete r.sales;
    return r;
  });
}

const INDEXES: Record<string, RefSettings> = {
  p: {
    searchable: SEARCHABLE,
    faceting: FACETING,
    lead: [],
    tail: [{ attr: 'sales', order: 'desc' }],
    distinctAttr: 'categoryName',
  },
  p_price_asc: {
    searchable: SEARCHABLE,
    faceting: FACETING,
    lead: [{ attr: 'price', order: 'asc' }],
    tail: [{ attr: 'sales', order: 'desc' }],
    distinctAttr: 'categoryName',
  },
  p_offers: {
    searchable: SEARCHABLE,
    faceting: FACETING,
    lead: [],
    tail: [
      { attr: 'promotion.percent', order: 'desc' },
      { attr: 'name', order: 'asc' },
    ],
    distinctAttr: 'categoryName',
  },
};

function shop(data: Rec[]): Registry {
  const registry = new Registry();
  const primary = registry.ensure('p');
  primary.setSettings(
    mergeSettings(
      {},
      {
        searchableAttributes: ['name', 'brandName', 'categoryName'],
        attributesForFaceting: FACETING.map((a) => (a === 'price' ? a : `searchable(${a})`)),
        customRanking: ['desc(sales)'],
        attributeForDistinct: 'categoryName',
        replicas: ['p_price_asc', 'virtual(p_offers)'],
      },
    ),
  );
  applyBatch(
    primary,
    data.map((body) => ({ action: 'addObject' as const, body: { ...body } })),
  );
  registry.relink();
  registry
    .require('p_price_asc')
    .setSettings(mergeSettings({}, { ranking: ['asc(price)', ...TEXTUAL, 'custom'] }));
  registry
    .require('p_offers')
    .setSettings(mergeSettings({}, { customRanking: ['desc(promotion.percent)', 'asc(name)'] }));
  return registry;
}

function compare(count: number, seed: number, text: boolean): void {
  const data = records();
  const registry = shop(data);
  const reference = new Reference(data);
  const random = prng(seed);
  for (let i = 0; i < count; i++) {
    const q = randomQuery(random, data, Object.keys(INDEXES), text);
    const params = toParams(q, random);
    const expected = reference.search(INDEXES[q.index]!, q);
    const actual = runQuery(registry, q.index, params);
    const context = `query ${i}: ${JSON.stringify({ index: q.index, ...params })}`;
    expect(
      actual.hits?.map((h) => h.objectID),
      context,
    ).toEqual(expected.ids);
    expect([actual.nbHits, actual.nbPages], context).toEqual([expected.nbHits, expected.nbPages]);
    if (q.facets.length > 0) expect(actual.facets, context).toEqual(expected.facets);
    const stats = actual.facets_stats ?? {};
    expect(Object.keys(stats).sort(), context).toEqual(Object.keys(expected.stats).sort());
    for (const [attr, s] of Object.entries(expected.stats)) {
      expect([stats[attr]!.min, stats[attr]!.max], context).toEqual([s.min, s.max]);
      expect(stats[attr]!.sum, context).toBeCloseTo(s.sum, 6);
      expect(stats[attr]!.avg, context).toBeCloseTo(s.avg, 6);
    }
  }
}

describe('engine against the brute-force reference', () => {
  it('agrees on 1,000 random listings (empty query, filters, replicas, facets)', () => {
    compare(1000, 1, false);
  }, 120_000);

  it('agrees on 1,000 random text queries (prefixes, typos, two words)', () => {
    compare(1000, 2, true);
  }, 120_000);
});
