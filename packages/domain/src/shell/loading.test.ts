import { describe, expect, it } from 'vitest';
import { LOADING_MIN_DELAY_MS, loadingHoldMs } from './loading';

describe('loadingHoldMs', () => {
  it('keeps an indicator until 200 ms after it was shown', () => {
    expect(LOADING_MIN_DELAY_MS).toBe(200);
    expect(loadingHoldMs(1_000, 1_000)).toBe(200);
    expect(loadingHoldMs(1_000, 1_050)).toBe(150);
    expect(loadingHoldMs(1_000, 1_200)).toBe(0);
  });

  it('lets an indicator shown long enough go at once', () => {
    expect(loadingHoldMs(1_000, 5_000)).toBe(0);
  });
});
