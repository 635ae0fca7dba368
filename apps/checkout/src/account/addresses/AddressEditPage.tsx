import type { TAddress } from '@shop/api-client';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { AddressForm } from '../../address/AddressForm';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { useSession } from '../../session/session-context';
import { AccountPageFrame, PAGE_TITLE_ID } from '../shared/AccountPageFrame';
import styles from '../shared/account-page.module.css';
import type { AddressBookState } from './AddressBookPage';

/** The path segment that adds an address instead of editing one. */
export const NEW_ADDRESS = 'new';

/**
 * /account/address-book/{id}: the checkout's address form, editing the address `id` of the
 * book, or adding one at /account/address-book/new. An id outside the book is not found.
 */
export function AddressEditPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const { state, reloadAddresses, setAddresses } = useSession();
  if (state.status !== 'customer') return null;
  const adding = id === NEW_ADDRESS;
  const address = adding ? null : state.addresses.find((candidate) => String(candidate.id) === id);
  if (address === undefined) return <NotFoundPage />;
  const book = { to: '/account/address-book', label: t('accountArea.sections.addresses.title') };
  const title = adding ? t('accountArea.addresses.addTitle') : t('accountArea.addresses.editTitle');

  async function saved(result: TAddress) {
    // The book as the API keeps it (the main address may have moved); else this one in it.
    await reloadAddresses().catch(() =>
      setAddresses(
        state.status === 'customer'
          ? [...state.addresses.filter((other) => other.id !== result.id), result]
          : [result],
      ),
    );
    await navigate(book.to, { state: { saved: true } satisfies AddressBookState });
  }

  return (
    <AccountPageFrame title={title} back={book}>
      <div className={`${styles.panel} ${styles.formPanel}`}>
        <AddressForm
          key={id}
          address={address}
          labelledBy={PAGE_TITLE_ID}
          onSaved={saved}
          onCancel={() => void navigate(book.to)}
        />
      </div>
    </AccountPageFrame>
  );
}
