import { formatPrice } from '@shop/domain/money';
import { Button } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';
import stepStyles from '../styles/step-page.module.css';
import cardStyles from '../styles/choice-cards.module.css';
import { GiftIcon } from './PaymentIcons';
import styles from './PaymentPage.module.css';
import type { VoucherPartState } from './use-voucher-part';

/**
 * The vouchers and credits that can pay now, each with a checkbox: the ticked ones pay first
 * (method 10), the soonest to expire first. Nothing is shown to a customer who has none (nor
 * while they load); a failure says so with a retry, and the other methods stay.
 */
export function VoucherChoice({
  part,
  onChange,
}: {
  part: VoucherPartState;
  onChange: (voucherIds: number[]) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const { query, spendable, ids } = part;
  if (query.isError)
    return (
      <div className={stepStyles.failure}>
        <p role="alert" className={stepStyles.notice}>
          {t('vouchers.checkout.failed')}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('purchase.payment.retry')}
        </Button>
      </div>
    );
  if (spendable.length === 0) return null;
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...ids, id] : ids.filter((known) => known !== id));
  return (
    <fieldset className={stepStyles.group}>
      <legend className={stepStyles.sectionTitle}>{t('vouchers.checkout.title')}</legend>
      <p className={styles.vouchersIntro}>{t('vouchers.checkout.intro')}</p>
      <ul className={cardStyles.cards}>
        {spendable.map((voucher) => {
          const id = `payment-voucher-${voucher.id}`;
          const checked = ids.includes(voucher.id);
          return (
            <li key={voucher.id} className={cardStyles.card} data-selected={checked || undefined}>
              <input
                id={id}
                type="checkbox"
                name="voucher"
                value={voucher.id}
                checked={checked}
                onChange={(event) => toggle(voucher.id, event.currentTarget.checked)}
              />
              <label htmlFor={id} className={styles.methodBody}>
                <span className={styles.methodIcon}>
                  <GiftIcon />
                </span>
                <span className={styles.methodText}>
                  <span className={cardStyles.cardName}>{voucher.label}</span>
                  <span className={cardStyles.cardLine}>
                    {t('vouchers.checkout.remaining', {
                      amount: formatPrice(voucher.remaining, locale),
                    })}
                    {' · '}
                    {t('vouchers.checkout.validUntil', {
                      date: date.format(new Date(voucher.expiresAt)),
                    })}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The recap's two lines once vouchers are ticked: what they pay and what is left. */
export function VoucherFigures({ part }: { part: VoucherPartState }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  if (part.ids.length === 0 || part.rest === null) return null;
  return (
    <dl className={styles.voucherFigures} data-testid="voucher-figures">
      <div className={styles.voucherRow}>
        <dt>{t('vouchers.checkout.deducted')}</dt>
        <dd className="ui-tabular">{formatPrice(-part.covered, locale)}</dd>
      </div>
      <div className={`${styles.voucherRow} ${styles.voucherRest}`}>
        <dt>{t('vouchers.checkout.toPay')}</dt>
        <dd className="ui-tabular">{formatPrice(part.rest, locale)}</dd>
      </div>
    </dl>
  );
}
