import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

describe('coalesce', () => {
  it('runs once more after the run under way, however many calls came meanwhile', async () => {
    const finishers: (() => void)[] = [];
    let runs = 0;
    const trigger = coalesce(
      () =>
        new Promise<void>((resolve) => {
          runs += 1;
          finishers.push(resolve);
        }),
    );
    trigger();
    trigger();
    trigger();
    expect(runs).toBe(1);
    finishers.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toBe(2);
    finishers.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toBe(2);
    trigger();
    expect(runs).toBe(3);
  });

  it('keeps going after a failed run', async () => {
    let runs = 0;
    const trigger = coalesce(async () => {
      runs += 1;
      throw new Error('unreachable');
    });
    trigger();
    await new Promise((resolve) => setImmediate(resolve));
    trigger();
    expect(runs).toBe(2);
  });
});
