import type { TReturnOrder } from '@shop/api-client';
import { Button, DownloadIcon } from '@shop/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useApi } from '../../app/api-context';
import { useApiWrite } from '../../app/use-api-write';
import { useShop } from '../../app/shop-context-provider';
import { FormMessage } from '../../forms/FormMessage';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { useSession } from '../../session/session-context';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import { apiMessage, apiStatus } from '../shared/api-message';
import { saveFile } from '../shared/download';
import { formatDay } from '../shared/format';
import { ListSkeleton, LoadFailure } from '../shared/LoadFailure';
import { customerKey, useCustomerQuery } from '../shared/use-customer-query';
import pageStyles from '../shared/account-page.module.css';
import { idParam } from './return-params';
import { ReturnDropOff } from './ReturnDropOff';
import { ReturnSteps } from './ReturnSteps';
import { ReturnSummary } from './ReturnSummary';
import styles from './Returns.module.css';

/**
 * /account/history/{id}/product-return-detail/{idreturn}: the return's next step (drop-off,
 * then the coupon) while it waits for its parcel, and what it holds and gives back.
 */
export function ReturnViewPage() {
  const params = useParams();
  const orderId = idParam(params.id);
  const returnOrderId = idParam(params.idreturn);
  if (orderId === null || returnOrderId === null) return <NotFoundPage />;
  return <ReturnView orderId={orderId} returnOrderId={returnOrderId} />;
}

function ReturnView({ orderId, returnOrderId }: { orderId: number; returnOrderId: number }) {
  const { t } = useTranslation();
  const { state } = useSession();
  const queries = useQueryClient();
  const key = ['return-order', returnOrderId];
  const view = useCustomerQuery(key, (api, token) => api.returnOrder(token, returnOrderId));
  const back = { to: `/account/history/${orderId}`, label: t('returns.page.back') };
  if (
    (view.isError && apiStatus(view.error) === 404) ||
    (view.data && view.data.orderId !== orderId)
  )
    return <NotFoundPage />;
  const update = (next: TReturnOrder) => {
    if (state.status === 'customer')
      queries.setQueryData(customerKey(state.profile.id, ...key), next);
    void queries.invalidateQueries({
      queryKey: [
        'customer',
        state.status === 'customer' ? state.profile.id : null,
        'order-returns',
      ],
    });
  };
  if (!view.data)
    return (
      <AccountPageFrame title={t('returns.page.requestTitle')} back={back}>
        {view.isError ? (
          <LoadFailure onRetry={() => void view.refetch()} />
        ) : (
          <ListSkeleton rows={3} />
        )}
      </AccountPageFrame>
    );
  const data = view.data;
  const waiting = data.status === 'waitClient';
  return (
    <AccountPageFrame
      title={t('returns.page.viewTitle', { number: data.number })}
      intro={
        <span className={pageStyles.badge} data-status={data.status}>
          {data.statusLabel}
        </span>
      }
      back={back}
    >
      {waiting ? <ReturnSteps current={data.couponAvailable ? 2 : 1} /> : null}
      {waiting && !data.couponAvailable ? <ReturnDropOff view={data} onChosen={update} /> : null}
      {data.couponAvailable ? <Coupon view={data} /> : null}
      <ReturnSummary view={data} />
      {waiting ? <CancelReturn view={data} onCancelled={update} /> : null}
    </AccountPageFrame>
  );
}

function Coupon({ view }: { view: TReturnOrder }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const api = useApi();
  const { callAsCustomer } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const download = useApiWrite({
    mutationFn: async () =>
      saveFile(
        await callAsCustomer((token) => api.returnCoupon(token, view.id)),
        `${view.number}.pdf`,
      ),
    onMutate: () => setFailure(null),
    onError: (error) => setFailure(apiMessage(error) ?? t('returns.page.downloadFailed')),
  });
  return (
    <section className={pageStyles.panel} aria-labelledby="return-coupon">
      <h2 id="return-coupon" className={pageStyles.sectionTitle}>
        {t('returns.page.couponTitle')}
      </h2>
      <p>{t('returns.page.couponIntro', { date: formatDay(view.deadline, locale) })}</p>
      <Button
        iconStart={<DownloadIcon size={18} />}
        loading={download.isPending}
        onClick={() => download.run()}
      >
        {t('returns.page.downloadCoupon')}
      </Button>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
    </section>
  );
}

function CancelReturn({
  view,
  onCancelled,
}: {
  view: TReturnOrder;
  onCancelled: (next: TReturnOrder) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { callAsCustomer } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = useApiWrite({
    mutationFn: () => callAsCustomer((token) => api.cancelReturnOrder(token, view.id)),
    onSuccess: (next) => onCancelled(next),
    onError: (error) => setFailure(apiMessage(error) ?? t('returns.page.failed')),
  });
  function ask() {
    if (window.confirm(t('returns.page.cancelConfirm', { number: view.number }))) cancel.mutate();
  }
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={ask}>
        {t('returns.page.cancel')}
      </Button>
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
    </div>
  );
}
