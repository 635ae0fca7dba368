import { describe, expect, it } from 'vitest';
import { seasonalContent, type SeasonalBanner } from './seasonal-banner';

const banner: SeasonalBanner = {
  content1: new Date('2026-11-20T00:00:00Z'),
  content2: new Date('2026-11-27T00:00:00Z'),
  content3: new Date('2026-12-01T00:00:00Z'),
  content4: new Date('2026-12-15T00:00:00Z'),
  endDate: new Date('2026-12-31T23:00:00Z'),
};
const at = (iso: string) => seasonalContent(banner, new Date(iso));

describe('seasonalContent', () => {
  it('shows nothing before the first start date or from the end date on', () => {
    expect(at('2026-11-19T23:59:59Z')).toBeNull();
    expect(at('2026-12-31T23:00:00Z')).toBeNull();
    expect(at('2027-01-05T00:00:00Z')).toBeNull();
    expect(seasonalContent(null, new Date())).toBeNull();
  });

  it('picks the first content whose next boundary is still ahead', () => {
    expect(at('2026-11-20T00:00:00Z')).toBe('content1');
    expect(at('2026-11-26T23:59:59Z')).toBe('content1');
    expect(at('2026-11-27T00:00:00Z')).toBe('content2');
    expect(at('2026-12-10T12:00:00Z')).toBe('content3');
    expect(at('2026-12-20T12:00:00Z')).toBe('content4');
  });
});
