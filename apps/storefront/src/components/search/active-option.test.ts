import { describe, expect, it } from 'vitest';
import { nextActiveOption } from './active-option';

describe('nextActiveOption', () => {
  it('goes from the field to the first option down, to the last one up', () => {
    expect(nextActiveOption(-1, 4, 1)).toBe(0);
    expect(nextActiveOption(-1, 4, -1)).toBe(3);
  });

  it('moves one option at a time and comes back to the field past either end', () => {
    expect(nextActiveOption(1, 4, 1)).toBe(2);
    expect(nextActiveOption(1, 4, -1)).toBe(0);
    expect(nextActiveOption(3, 4, 1)).toBe(-1);
    expect(nextActiveOption(0, 4, -1)).toBe(-1);
  });

  it('stays on the field when there is no option', () => {
    expect(nextActiveOption(-1, 0, 1)).toBe(-1);
  });
});
