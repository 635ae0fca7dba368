import type { TCarrier, TCarriers, TDeliveryNotice } from '@shop/api-client';
import { formatDeliveryDate } from '@shop/domain/delivery';
import { formatPrice, fromCents } from '@shop/domain/money';
import { Button, TruckIcon } from '@shop/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';
import { useMinimumLoading } from '../app/use-minimum-loading';
import { deliveryStore } from './delivery-store';
import stepStyles from '../styles/step-page.module.css';
import skeletonStyles from '../styles/skeleton.module.css';
import shippingStyles from './ShippingPage.module.css';
import cardStyles from '../styles/choice-cards.module.css';

export interface CarrierOptionsProps {
  /** No destination of the mode chosen yet: nothing to price. */
  waiting: boolean;
  query: UseQueryResult<TCarriers>;
  offered: TCarrier[];
  chosenId: number | null;
  /** The basket detail's notices about the chosen delivery. */
  notices: TDeliveryNotice[];
}

/** Carriers of the destination's country and of the mode's type, as radio cards. */
export function CarrierOptions({
  waiting,
  query,
  offered,
  chosenId,
  notices,
}: CarrierOptionsProps) {
  const { t } = useTranslation();
  const all = [...(waiting ? [] : (query.data?.notices ?? [])), ...notices];
  const unique = all.filter(
    (notice, index) => all.findIndex((n) => n.code === notice.code) === index,
  );

  return (
    <fieldset className={stepStyles.group} aria-busy={query.isFetching || undefined}>
      <legend className={stepStyles.sectionTitle}>{t('delivery.shipping.carriers')}</legend>
      {unique.map((notice) => (
        <p key={notice.code} role="status" className={stepStyles.notice}>
          {t(`delivery.notices.${notice.code}`, { defaultValue: notice.message })}
        </p>
      ))}
      <CarrierList waiting={waiting} query={query} offered={offered} chosenId={chosenId} />
    </fieldset>
  );
}

function CarrierList({ waiting, query, offered, chosenId }: Omit<CarrierOptionsProps, 'notices'>) {
  const { t } = useTranslation();
  const loading = useMinimumLoading(!waiting && !query.isError && !query.data);
  if (waiting) return <p className={stepStyles.muted}>{t('delivery.shipping.carriersPrompt')}</p>;
  if (query.isError)
    return (
      <div className={stepStyles.failure}>
        <p role="alert" className={stepStyles.notice}>
          {t('delivery.shipping.carriersFailed')}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('delivery.shipping.retry')}
        </Button>
      </div>
    );
  if (loading || !query.data)
    return (
      <div aria-busy="true">
        <p role="status" className="ui-visually-hidden">
          {t('delivery.shipping.carriersLoading')}
        </p>
        <span
          className={`${skeletonStyles.skeleton} ${shippingStyles.skeletonCarrier}`}
          aria-hidden="true"
        />
        <span
          className={`${skeletonStyles.skeleton} ${shippingStyles.skeletonCarrier}`}
          aria-hidden="true"
        />
      </div>
    );
  if (offered.length === 0)
    return <p className={stepStyles.notice}>{t('delivery.notices.no_delivery_mode')}</p>;
  return (
    <ul className={cardStyles.cards}>
      {offered.map((carrier) => (
        <CarrierCard key={carrier.id} carrier={carrier} chosen={carrier.id === chosenId} />
      ))}
    </ul>
  );
}

function CarrierCard({ carrier, chosen }: { carrier: TCarrier; chosen: boolean }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const id = `carrier-${carrier.id}`;
  const free = carrier.price.freeShipping || carrier.price.amount === 0;
  const text = (field: 'name' | 'description') =>
    t(`delivery.carriers.${carrier.code}.${field}`, { defaultValue: carrier[field] });
  return (
    <li className={cardStyles.card} data-selected={chosen || undefined}>
      <input
        id={id}
        type="radio"
        name="carrier"
        value={carrier.id}
        checked={chosen}
        onChange={() => deliveryStore.getState().chooseCarrier(carrier)}
      />
      <label htmlFor={id} className={cardStyles.carrierBody}>
        <span className={cardStyles.logo} aria-hidden="true">
          <TruckIcon size={20} />
          <img
            src={carrier.logo}
            alt=""
            width={48}
            height={32}
            loading="lazy"
            onError={(event) => {
              event.currentTarget.hidden = true;
            }}
          />
        </span>
        <span className={cardStyles.carrierText}>
          <span className={cardStyles.cardName}>
            {text('name')}
            {carrier.express ? (
              <span className={cardStyles.tag}>{t('delivery.shipping.express')}</span>
            ) : null}
          </span>
          <span className={cardStyles.cardLine}>{text('description')}</span>
          <span className={cardStyles.date}>
            {t('delivery.shipping.deliveryDate', {
              date: formatDeliveryDate(carrier.deliveryDate.deliveryDate, locale),
            })}
          </span>
        </span>
        <span className={`${cardStyles.price} ui-tabular`}>
          {free
            ? t('delivery.shipping.free')
            : formatPrice(fromCents(carrier.price.amount), locale)}
        </span>
      </label>
    </li>
  );
}
