import { describe, expect, it, vi } from 'vitest';
import { SYNC_REBUILD_LIMIT } from './index-store';
import { runQuery } from './query';
import { Registry } from './registry';
import { applyBatch } from './writes';

const add = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({
    action: 'addObject' as const,
    body: { objectID: String(from + i), name: `item ${from + i}`, rank: from + i },
  }));

describe('generations', () => {
  it('shows writes to a small index at once, and publishes their task at once', () => {
    const registry = new Registry();
    const index = registry.ensure('small');
    applyBatch(index, add(10));
    const task = registry.changed('small');
    expect(runQuery(registry, 'small', { query: 'item' }).nbHits).toBe(10);
    expect(registry.isPublished(task)).toBe(true);
  });

  it('keeps answering from the last built generation of a big index until the next is ready', async () => {
    const registry = new Registry();
    const index = registry.ensure('big');
    applyBatch(index, add(SYNC_REBUILD_LIMIT + 1));
    index.generations.prepare(); // as after loading a snapshot
    expect(runQuery(registry, 'big', {}).nbHits).toBe(SYNC_REBUILD_LIMIT + 1);

    applyBatch(index, add(5, SYNC_REBUILD_LIMIT + 1));
    const task = registry.changed('big');
    // Queries do not wait for (nor block on) the rebuild: they see the previous records.
    expect(runQuery(registry, 'big', {}).nbHits).toBe(SYNC_REBUILD_LIMIT + 1);
    expect(registry.isPublished(task)).toBe(false);
    expect(index.generations.pending).toBe(true);

    await vi.waitFor(() => expect(registry.isPublished(task)).toBe(true), { timeout: 15_000 });
    expect(runQuery(registry, 'big', {}).nbHits).toBe(SYNC_REBUILD_LIMIT + 6);
    expect(index.generations.pending).toBe(false);
  }, 30_000);

  it('counts unknown tasks as published', () => {
    expect(new Registry().isPublished(12345)).toBe(true);
  });
});
