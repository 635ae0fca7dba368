import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '../app/use-document-title';
import { StepHeader } from '../layout/StepHeader';
import { CarrierOptions } from './CarrierOptions';
import { DeliveryModes } from './DeliveryModes';
import { deliveryStore } from './delivery-store';
import { HomeDelivery } from './HomeDelivery';
import { RelayDelivery } from './RelayDelivery';
import { ShippingSummary } from './ShippingSummary';
import stepStyles from '../styles/step-page.module.css';
import { useShipping } from './use-shipping';

/**
 * `/checkout/shipping` (step 2): home delivery to one of the customer's addresses or a relay
 * point, a carrier of that type, the server's totals, and the way on to payment.
 */
export function ShippingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('delivery.shipping.title'));
  const shipping = useShipping();
  const { mode, choice, basket } = shipping;
  if (basket.lines.length === 0) return <Navigate to="/checkout/basket" replace />;

  return (
    <div className={stepStyles.page}>
      <StepHeader
        title={t('delivery.shipping.title')}
        intro={t('delivery.shipping.intro')}
        removed={basket.removed}
      />
      <div className={stepStyles.layout}>
        <div className={stepStyles.column}>
          <DeliveryModes mode={mode} onChange={(next) => deliveryStore.getState().setMode(next)} />
          <section
            className={stepStyles.panel}
            aria-label={t(`delivery.shipping.${mode === 'home' ? 'modeHome' : 'modeRelay'}`)}
          >
            {mode === 'home' ? (
              <HomeDelivery addresses={shipping.addresses} chosenId={choice.shippingAddressId} />
            ) : (
              <RelayDelivery
                country={shipping.homeCountry}
                initialSearch={shipping.homeAddress?.zipCode ?? ''}
                relayPoint={choice.relayPointId ? shipping.relayPoint : null}
              />
            )}
          </section>
          <CarrierOptions
            waiting={shipping.destinationCountry === null}
            query={shipping.carriers}
            offered={shipping.offered}
            chosenId={choice.carrierId}
            notices={basket.detail?.deliveryNotices ?? []}
          />
        </div>
        <ShippingSummary
          basket={basket}
          complete={shipping.complete}
          carrierName={shipping.offered.find((carrier) => carrier.id === choice.carrierId)?.name}
        />
      </div>
    </div>
  );
}
