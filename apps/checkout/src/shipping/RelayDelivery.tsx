import type { TRelayPoint } from '@shop/api-client';
import { RELAY_SEARCH_MAX_LENGTH, RELAY_SEARCH_MIN_LENGTH } from '@shop/domain/delivery';
import { Button, Dialog, Field, PinIcon, SearchIcon } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/api-context';
import { deliveryStore } from './delivery-store';
import { OpeningHours, relayItemId, RelayPointText } from './RelayPointList';
import { usePositionSearch } from './use-position-search';
import { RelayResults } from './RelayResults';
import relayStyles from './RelayDelivery.module.css';
import stepStyles from '../styles/step-page.module.css';
import cardStyles from '../styles/choice-cards.module.css';

const searchable = (text: string) => text.trim().length >= RELAY_SEARCH_MIN_LENGTH;

export interface RelayDeliveryProps {
  /** The country searched in: the chosen (or main) address's. */
  country: string | null;
  /** The chosen address's postcode: searched at once when the search opens. */
  initialSearch: string;
  /** The chosen relay point, kept even when not in the current results. */
  relayPoint: TRelayPoint | null;
}

/**
 * Relay point: the chosen point on the page, and the spec's relay-point modal (journey section
 * 2) with the search by postcode or city, the results as a list (a radio group) and on a map;
 * choosing on either chooses the point (and clears the address: section 4).
 */
export function RelayDelivery({ country, initialSearch, relayPoint }: RelayDeliveryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <div className={relayStyles.relay}>
      {relayPoint ? (
        <div className={relayStyles.chosenPoint} data-testid="chosen-relay-point">
          <p className={stepStyles.kicker}>{t('delivery.shipping.relayChosen')}</p>
          <p className={cardStyles.cardBody}>
            <RelayPointText point={relayPoint} />
          </p>
          <OpeningHours point={relayPoint} />
        </div>
      ) : (
        <div className={relayStyles.empty}>
          <PinIcon size={28} />
          <p>{t('delivery.shipping.relayPrompt')}</p>
        </div>
      )}
      {/* One button in both states: focus comes back to it when the modal closes. */}
      <Button
        variant={relayPoint ? 'secondary' : 'primary'}
        iconStart={<SearchIcon size={20} />}
        onClick={() => setOpen(true)}
        className={relayStyles.relayOpen}
      >
        {t(relayPoint ? 'delivery.shipping.relayChange' : 'delivery.shipping.relayOpen')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('delivery.shipping.relayDialogTitle')}
        closeLabel={t('delivery.shipping.close')}
        name="relay-points"
        className={relayStyles.relayDialog}
      >
        {/* Mounted while open only: the map measures its box once it is on screen. */}
        {open ? (
          <RelaySearch
            country={country}
            initialSearch={relayPoint?.zipCode ?? initialSearch}
            chosenId={relayPoint?.id ?? null}
            onDone={close}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

/** Where the relay search looks: a postcode or city typed, or the shopper's position. */
type RelayPlace = { search: string } | { latitude: number; longitude: number };

function RelaySearch({
  country,
  initialSearch,
  chosenId,
  onDone,
}: {
  country: string | null;
  initialSearch: string;
  chosenId: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const [text, setText] = useState(initialSearch);
  const [place, setPlace] = useState<RelayPlace | null>(
    searchable(initialSearch) ? { search: initialSearch.trim() } : null,
  );
  const [tooShort, setTooShort] = useState(false);
  const position = usePositionSearch((found) => setPlace(found));
  const search = useQuery({
    queryKey: ['relay-points', country, place],
    queryFn: () => api.relayPoints({ countryIsoCode: country ?? '', ...place }),
    enabled: country !== null && place !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const points = search.data?.relayPoints ?? [];
  const term =
    place === null ? '' : 'search' in place ? place.search : t('delivery.relay.yourPosition');
  const choose = (point: TRelayPoint) => deliveryStore.getState().chooseRelayPoint(point);
  const chooseOnMap = (point: TRelayPoint) => {
    choose(point);
    document.getElementById(relayItemId(point))?.scrollIntoView?.({ block: 'nearest' });
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = text.trim();
    setTooShort(!searchable(next));
    position.clear();
    if (!searchable(next)) return;
    if (place && 'search' in place && next === place.search) void search.refetch();
    else setPlace({ search: next });
  }

  return (
    <div className={relayStyles.relaySearch}>
      <form role="search" className={relayStyles.search} noValidate onSubmit={submit}>
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
            <div className={relayStyles.searchRow}>
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
        <Button
          variant="secondary"
          iconStart={<PinIcon size={20} />}
          loading={position.locating}
          loadingLabel={t('delivery.relay.locating')}
          onClick={() => {
            setTooShort(false);
            position.locate();
          }}
          className={relayStyles.aroundMe}
        >
          {t('delivery.relay.aroundMe')}
        </Button>
        {position.error ? (
          <p role="alert" className={stepStyles.notice}>
            {t(`delivery.relay.geolocation.${position.error}`)}
          </p>
        ) : null}
      </form>
      <RelayResults
        term={term}
        search={search}
        points={points}
        chosenId={chosenId}
        onChoose={choose}
        onChooseOnMap={chooseOnMap}
      />
      <div className={relayStyles.relayActions}>
        <Button variant="primary" onClick={onDone}>
          {t('delivery.shipping.relayConfirm')}
        </Button>
      </div>
    </div>
  );
}
