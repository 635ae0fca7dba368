import { describe, expect, it } from 'vitest';
import { prefetchRules, whenIdle } from './speculation-rules';

describe('prefetchRules', () => {
  it('prefetches the shop’s links when pointed at, not the checkout app or the API', () => {
    const [rule] = prefetchRules().prefetch;
    expect(rule).toMatchObject({ source: 'document', eagerness: 'moderate' });
    const patterns = rule!.where.and.flatMap((condition) =>
      'not' in condition && condition.not && 'href_matches' in condition.not
        ? [condition.not.href_matches]
        : [],
    );
    expect(patterns).toEqual(
      expect.arrayContaining(['/checkout/*', '/:locale/checkout/*', '/account', '/api/*']),
    );
  });
});

describe('whenIdle', () => {
  it('waits for the browser to be idle, 2000 ms at the latest', () => {
    const asked: { timeout?: number }[] = [];
    let run: (() => void) | undefined;
    const win = {
      setTimeout: () => 0,
      clearTimeout: () => {},
      requestIdleCallback: (task: () => void, options?: { timeout?: number }) => {
        run = task;
        asked.push(options ?? {});
        return 7;
      },
      cancelIdleCallback: () => {},
    } as unknown as Parameters<typeof whenIdle>[1];
    let ran = false;
    whenIdle(() => (ran = true), win);
    expect(asked).toEqual([{ timeout: 2000 }]);
    expect(ran).toBe(false);
    run?.();
    expect(ran).toBe(true);
  });

  it('waits 2000 ms where the browser has no idle callback', () => {
    const delays: number[] = [];
    const win = {
      setTimeout: (_task: () => void, delay: number) => delays.push(delay),
      clearTimeout: () => {},
    } as unknown as Parameters<typeof whenIdle>[1];
    whenIdle(() => {}, win);
    expect(delays).toEqual([2000]);
  });
});
