import type { TRelayPoint } from '@shop/api-client';
import { RELAY_SEARCH_MAX_LENGTH, RELAY_SEARCH_MIN_LENGTH } from '@shop/domain/delivery';
import { Button, Field, SearchIcon } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/api-context';
import { deliveryStore } from './delivery-store';
import { OpeningHours, relayItemId, RelayPointText } from './RelayPointList';
import { RelayResults } from './RelayResults';
import styles from './ShippingPage.module.css';

const searchable = (text: string) => text.trim().length >= RELAY_SEARCH_MIN_LENGTH;

export interface RelayDeliveryProps {
  /** The country searched in: the chosen (or main) address's. */
  country: string | null;
  /** The chosen address's postcode: searched at once. */
  initialSearch: string;
  /** The chosen relay point, kept for the tab even when not in the current results. */
  relayPoint: TRelayPoint | null;
}

/**
 * Relay point: a search by postcode or city, the results as a list (a radio group) and on a
 * map; choosing on either chooses the point (and clears the address: section 4).
 */
export function RelayDelivery({ country, initialSearch, relayPoint }: RelayDeliveryProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [text, setText] = useState(initialSearch);
  const [term, setTerm] = useState(searchable(initialSearch) ? initialSearch.trim() : '');
  const [tooShort, setTooShort] = useState(false);
  const search = useQuery({
    queryKey: ['relay-points', country, term],
    queryFn: () => api.relayPoints({ countryIsoCode: country ?? '', search: term }),
    enabled: country !== null && term !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });
  const points = search.data?.relayPoints ?? [];
  const chosenId = relayPoint?.id ?? null;
  const choose = (point: TRelayPoint) => deliveryStore.getState().chooseRelayPoint(point);
  const chooseOnMap = (point: TRelayPoint) => {
    choose(point);
    document.getElementById(relayItemId(point))?.scrollIntoView?.({ block: 'nearest' });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = text.trim();
    setTooShort(!searchable(next));
    if (!searchable(next)) return;
    if (next === term) void search.refetch();
    else setTerm(next);
  }

  return (
    <div className={styles.relay}>
      {relayPoint && !points.some((point) => point.id === relayPoint.id) ? (
        <div className={styles.chosenPoint} data-testid="chosen-relay-point">
          <p className={styles.kicker}>{t('delivery.shipping.relayChosen')}</p>
          <p className={styles.cardBody}>
            <RelayPointText point={relayPoint} />
          </p>
          <OpeningHours point={relayPoint} />
        </div>
      ) : null}
      <form role="search" className={styles.search} noValidate onSubmit={submit}>
        <Field
          label={t('delivery.shipping.relaySearch')}
          hint={t('delivery.shipping.relaySearchHint')}
          error={
            tooShort
              ? t('delivery.shipping.relaySearchTooShort', { count: RELAY_SEARCH_MIN_LENGTH })
              : undefined
          }
        >
          {(control) => (
            <div className={styles.searchRow}>
              <input
                {...control}
                className="ui-field__input"
                name="search"
                type="search"
                enterKeyHint="search"
                maxLength={RELAY_SEARCH_MAX_LENGTH}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
              <Button type="submit" iconStart={<SearchIcon size={20} />}>
                {t('delivery.shipping.relaySearchSubmit')}
              </Button>
            </div>
          )}
        </Field>
      </form>
      <RelayResults
        term={term}
        search={search}
        points={points}
        chosenId={chosenId}
        onChoose={choose}
        onChooseOnMap={chooseOnMap}
      />
    </div>
  );
}
