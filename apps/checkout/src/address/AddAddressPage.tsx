import type { TAddress } from '@shop/api-client';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../app/use-document-title';
import { useSession } from '../session/session-context';
import { deliveryStore } from '../shipping/delivery-store';
import { AddressForm } from './AddressForm';
import stepStyles from '../styles/step-page.module.css';
import styles from './AddAddressPage.module.css';

/**
 * `/checkout/add_address` (route checkout-add_address, step 2): the customer's first address,
 * or another one; once saved it is the chosen destination on /checkout/shipping.
 */
export function AddAddressPage() {
  const { t } = useTranslation();
  const { state, reloadAddresses, setAddresses } = useSession();
  const navigate = useNavigate();
  useDocumentTitle(t('delivery.address.title'));
  const addresses = state.status === 'customer' ? state.addresses : [];
  const hasAddresses = addresses.length > 0;

  async function saved(address: TAddress) {
    // The book as the API keeps it (the main address may have moved); else the new one added.
    await reloadAddresses().catch(() => setAddresses([...addresses, address]));
    deliveryStore.getState().chooseAddress(address.id);
    await navigate('/checkout/shipping');
  }

  return (
    <div className={styles.page}>
      <div className={stepStyles.heading}>
        <h1 id="add-address-title" className={stepStyles.title}>
          {t('delivery.address.title')}
        </h1>
        <p className={styles.intro}>{t('delivery.address.intro')}</p>
      </div>
      <AddressForm
        labelledBy="add-address-title"
        onSaved={saved}
        onCancel={hasAddresses ? () => void navigate('/checkout/shipping') : undefined}
      />
      {hasAddresses ? null : (
        <Link to="/checkout/basket" className={styles.back}>
          {t('delivery.shipping.backToBasket')}
        </Link>
      )}
    </div>
  );
}
