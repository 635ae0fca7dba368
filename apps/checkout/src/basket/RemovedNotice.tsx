import type { BasketLine } from '@shop/domain/basket';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';

/**
 * Section 8's "unavailable products removed from the basket", naming each line the last
 * recalculation dropped (name and size), so the shopper knows what to look for again.
 */
export function RemovedNotice({
  removed,
  className,
}: {
  removed: readonly BasketLine[];
  className: string | undefined;
}) {
  const { t } = useTranslation();
  const { locale } = useShop();
  if (removed.length === 0) return null;
  const names = removed.map((line) =>
    t('basket.removedLine', { name: line.info.name, size: line.size.label }),
  );
  const items = new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  return (
    <p role="status" className={className} data-testid="removed-notice">
      {t('basket.unavailableRemoved', { count: removed.length, items })}
    </p>
  );
}
