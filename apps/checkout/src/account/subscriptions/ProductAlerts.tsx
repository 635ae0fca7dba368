import type { TProductAlert, TProductPage } from '@shop/api-client';
import { Button, TrashIcon } from '@shop/ui';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api-context';
import { useApiWrite } from '../../app/use-api-write';
import { storefrontHref } from '../../app/shop-context';
import { useShop } from '../../app/shop-context-provider';
import { FormMessage } from '../../forms/FormMessage';
import { useSession } from '../../session/session-context';
import { formatDay } from '../shared/format';
import { ListSkeleton, LoadFailure } from '../shared/LoadFailure';
import type { FormNotice } from '../shared/use-account-form';
import { customerKey, useCustomerQuery } from '../shared/use-customer-query';
import productStyles from '../../styles/product-line.module.css';
import pageStyles from '../shared/account-page.module.css';
import styles from './Subscriptions.module.css';

const ALERTS = 'product-alerts';

/** What an alert shows of its product: name, brand, picture, the size's label and the page. */
interface AlertProduct {
  name: string;
  brand: string | null;
  picture: string | null;
  size: string | null;
  href: string | null;
}

/**
 * The customer's back-in-stock alerts (`GET /product-alerts`), each with its product as the
 * product call tells it (an alert knows only ids), deletable one by one.
 */
export function ProductAlerts() {
  const { t } = useTranslation();
  const api = useApi();
  const shop = useShop();
  const queryClient = useQueryClient();
  const { state, callAsCustomer } = useSession();
  const alerts = useCustomerQuery([ALERTS], (client, token) => client.productAlerts(token));
  const productIds = [...new Set((alerts.data ?? []).map((alert) => alert.productId))];
  const products = useQueries({
    queries: productIds.map((id) => ({
      queryKey: ['product', shop.storeId, shop.locale, id],
      queryFn: () => api.product(id),
      retry: false,
      staleTime: 5 * 60_000,
    })),
  });
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const customerId = state.status === 'customer' ? state.profile.id : null;
  // One alert's deletion does not wait for another's (mutate, not run).
  const remove = useApiWrite<TProductAlert>({
    mutationFn: (alert) => callAsCustomer((token) => api.deleteProductAlert(token, alert.id)),
    onMutate: () => setNotice(null),
    onSuccess: (_, alert) => {
      if (customerId !== null)
        queryClient.setQueryData<TProductAlert[]>(customerKey(customerId, ALERTS), (current) =>
          (current ?? []).filter((other) => other.id !== alert.id),
        );
      setNotice({ kind: 'success', text: t('accountArea.subscriptions.deleted') });
    },
    onError: () => setNotice({ kind: 'error', text: t('accountArea.subscriptions.deleteFailed') }),
  });
  if (customerId === null) return null;

  const productOf = (alert: TProductAlert): AlertProduct => {
    const page = products[productIds.indexOf(alert.productId)]?.data as TProductPage | undefined;
    if (!page)
      return {
        name: t('accountArea.subscriptions.unknownProduct', { id: alert.productId }),
        brand: null,
        picture: null,
        size: null,
        href: null,
      };
    const { product } = page;
    const picture = product.pictures.find((candidate) => candidate.default) ?? product.pictures[0];
    return {
      name: product.names[shop.locale] ?? product.displayInformation.title,
      brand: product.brand,
      picture: picture?.picture ?? null,
      size: product.sizes.find((size) => size.id === alert.productSizeId)?.size ?? null,
      href: storefrontHref(product.url, shop),
    };
  };

  return (
    <section className={pageStyles.section} aria-labelledby="alerts-title">
      <h2 id="alerts-title" className={pageStyles.sectionTitle}>
        {t('accountArea.subscriptions.alertsTitle')}
      </h2>
      <p className={pageStyles.sectionText}>{t('accountArea.subscriptions.alertsIntro')}</p>
      {notice ? <FormMessage kind={notice.kind}>{notice.text}</FormMessage> : null}
      {alerts.isError ? (
        <LoadFailure onRetry={() => void alerts.refetch()} />
      ) : !alerts.data ? (
        <ListSkeleton rows={2} />
      ) : alerts.data.length === 0 ? (
        <p className={pageStyles.empty}>{t('accountArea.subscriptions.alertsEmpty')}</p>
      ) : (
        <ul className={styles.alerts}>
          {alerts.data.map((alert) => {
            const product = productOf(alert);
            const size = product.size ?? String(alert.productSizeId);
            return (
              <li key={alert.id} className={styles.alert}>
                <span className={`${productStyles.picture} ${styles.picture}`}>
                  {product.picture ? (
                    <img src={product.picture} alt="" width={64} height={80} loading="lazy" />
                  ) : null}
                </span>
                <span className={productStyles.text}>
                  {product.brand ? (
                    <span className={productStyles.brand}>{product.brand}</span>
                  ) : null}
                  {product.href ? (
                    <a href={product.href} className={styles.name}>
                      {product.name}
                    </a>
                  ) : (
                    <span className={styles.name}>{product.name}</span>
                  )}
                  <span className={`${pageStyles.small} ${pageStyles.muted}`}>
                    {t('accountArea.subscriptions.size', { size })} ·{' '}
                    {alert.sentAt
                      ? t('accountArea.subscriptions.sent')
                      : t('accountArea.subscriptions.waiting')}{' '}
                    · {formatDay(alert.createdAt, shop.locale)}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  iconStart={<TrashIcon size={18} />}
                  loading={remove.isPending && remove.variables.id === alert.id}
                  loadingLabel={t('accountArea.common.deleting')}
                  aria-label={t('accountArea.subscriptions.deleteLabel', {
                    name: product.name,
                    size,
                  })}
                  onClick={() => remove.mutate(alert)}
                >
                  {t('accountArea.common.delete')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
