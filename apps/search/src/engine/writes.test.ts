import { describe, expect, it } from 'vitest';
import { SearchIndex } from './index-store';
import { applyBatch, partialUpdate } from './writes';

describe('writes', () => {
  it('stringifies objectIDs and applies batches in order', () => {
    const index = new SearchIndex('i');
    const ids = applyBatch(index, [
      { action: 'addObject', body: { objectID: 7, name: 'a' } },
      { action: 'partialUpdateObject', body: { objectID: 7, stock: 3 } },
      { action: 'partialUpdateObjectNoCreate', body: { objectID: 8, stock: 1 } },
    ]);
    expect(ids).toEqual(['7', '7', '8']);
    expect(index.get('7')).toEqual({ objectID: '7', name: 'a', stock: 3 });
    expect(index.get('8')).toBeUndefined();
  });

  it('validates the whole batch before applying any of it', () => {
    const index = new SearchIndex('i');
    expect(() =>
      applyBatch(index, [
        { action: 'addObject', body: { objectID: 1 } },
        { action: 'deleteObject', body: {} },
      ]),
    ).toThrow(/objectID/);
    expect(index.size).toBe(0);
  });

  it('supports the built-in partial update operations', () => {
    const record = partialUpdate(
      { objectID: '1', stock: 2, tags: ['a'] },
      {
        stock: { _operation: 'Increment', value: 3 },
        tags: { _operation: 'AddUnique', value: 'b' },
      },
      '1',
    );
    expect(record).toEqual({ objectID: '1', stock: 5, tags: ['a', 'b'] });
  });
});
