import type { TRelayPoint, TReturnDropOffRequest, TReturnOrder } from '@shop/api-client';
import { RELAY_SEARCH_MAX_LENGTH } from '@shop/domain/delivery';
import { Button, Field, SearchIcon } from '@shop/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../address/AddressForm.module.css';
import { useApi } from '../../app/api-context';
import { useApiWrite } from '../../app/use-api-write';
import { FormMessage } from '../../forms/FormMessage';
import { useSession } from '../../session/session-context';
import { RelayResults } from '../../shipping/RelayResults';
import { apiMessage } from '../shared/api-message';
import styles from './Returns.module.css';

type Mode = 'relay' | 'home';

/**
 * The second step: a relay point near where the order went (the checkout's relay list and
 * map, searchable by postcode or city), or collection at home.
 */
export function ReturnDropOff({
  view,
  onChosen,
}: {
  view: TReturnOrder;
  onChosen: (next: TReturnOrder) => void;
}) {
  const { t } = useTranslation();
  const api = useApi();
  const { callAsCustomer } = useSession();
  const [mode, setMode] = useState<Mode>(view.dropOff?.mode ?? 'relay');
  const [point, setPoint] = useState<TRelayPoint | null>(view.dropOff?.relayPoint ?? null);
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const choose = useApiWrite({
    mutationFn: (body: TReturnDropOffRequest) =>
      callAsCustomer((token) => api.chooseReturnDropOff(token, view.id, body)),
    onMutate: () => setFailure(null),
    onSuccess: (next) => onChosen(next),
    onError: (error) => setFailure(apiMessage(error) ?? t('returns.page.failed')),
  });
  const points = useQuery({
    queryKey: ['return-relay-points', view.id, search],
    queryFn: () => callAsCustomer((token) => api.returnRelayPoints(token, view.id, search)),
    enabled: mode === 'relay',
    retry: false,
  });

  function find(event: FormEvent) {
    event.preventDefault();
    setSearch(text.trim() || undefined);
  }

  function confirm() {
    if (mode === 'relay' && !point) return setFailure(t('returns.page.chooseRelayFirst'));
    choose.run(mode === 'relay' ? { mode, relayPointId: point!.id } : { mode });
  }

  return (
    <div className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('returns.page.dropOffTitle')}</legend>
        {(['relay', 'home'] as const).map((value) => (
          <label key={value} className={formStyles.choice}>
            <input
              type="radio"
              name="dropOff"
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            <span>{t(`returns.page.${value}Mode`)}</span>
          </label>
        ))}
      </fieldset>
      {mode === 'relay' ? (
        <>
          <form role="search" className={styles.relaySearch} noValidate onSubmit={find}>
            <Field label={t('returns.page.relaySearch')}>
              {(control) => (
                <input
                  {...control}
                  className="ui-field__input"
                  type="search"
                  maxLength={RELAY_SEARCH_MAX_LENGTH}
                  value={text}
                  onChange={(event) => setText(event.target.value)}
                />
              )}
            </Field>
            <Button type="submit" variant="secondary" iconStart={<SearchIcon size={20} />}>
              {t('returns.page.relaySearchSubmit')}
            </Button>
          </form>
          <RelayResults
            term={search ?? view.orderNumber}
            search={points}
            points={points.data?.relayPoints ?? []}
            chosenId={point?.id ?? null}
            onChoose={setPoint}
            onChooseOnMap={setPoint}
          />
        </>
      ) : (
        <p>{t('returns.page.homeAddress')}</p>
      )}
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
      <div className={styles.actions}>
        <Button onClick={confirm} loading={choose.isPending}>
          {t('returns.page.chooseDropOff')}
        </Button>
      </div>
    </div>
  );
}
