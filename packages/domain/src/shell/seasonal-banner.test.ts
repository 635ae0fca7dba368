import { describe, expect, it } from 'vitest';
import { seasonalContent, type SeasonalBanner } from './seasonal-banner';

// Dates count from the clock: the rule is about boundaries, not about a year.
const DAY_MS = 86_400_000;
const start = Date.now();
const day = (days: number, ms = 0) => new Date(start + days * DAY_MS + ms);

const banner: SeasonalBanner = {
  content1: day(0),
  content2: day(7),
  content3: day(11),
  content4: day(25),
  endDate: day(41),
};
const at = (date: Date) => seasonalContent(banner, date);

describe('seasonalContent', () => {
  it('shows nothing before the first start date or from the end date on', () => {
    expect(at(day(0, -1000))).toBeNull();
    expect(at(day(41))).toBeNull();
    expect(at(day(46))).toBeNull();
    expect(seasonalContent(null, new Date())).toBeNull();
  });

  it('picks the first content whose next boundary is still ahead', () => {
    expect(at(day(0))).toBe('content1');
    expect(at(day(7, -1000))).toBe('content1');
    expect(at(day(7))).toBe('content2');
    expect(at(day(20))).toBe('content3');
    expect(at(day(30))).toBe('content4');
  });
});
