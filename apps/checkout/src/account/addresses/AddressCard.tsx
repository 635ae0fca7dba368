import type { TAddress } from '@shop/api-client';
import { Button, buttonClassName, TrashIcon } from '@shop/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addressLines } from '../../address/address-values';
import styles from '../shared/account-page.module.css';

export interface AddressCardProps {
  address: TAddress;
  busy: boolean;
  /** False for the book's last address, which stays (the note under the list says why). */
  deletable: boolean;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** One address of the book: its lines, the main-address mark and what can be done with it. */
export function AddressCard({
  address,
  busy,
  deletable,
  onMakeDefault,
  onDelete,
}: AddressCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, ...rest] = addressLines(address);
  const names = { name: name ?? '', street: address.street ?? '' };
  return (
    <article className={`${styles.panel} ${styles.addressCard}`} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {address.label ?? name}
        </h2>
        {address.default ? (
          <span className={`${styles.badge} ${styles.badgeDark}`}>
            {t('accountArea.addresses.default')}
          </span>
        ) : null}
      </div>
      <address className={styles.addressLines}>
        {(address.label ? [name, ...rest] : rest).map((line, index) => (
          <span key={`${index}-${line}`}>{line}</span>
        ))}
        {address.phoneNumber ? (
          <span className={styles.muted}>
            {t('accountArea.addresses.phone', { phone: address.phoneNumber })}
          </span>
        ) : null}
      </address>
      <div className={styles.cardActions}>
        <Link
          to={`/account/address-book/${address.id}`}
          className={buttonClassName({ variant: 'ghost', size: 'sm' })}
          aria-label={t('accountArea.addresses.editLabel', names)}
        >
          {t('accountArea.addresses.edit')}
        </Link>
        {address.default ? null : (
          <Button
            variant="ghost"
            size="sm"
            loading={busy}
            onClick={onMakeDefault}
            aria-label={t('accountArea.addresses.makeDefaultLabel', names)}
          >
            {t('accountArea.addresses.makeDefault')}
          </Button>
        )}
        <Button
          variant="ghost"
          size="sm"
          iconStart={<TrashIcon size={18} />}
          disabled={!deletable || busy}
          aria-describedby={deletable ? undefined : 'last-address-note'}
          onClick={onDelete}
          aria-label={t('accountArea.addresses.deleteLabel', names)}
        >
          {t('accountArea.addresses.delete')}
        </Button>
      </div>
    </article>
  );
}
