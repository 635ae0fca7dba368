import { afterEach, describe, expect, it } from 'vitest';
import {
  attemptKey,
  endAttempt,
  newIdempotencyKey,
  ORDER_ATTEMPT_STORAGE_KEY,
  recordAttemptOrder,
} from './order-attempt';

afterEach(() => sessionStorage.clear());

const body = { basketItems: [{ productId: 1, productSizeId: 2, quantity: 1 }], carrierId: 1 };

describe('order attempt', () => {
  it('makes UUID v4 keys', () => {
    const keys = new Set(Array.from({ length: 20 }, newIdempotencyKey));
    expect(keys.size).toBe(20);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('gives the same body the same key, kept for the tab (a reload sends it again)', () => {
    const first = attemptKey(body);
    expect(attemptKey(structuredClone(body))).toBe(first);
    expect(JSON.parse(sessionStorage.getItem(ORDER_ATTEMPT_STORAGE_KEY)!).key).toBe(first);
  });

  it('gives another body (another payment, another basket) a new key', () => {
    const first = attemptKey(body);
    expect(attemptKey({ ...body, carrierId: 2 })).not.toBe(first);
  });

  it('ends: the same body then gets a new key', () => {
    const first = attemptKey(body);
    endAttempt();
    expect(attemptKey(body)).not.toBe(first);
  });

  it("ends for an order's failure only when the attempt made that order", () => {
    const first = attemptKey(body);
    recordAttemptOrder(7);
    endAttempt(8);
    expect(attemptKey(body)).toBe(first);
    endAttempt(7);
    expect(attemptKey(body)).not.toBe(first);
  });
});
