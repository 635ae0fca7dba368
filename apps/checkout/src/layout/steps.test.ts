import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS, stepFromMatches, stepStatus } from './steps';

describe('checkout steps', () => {
  it('has the four steps of the spec, in order', () => {
    expect(CHECKOUT_STEPS.map((step) => step.labelKey)).toEqual([
      'stepBasket',
      'stepShipping',
      'stepPayment',
      'stepConfirmation',
    ]);
    expect(CHECKOUT_STEPS.map((step) => step.href)).toEqual([
      '/checkout/basket',
      '/checkout/shipping',
      '/checkout/summary',
      null,
    ]);
  });

  it('marks steps before the current one done and after it upcoming', () => {
    expect([1, 2, 3, 4].map((step) => stepStatus(step as 1 | 2 | 3 | 4, 2))).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
  });

  it('takes the step of the deepest route that declares one', () => {
    expect(stepFromMatches([{ handle: undefined }, { handle: { step: 1 } }])).toBe(1);
    expect(stepFromMatches([{ handle: { step: 2 } }, { handle: {} }])).toBe(2);
    expect(stepFromMatches([{}, { handle: null }])).toBeNull();
  });
});
