import type { TRelayPoint } from '@shop/api-client';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';
import relayStyles from './RelayDelivery.module.css';
import cardStyles from '../styles/choice-cards.module.css';

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** The DOM id of a relay point's list item (the map scrolls it into view). */
export const relayItemId = (point: Pick<TRelayPoint, 'id'>) =>
  `relay-point-${point.id.replace(/[^\w-]/g, '_')}`;

/** Opening hours, Monday to Sunday; a day without periods is closed. */
export function OpeningHours({ point }: { point: TRelayPoint }) {
  const { t } = useTranslation();
  return (
    <details className={relayStyles.hours}>
      <summary>{t('delivery.shipping.relayHours')}</summary>
      <dl>
        {WEEK.map((day) => {
          const periods = point.openingHours.find((entry) => entry.day === day)?.periods ?? [];
          return (
            <div key={day} className={relayStyles.hoursRow}>
              <dt>{t(`delivery.relay.days.${day}`)}</dt>
              <dd className="ui-tabular">
                {periods.length
                  ? periods.map((period) => `${period.open}–${period.close}`).join(', ')
                  : t('delivery.relay.closed')}
              </dd>
            </div>
          );
        })}
      </dl>
    </details>
  );
}

/** A relay point's name and address, for the list and the chosen-point card. */
export function RelayPointText({ point }: { point: TRelayPoint }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const distance =
    point.distanceKm === null
      ? null
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(point.distanceKm);
  return (
    <>
      <span className={cardStyles.cardName}>{point.name}</span>
      <span className={cardStyles.cardLine}>{point.street}</span>
      <span className={cardStyles.cardLine}>
        {point.zipCode} {point.city}
      </span>
      {distance ? (
        <span className={relayStyles.distance}>
          {t('delivery.shipping.relayDistance', { distance })}
        </span>
      ) : null}
    </>
  );
}

/** The search's relay points as one radio group; the chosen one is highlighted. */
export function RelayPointList({
  points,
  chosenId,
  onChoose,
}: {
  points: TRelayPoint[];
  chosenId: string | null;
  onChoose: (point: TRelayPoint) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={relayStyles.relayList}>
      <legend className="ui-visually-hidden">{t('delivery.shipping.relayList')}</legend>
      <ul className={cardStyles.cards}>
        {points.map((point) => {
          const id = relayItemId(point);
          return (
            <li
              key={point.id}
              id={id}
              className={cardStyles.card}
              data-selected={point.id === chosenId || undefined}
            >
              <input
                id={`${id}-radio`}
                type="radio"
                name="relay-point"
                value={point.id}
                checked={point.id === chosenId}
                onChange={() => onChoose(point)}
              />
              <label htmlFor={`${id}-radio`} className={cardStyles.cardBody}>
                <RelayPointText point={point} />
              </label>
              <div className={cardStyles.cardExtra}>
                <OpeningHours point={point} />
              </div>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
