import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';
import { searchAnswerJson } from './query';
import { Registry } from './registry';
import { mergeSettings } from './settings';
import { applyBatch } from './writes';

describe('lean hits (picked attributes, nothing added)', () => {
  it('are the picked attributes, for each list of attributes asked', () => {
    const registry = new Registry();
    const index = registry.ensure('shop');
    index.setSettings(mergeSettings({}, { customRanking: ['desc(sales)'] }));
    const record = { objectID: 1, name: 'Hoodie', brand: { name: 'Nike' }, price: 50, sales: 3 };
    applyBatch(index, [{ action: 'addObject', body: record }]);
    const hits = (attributesToRetrieve: string[]) => {
      const params = { attributesToRetrieve, attributesToHighlight: [], responseFields: ['hits'] };
      const json = searchAnswerJson(registry, new AnswerCache(), 'shop', params);
      return (JSON.parse(json) as { hits: unknown[] }).hits;
    };
    expect(hits(['name', 'brand.name'])).toEqual([
      { objectID: '1', name: 'Hoodie', brand: { name: 'Nike' } },
    ]);
    expect(hits(['price'])).toEqual([{ objectID: '1', price: 50 }]);
    expect(hits(['name', 'brand.name'])).toEqual([
      { objectID: '1', name: 'Hoodie', brand: { name: 'Nike' } },
    ]);
    expect(hits(['*', '-sales'])).toEqual([
      { objectID: '1', name: 'Hoodie', brand: { name: 'Nike' }, price: 50 },
    ]);
  });
});
