/** A store's seasonal campaign: four content start dates and an end date (section 3). */
export interface SeasonalBanner {
  content1: Date;
  content2: Date;
  content3: Date;
  content4: Date;
  endDate: Date;
}

export type SeasonalContent = 'content1' | 'content2' | 'content3' | 'content4';

const CONTENTS: SeasonalContent[] = ['content1', 'content2', 'content3', 'content4'];

/**
 * Storefront section 4: shown only between the first start date and the end date; the variant
 * is the first of the four whose next boundary (the next start date, or the end) is still in
 * the future. Null when nothing is to be shown.
 */
export function seasonalContent(banner: SeasonalBanner | null, now: Date): SeasonalContent | null {
  if (!banner) return null;
  const time = now.getTime();
  if (time < banner.content1.getTime() || time >= banner.endDate.getTime()) return null;
  const boundaries = [banner.content2, banner.content3, banner.content4, banner.endDate];
  const index = boundaries.findIndex((boundary) => boundary.getTime() > time);
  return CONTENTS[index] ?? null;
}
