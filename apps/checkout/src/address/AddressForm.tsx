import type { TAddress } from '@shop/api-client';
import { Button } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../forms/FormMessage';
import { useSession } from '../session/session-context';
import { initialAddressValues } from './address-values';
import { AddressFields } from './AddressFields';
import skeletonStyles from '../styles/skeleton.module.css';
import styles from './AddressForm.module.css';
import { useAddressForm } from './use-address-form';
import { useDeliveryCountries } from './use-delivery-countries';

export interface AddressFormProps {
  /** The address to edit; without it the form adds one. */
  address?: TAddress | null;
  /** Called with the saved address. */
  onSaved: (address: TAddress) => void | Promise<void>;
  /** Shows a cancel button (in a dialog, the address book). */
  onCancel?: () => void;
  /** The heading that names the form. */
  labelledBy?: string;
}

/**
 * The one address form of the shop (checkout, the shipping step's dialog, later the account's
 * address book): the deliverable countries load first, then the fields.
 */
export function AddressForm(props: AddressFormProps) {
  const { t } = useTranslation();
  const countries = useDeliveryCountries();
  if (countries.isError)
    return (
      <div className={styles.failed}>
        <FormMessage kind="error">{t('delivery.shipping.countriesFailed')}</FormMessage>
        <Button variant="secondary" onClick={() => void countries.refetch()}>
          {t('delivery.shipping.retry')}
        </Button>
      </div>
    );
  if (!countries.data) return <AddressFormSkeleton />;
  return <LoadedAddressForm {...props} countries={countries.data} />;
}

function LoadedAddressForm({
  address,
  onSaved,
  onCancel,
  labelledBy,
  countries,
}: AddressFormProps & { countries: NonNullable<ReturnType<typeof useDeliveryCountries>['data']> }) {
  const { t } = useTranslation();
  const { state } = useSession();
  const profile = state.status === 'customer' ? state.profile : null;
  const isFirst = state.status === 'customer' && state.addresses.length === 0;
  const { form, values, errors, message, busy, change, submit } = useAddressForm({
    address,
    initial: initialAddressValues(address, profile, countries[0]?.isoCode2 ?? '', isFirst),
    countries,
    onSaved,
  });

  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-labelledby={labelledBy}
    >
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      <p className={styles.requiredHint}>{t('delivery.address.requiredHint')}</p>
      <AddressFields values={values} errors={errors} countries={countries} onChange={change} />
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('delivery.address.cancel')}
          </Button>
        ) : null}
        <Button type="submit" size="lg" loading={busy} loadingLabel={t('delivery.address.saving')}>
          {t('delivery.address.save')}
        </Button>
      </div>
    </form>
  );
}

function AddressFormSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeletonForm} aria-busy="true">
      <p className="ui-visually-hidden" role="status">
        {t('delivery.shipping.loading')}
      </p>
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <span
          key={row}
          className={`${skeletonStyles.skeleton} ${styles.skeletonField}`}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}
