import type { TAddress } from '@shop/api-client';
import { Button, Dialog, PlusIcon } from '@shop/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressLines } from '../address/address-values';
import { AddressForm } from '../address/AddressForm';
import { useSession } from '../session/session-context';
import { deliveryStore } from './delivery-store';
import stepStyles from '../styles/step-page.module.css';
import cardStyles from '../styles/choice-cards.module.css';
import shippingStyles from './ShippingPage.module.css';

/** What the address dialog is open for: a new address, or one to edit. */
type Editing = { address: TAddress | null; key: number } | null;

/**
 * Home delivery: the customer's addresses as cards of one radio group (main address first),
 * each with its edit button, and the add/edit form in a modal dialog.
 */
export function HomeDelivery({
  addresses,
  chosenId,
}: {
  addresses: TAddress[];
  chosenId: number | null;
}) {
  const { t } = useTranslation();
  const { reloadAddresses, setAddresses } = useSession();
  const [editing, setEditing] = useState<Editing>(null);
  const open = (address: TAddress | null) => setEditing({ address, key: Date.now() });

  async function saved(address: TAddress) {
    await reloadAddresses().catch(() =>
      setAddresses(
        addresses.some((known) => known.id === address.id)
          ? addresses.map((known) => (known.id === address.id ? address : known))
          : [...addresses, address],
      ),
    );
    deliveryStore.getState().chooseAddress(address.id);
    setEditing(null);
  }

  return (
    <>
      <fieldset className={stepStyles.group}>
        <legend className={stepStyles.sectionTitle}>{t('delivery.shipping.addresses')}</legend>
        <ul className={cardStyles.cards}>
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              chosen={address.id === chosenId}
              onEdit={() => open(address)}
            />
          ))}
        </ul>
      </fieldset>
      <Button variant="secondary" iconStart={<PlusIcon size={20} />} onClick={() => open(null)}>
        {t('delivery.shipping.addAddress')}
      </Button>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.address ? t('delivery.address.editTitle') : t('delivery.address.title')}
        closeLabel={t('delivery.shipping.close')}
        name="address"
        className={shippingStyles.addressDialog}
      >
        {editing ? (
          <AddressForm
            key={editing.key}
            address={editing.address}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function AddressCard({
  address,
  chosen,
  onEdit,
}: {
  address: TAddress;
  chosen: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  const id = `shipping-address-${address.id}`;
  const [name, ...lines] = addressLines(address);
  return (
    <li className={cardStyles.card} data-selected={chosen || undefined}>
      <input
        id={id}
        type="radio"
        name="shipping-address"
        value={address.id}
        checked={chosen}
        onChange={() => deliveryStore.getState().chooseAddress(address.id)}
      />
      <label htmlFor={id} className={cardStyles.cardBody}>
        {address.label || address.default ? (
          <span className={cardStyles.cardTags}>
            {address.label ? <span className={cardStyles.cardLabel}>{address.label}</span> : null}
            {address.default ? (
              <span className={cardStyles.tag}>{t('delivery.shipping.defaultAddress')}</span>
            ) : null}
          </span>
        ) : null}
        <span className={cardStyles.cardName}>{name}</span>
        {lines.map((line, index) => (
          <span key={index} className={cardStyles.cardLine}>
            {line}
          </span>
        ))}
        {address.phoneNumber ? (
          <span className={cardStyles.cardLine}>{address.phoneNumber}</span>
        ) : null}
      </label>
      <button
        type="button"
        className={cardStyles.edit}
        aria-label={t('delivery.shipping.editAddress', {
          address: address.label || address.street || name,
        })}
        onClick={onEdit}
      >
        {t('delivery.shipping.edit')}
      </button>
    </li>
  );
}
