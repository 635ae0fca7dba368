import { seasonalContentAt } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/api-context';
import { useShop } from '../app/shop-context-provider';
import styles from './CheckoutLayout.module.css';

const SLUG = 'seasonal_banner';

/**
 * The store's year-end campaign strip (journey section 2, storefront section 4): shown between
 * its first start date and its end date, with the current variant's text. A failed templates
 * call shows nothing.
 */
export function SeasonalBanner({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useTranslation();
  const api = useApi();
  const { storeId } = useShop();
  const { data } = useQuery({
    queryKey: ['templates', storeId, SLUG],
    queryFn: () => api.templates([SLUG]),
    staleTime: 15 * 60_000,
    retry: false,
  });
  const template = data?.templates.find((item) => item.type === SLUG);
  if (template?.type !== SLUG) return null;
  const content = seasonalContentAt(template.seasonalBanner, now());
  if (!content) return null;
  return (
    <p className={styles.seasonal} data-testid="seasonal-banner" data-content={content}>
      {t(`seasonal.${content}`)}
    </p>
  );
}
