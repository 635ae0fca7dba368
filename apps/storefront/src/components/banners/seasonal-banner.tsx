import { seasonalContentAt, type TSeasonalBanner } from '@shop/api-client';
import type { Translate } from '../../server/i18n';
import styles from './banners.module.css';

/**
 * The store's year-end campaign strip: shown between its first start date and its end date,
 * with the text of the current content variant (storefront section 4).
 */
export function SeasonalBanner({
  banner,
  now,
  t,
}: {
  banner: TSeasonalBanner;
  now: Date;
  t: Translate;
}) {
  const content = seasonalContentAt(banner, now);
  if (!content) return null;
  return (
    <p className={styles.seasonal} data-testid="seasonal-banner" data-content={content}>
      {t(`seasonal.${content}`)}
    </p>
  );
}
