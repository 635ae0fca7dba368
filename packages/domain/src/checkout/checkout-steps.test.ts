import { describe, expect, it } from 'vitest';
import { CHECKOUT_STEPS, stepStatus } from './checkout-steps';

describe('checkout steps', () => {
  it('has the four steps of the spec, in order', () => {
    expect(CHECKOUT_STEPS.map((step) => [step.step, step.labelKey])).toEqual([
      [1, 'stepBasket'],
      [2, 'stepShipping'],
      [3, 'stepPayment'],
      [4, 'stepConfirmation'],
    ]);
  });

  it('links completed steps back, never the confirmation', () => {
    expect(CHECKOUT_STEPS.map((step) => step.href)).toEqual([
      '/checkout/basket',
      '/checkout/shipping',
      '/checkout/summary',
      null,
    ]);
  });

  it('marks steps before the current one done and after it upcoming', () => {
    expect(CHECKOUT_STEPS.map(({ step }) => stepStatus(step, 2))).toEqual([
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
  });
});
