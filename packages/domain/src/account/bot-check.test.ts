import { describe, expect, it } from 'vitest';
import { BOT_CHECK_MIN_SCORE, isBotCheckAction, passesBotCheck } from './bot-check';

describe('passesBotCheck', () => {
  it('lets a score of 0.7 or more through (spec: minimum score 0.7)', () => {
    expect(BOT_CHECK_MIN_SCORE).toBe(0.7);
    expect(passesBotCheck(0.7)).toBe(true);
    expect(passesBotCheck(0.9)).toBe(true);
    expect(passesBotCheck(1)).toBe(true);
  });

  it('refuses a score below 0.7', () => {
    expect(passesBotCheck(0.69)).toBe(false);
    expect(passesBotCheck(0.3)).toBe(false);
    expect(passesBotCheck(0)).toBe(false);
  });

  it('refuses what is not a score', () => {
    for (const score of [Number.NaN, Number.POSITIVE_INFINITY, 1.5])
      expect(passesBotCheck(score)).toBe(false);
  });
});

describe('isBotCheckAction', () => {
  it("knows the contact form and the owner's way past a locked login", () => {
    expect(isBotCheckAction('contact')).toBe(true);
    expect(isBotCheckAction('login')).toBe(true);
    expect(isBotCheckAction('signup')).toBe(false);
  });
});
