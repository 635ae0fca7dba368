import type { TVoucher } from '@shop/api-client';
import { formatPrice } from '@shop/domain/money';
import { buttonClassName, GiftIcon } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShop } from '../../app/shop-context-provider';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import { formatDay } from '../shared/format';
import { ListSkeleton, LoadFailure } from '../shared/LoadFailure';
import { useCustomerQuery } from '../shared/use-customer-query';
import pageStyles from '../shared/account-page.module.css';
import styles from './Vouchers.module.css';

/** The cache key of the vouchers, which a gift card activation refreshes. */
export const VOUCHERS = 'vouchers';

/**
 * /account/voucher: what the customer can spend now, then every voucher and credit with its
 * amount, what is left, its validity, where it came from and its state.
 */
export function VouchersPage() {
  const { t } = useTranslation();
  const { locale } = useShop();
  const vouchers = useCustomerQuery([VOUCHERS], (api, token) => api.vouchers(token));

  return (
    <AccountPageFrame
      title={t('accountArea.sections.vouchers.title')}
      intro={t('accountArea.vouchers.intro')}
      actions={
        <Link
          to="/account/giftcard-activation"
          className={buttonClassName({ variant: 'secondary' })}
        >
          <GiftIcon size={18} />
          {t('accountArea.vouchers.activate')}
        </Link>
      }
    >
      {vouchers.isError ? (
        <LoadFailure onRetry={() => void vouchers.refetch()} />
      ) : !vouchers.data ? (
        <ListSkeleton rows={2} />
      ) : (
        <>
          <section className={styles.available} aria-labelledby="vouchers-available">
            <h2 id="vouchers-available" className={styles.availableLabel}>
              {t('accountArea.vouchers.available')}
            </h2>
            <p className={`${styles.availableAmount} ui-tabular`}>
              {formatPrice(vouchers.data.available, locale)}
            </p>
            <p className={`${pageStyles.small} ${pageStyles.muted} ${pageStyles.wrap}`}>
              {t('accountArea.vouchers.availableHint')}
            </p>
          </section>
          {vouchers.data.vouchers.length === 0 ? (
            <p className={pageStyles.empty}>{t('accountArea.vouchers.empty')}</p>
          ) : (
            <section className={pageStyles.section} aria-labelledby="vouchers-list">
              <h2 id="vouchers-list" className={pageStyles.sectionTitle}>
                {t('accountArea.vouchers.listTitle')}
              </h2>
              <ul className={`${pageStyles.list} ${pageStyles.cardGrid}`}>
                {vouchers.data.vouchers.map((voucher) => (
                  <li key={voucher.id}>
                    <VoucherCard voucher={voucher} />
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </AccountPageFrame>
  );
}

function VoucherCard({ voucher }: { voucher: TVoucher }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const titleId = `voucher-${voucher.id}`;
  return (
    <article
      className={`${pageStyles.panel} ${styles.voucher}`}
      data-state={voucher.state}
      aria-labelledby={titleId}
    >
      <div className={pageStyles.cardHead}>
        <p className={styles.kind}>{t(`vouchers.kind.${voucher.kind}`)}</p>
        <span
          className={`${pageStyles.badge} ${voucher.state === 'active' ? pageStyles.badgeDark : pageStyles.badgeMuted}`}
        >
          {t(`vouchers.state.${voucher.state}`)}
        </span>
      </div>
      <h3 id={titleId} className={pageStyles.cardTitle}>
        {voucher.label}
      </h3>
      <dl className={styles.figures}>
        <div>
          <dt>{t('accountArea.vouchers.amount')}</dt>
          <dd className="ui-tabular">{formatPrice(voucher.amount, locale)}</dd>
        </div>
        <div>
          <dt>{t('accountArea.vouchers.remaining')}</dt>
          <dd className={`ui-tabular ${styles.remaining}`}>
            {formatPrice(voucher.remaining, locale)}
          </dd>
        </div>
      </dl>
      <p className={`${pageStyles.small} ${pageStyles.muted} ${pageStyles.wrap}`}>
        {t('accountArea.vouchers.validity', {
          from: formatDay(voucher.validFrom, locale),
          to: formatDay(voucher.expiresAt, locale),
        })}
      </p>
    </article>
  );
}
