import { describe, expect, it, vi } from 'vitest';
import { Batcher } from './batcher';

describe('Batcher', () => {
  it('loads the keys of one turn with one call, missing ones as the given value', async () => {
    const loadMany = vi.fn(
      async (keys: number[]) => new Map(keys.filter((k) => k < 10).map((k) => [k, k * 2])),
    );
    const batcher = new Batcher(loadMany, null);
    const values = await Promise.all([
      batcher.load(1),
      batcher.load(2),
      batcher.load(2),
      batcher.load(50),
    ]);
    expect(values).toEqual([2, 4, 4, null]);
    expect(loadMany).toHaveBeenCalledTimes(1);
    expect(loadMany).toHaveBeenCalledWith([1, 2, 50]);
    expect(await batcher.load(3)).toBe(6);
    expect(loadMany).toHaveBeenCalledTimes(2);
  });

  it('splits big batches and passes failures to every waiter', async () => {
    const loadMany = vi.fn(async (keys: number[]) => {
      if (keys.includes(0)) throw new Error('down');
      return new Map(keys.map((k) => [k, k]));
    });
    const batcher = new Batcher(loadMany, null, 2);
    await expect(Promise.all([batcher.load(1), batcher.load(2), batcher.load(3)])).resolves.toEqual(
      [1, 2, 3],
    );
    expect(loadMany).toHaveBeenCalledTimes(2);
    await expect(batcher.load(0)).rejects.toThrow('down');
  });
});
