import { PinIcon } from '@shop/ui';
import type { TRelayPoint, TRelayPoints } from '@shop/api-client';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMinimumLoading } from '../app/use-minimum-loading';
import { RelayPointList } from './RelayPointList';
import relayStyles from './RelayDelivery.module.css';
import stepStyles from '../styles/step-page.module.css';
import skeletonStyles from '../styles/skeleton.module.css';
import shippingStyles from './ShippingPage.module.css';

// Leaflet is only downloaded by shoppers who look for a relay point.
const RelayMap = lazy(() => import('./RelayMap'));

/**
 * What the relay search gives: a prompt before any search, the failure or the empty answer in
 * words, skeletons while it runs, then the map and the list.
 */
export function RelayResults({
  term,
  search,
  points,
  chosenId,
  onChoose,
  onChooseOnMap,
}: {
  term: string;
  search: UseQueryResult<TRelayPoints>;
  points: TRelayPoint[];
  chosenId: string | null;
  onChoose: (point: TRelayPoint) => void;
  onChooseOnMap: (point: TRelayPoint) => void;
}) {
  const { t } = useTranslation();
  const searching = useMinimumLoading(
    term !== '' && !search.isError && (!search.data || search.isFetching),
  );
  if (term === '')
    return (
      <div className={relayStyles.empty}>
        <PinIcon size={28} />
        <p>{t('delivery.shipping.relayPrompt')}</p>
      </div>
    );
  if (search.isError)
    return (
      <p role="alert" className={stepStyles.notice}>
        {t('delivery.relay.fetchFailed')}
      </p>
    );
  if (searching || !search.data)
    return (
      <div aria-busy="true">
        <p role="status" className="ui-visually-hidden">
          {t('delivery.shipping.relaySearching')}
        </p>
        <span
          className={`${skeletonStyles.skeleton} ${shippingStyles.skeletonMap}`}
          aria-hidden="true"
        />
        <span
          className={`${skeletonStyles.skeleton} ${shippingStyles.skeletonCard}`}
          aria-hidden="true"
        />
        <span
          className={`${skeletonStyles.skeleton} ${shippingStyles.skeletonCard}`}
          aria-hidden="true"
        />
      </div>
    );
  if (points.length === 0)
    return (
      <div className={relayStyles.empty} role="status">
        <PinIcon size={28} />
        <p>{t('delivery.relay.noResult', { search: term })}</p>
      </div>
    );
  return (
    <div className={relayStyles.results}>
      <p role="status" className={relayStyles.resultCount}>
        {t('delivery.shipping.relayResults', {
          count: points.length,
          place: search.data.origin?.label ?? term,
        })}
      </p>
      <div className={relayStyles.relayBrowse}>
        <Suspense
          fallback={<span className={`${skeletonStyles.skeleton} ${shippingStyles.skeletonMap}`} />}
        >
          <RelayMap
            points={points}
            chosenId={chosenId}
            origin={search.data.origin}
            onChoose={onChooseOnMap}
          />
        </Suspense>
        <RelayPointList points={points} chosenId={chosenId} onChoose={onChoose} />
      </div>
    </div>
  );
}
