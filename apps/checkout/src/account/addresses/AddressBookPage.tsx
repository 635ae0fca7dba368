import type { TAddress } from '@shop/api-client';
import { Button, buttonClassName, Dialog, PlusIcon } from '@shop/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useApi } from '../../app/api-context';
import { useApiWrite } from '../../app/use-api-write';
import { addressLines, sortAddresses } from '../../address/address-values';
import { FormMessage } from '../../forms/FormMessage';
import { useSession } from '../../session/session-context';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import { apiMessage } from '../shared/api-message';
import type { FormNotice } from '../shared/use-account-form';
import styles from '../shared/account-page.module.css';
import { AddressCard } from './AddressCard';
import { defaultAddressRequest } from './default-address';

/** What the edit page tells the book after a save (router state). */
export interface AddressBookState {
  saved?: boolean;
}

/** A change of one address (made the main one, or deleted) and its outcome's words. */
interface AddressChange {
  address: TAddress;
  call: (token: string) => Promise<unknown>;
  done: string;
  failed: string;
}

/**
 * /account/address-book: the addresses, the main one first and marked; each can be edited,
 * made the main one, or deleted, except the last one (the book never empties).
 */
export function AddressBookPage() {
  const { t } = useTranslation();
  const api = useApi();
  const location = useLocation();
  const { state, callAsCustomer, reloadAddresses } = useSession();
  const [notice, setNotice] = useState<FormNotice | null>(() =>
    (location.state as AddressBookState | null)?.saved
      ? { kind: 'success', text: t('accountArea.addresses.saved') }
      : null,
  );
  const [toDelete, setToDelete] = useState<TAddress | null>(null);
  // One address's change does not wait for another's (mutate, not run).
  const change = useApiWrite<AddressChange>({
    mutationFn: async ({ call }) => {
      await callAsCustomer(call);
      await reloadAddresses();
    },
    onMutate: () => setNotice(null),
    onSuccess: (_, { done }) => setNotice({ kind: 'success', text: done }),
    onError: (failure, { failed }) =>
      setNotice({ kind: 'error', text: apiMessage(failure) ?? failed }),
  });
  if (state.status !== 'customer') return null;
  const addresses = sortAddresses(state.addresses);
  const lastOne = addresses.length === 1;

  const makeDefault = (address: TAddress) =>
    change.mutate({
      address,
      call: (token) => api.updateAddress(token, defaultAddressRequest(address)),
      done: t('accountArea.addresses.defaultChanged'),
      failed: t('accountArea.addresses.defaultFailed'),
    });

  function confirmDelete() {
    const address = toDelete;
    setToDelete(null);
    if (!address) return;
    change.mutate({
      address,
      call: (token) => api.deleteAddress(token, address.id),
      done: t('accountArea.addresses.deleted'),
      failed: t('accountArea.addresses.deleteFailed'),
    });
  }

  const addLink = (
    <Link to="/account/address-book/new" className={buttonClassName({ variant: 'primary' })}>
      <PlusIcon size={18} />
      {t('accountArea.addresses.add')}
    </Link>
  );

  return (
    <AccountPageFrame
      title={t('accountArea.sections.addresses.title')}
      intro={t('accountArea.addresses.intro')}
      actions={addLink}
    >
      {notice ? <FormMessage kind={notice.kind}>{notice.text}</FormMessage> : null}
      {addresses.length === 0 ? (
        <p className={styles.empty}>{t('accountArea.addresses.empty')}</p>
      ) : (
        <ul className={`${styles.list} ${styles.cardGrid}`}>
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={change.isPending && change.variables.address.id === address.id}
                deletable={!lastOne}
                onMakeDefault={() => makeDefault(address)}
                onDelete={() => setToDelete(address)}
              />
            </li>
          ))}
        </ul>
      )}
      {lastOne ? (
        <p id="last-address-note" className={`${styles.small} ${styles.muted} ${styles.wrap}`}>
          {t('accountArea.addresses.lastOne')}
        </p>
      ) : null}
      <Dialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        title={t('accountArea.addresses.confirmTitle')}
        closeLabel={t('accountArea.common.close')}
        name="delete-address"
      >
        <p className={styles.wrap}>
          {toDelete
            ? t('accountArea.addresses.confirmText', {
                address: addressLines(toDelete).slice(0, 3).join(', '),
              })
            : null}
        </p>
        <div className={styles.formActions}>
          <Button variant="primary" onClick={confirmDelete}>
            {t('accountArea.common.delete')}
          </Button>
          <Button variant="secondary" onClick={() => setToDelete(null)}>
            {t('accountArea.common.cancel')}
          </Button>
        </div>
      </Dialog>
    </AccountPageFrame>
  );
}
