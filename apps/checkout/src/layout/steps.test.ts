import { describe, expect, it } from 'vitest';
import { stepFromMatches } from './steps';

describe('checkout route steps', () => {
  it('takes the step of the deepest route that declares one', () => {
    expect(stepFromMatches([{ handle: undefined }, { handle: { step: 1 } }])).toBe(1);
    expect(stepFromMatches([{ handle: { step: 2 } }, { handle: {} }])).toBe(2);
    expect(stepFromMatches([{}, { handle: null }])).toBeNull();
  });
});
