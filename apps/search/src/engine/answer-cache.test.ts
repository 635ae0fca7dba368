import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';
import { searchAnswerJson } from './query';
import { Registry } from './registry';
import { mergeSettings } from './settings';
import { applyBatch } from './writes';

function shop(): Registry {
  const registry = new Registry();
  const index = registry.ensure('products');
  index.setSettings(
    mergeSettings(
      {},
      { attributesForFaceting: ['color'], customRanking: ['desc(sales)'], replicas: ['by_price'] },
    ),
  );
  registry.relink();
  registry.require('by_price').setSettings(mergeSettings({}, { ranking: ['asc(price)'] }));
  const body = (objectID: number, color: string, price: number, sales: number) => ({
    action: 'addObject' as const,
    body: { objectID, color, price, sales },
  });
  applyBatch(index, [body(1, 'black', 50, 5), body(2, 'blue', 90, 9), body(3, 'black', 70, 1)]);
  return registry;
}

const LISTING = { query: '', facets: ['color'], attributesToRetrieve: ['objectID'] };

/** The answer, and whether the cache answered it (no search ran). */
function ask(
  registry: Registry,
  cache: AnswerCache,
  index = 'products',
  params: Record<string, unknown> = LISTING,
) {
  const before = cache.size;
  const json = searchAnswerJson(registry, cache, index, params);
  return { answer: JSON.parse(json) as Record<string, unknown>, json, added: cache.size > before };
}
const ids = (answer: Record<string, unknown>) =>
  (answer.hits as { objectID: string }[]).map((hit) => hit.objectID);

describe('AnswerCache', () => {
  it('answers the same search from the cache, with a fresh time and query id', () => {
    const registry = shop();
    const cache = new AnswerCache();
    const params = { ...LISTING, clickAnalytics: true };
    const first = ask(registry, cache, 'products', params);
    const second = ask(registry, cache, 'products', params);
    expect(first.added).toBe(true);
    expect(second.added).toBe(false);
    expect(ids(second.answer)).toEqual(['2', '1', '3']);
    expect(second.answer.facets).toEqual({ color: { black: 2, blue: 1 } });
    expect(second.answer.processingTimeMS).toEqual(expect.any(Number));
    expect(second.answer.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(second.answer.queryID).not.toBe(first.answer.queryID);
    // Another replica or other parameters are other searches.
    expect(ids(ask(registry, cache, 'by_price').answer)).toEqual(['1', '3', '2']);
    expect(ask(registry, cache, 'products', { ...LISTING, query: 'x' }).added).toBe(true);
    expect(cache.size).toBe(3);
  });

  it('answers anew once the records or the settings changed', () => {
    const registry = shop();
    const cache = new AnswerCache();
    ask(registry, cache);
    const index = registry.require('products');
    applyBatch(index, [{ action: 'addObject', body: { objectID: 4, color: 'red', sales: 7 } }]);
    const written = ask(registry, cache).answer;
    expect(ids(written)).toEqual(['2', '4', '1', '3']);
    expect(written.facets).toEqual({ color: { black: 2, blue: 1, red: 1 } });
    index.setSettings(mergeSettings(index.settings, { customRanking: ['asc(sales)'] }));
    expect(ids(ask(registry, cache).answer)).toEqual(['3', '1', '4', '2']);
    registry.require('by_price').setSettings(mergeSettings({}, { ranking: ['desc(price)'] }));
    expect(ids(ask(registry, cache, 'by_price').answer)).toEqual(['2', '3', '1', '4']);
  });

  it('keeps the trimmed fields trimmed and the cache within its bounds', () => {
    const registry = shop();
    const cache = new AnswerCache(2);
    const trimmed = { ...LISTING, responseFields: ['nbHits'] };
    expect(ask(registry, cache, 'products', trimmed).json).toBe('{"nbHits":3}');
    expect(ask(registry, cache, 'products', trimmed).json).toBe('{"nbHits":3}');
    expect(ask(registry, cache, 'products', { ...trimmed, responseFields: [] }).json).toBe('{}');
    ask(registry, cache, 'by_price');
    expect(cache.size).toBe(2);
  });
});
