import { describe, expect, it } from 'vitest';
import { int, mixSeed, mulberry32, pick, randomFor, weighted } from './prng';

describe('mulberry32', () => {
  it('gives the same sequence for the same seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, mulberry32(43))).not.toEqual(first);
  });

  it('stays in [0, 1) and spreads evenly', () => {
    const random = mulberry32(7);
    const values = Array.from({ length: 10_000 }, random);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
    const buckets = new Array(10).fill(0);
    for (const value of values) buckets[Math.floor(value * 10)] += 1;
    for (const count of buckets) expect(count).toBeGreaterThan(850);
  });
});

describe('helpers', () => {
  it('mixSeed separates streams and indexes', () => {
    expect(mixSeed(42, 1, 2)).toBe(mixSeed(42, 1, 2));
    expect(mixSeed(42, 1, 2)).not.toBe(mixSeed(42, 2, 1));
    expect(randomFor(42, 1, 5)()).toBe(randomFor(42, 1, 5)());
  });

  it('int covers both bounds', () => {
    const random = mulberry32(1);
    const seen = new Set(Array.from({ length: 200 }, () => int(random, 1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('pick and weighted respect their inputs', () => {
    const random = mulberry32(3);
    expect(['a', 'b']).toContain(pick(random, ['a', 'b']));
    expect(() => pick(random, [])).toThrow();
    const counts = { never: 0, always: 0 };
    for (let i = 0; i < 100; i += 1) counts[weighted(random, { never: 0, always: 1 })] += 1;
    expect(counts).toEqual({ never: 0, always: 100 });
  });
});
