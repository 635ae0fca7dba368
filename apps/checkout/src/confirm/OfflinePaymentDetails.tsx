import type { TOrder } from '@shop/api-client';
import { formatPrice } from '@shop/domain/money';
import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';
import { CopyButton } from './CopyButton';
import styles from './ConfirmPage.module.css';

export interface DetailRow {
  /** Its label's key under `purchase.confirm`. */
  key: string;
  value: string;
  /** Figures (the amount) line up; codes (IBAN, reference) keep their own font. */
  figure?: boolean;
  /** A button beside the value copies this (the IBAN without its spaces). */
  copy?: { value: string; label: string; done: string };
}

type Payment = TOrder['payments'][number];
type OfflineKind = 'bankTransfer' | 'cheque';

/**
 * The order's payment by transfer or cheque with the details the API sends for it, and its
 * amount in the shopper's locale; null while there are none.
 */
export function useOfflinePayment<K extends OfflineKind>(
  order: TOrder,
  kind: K,
): { details: NonNullable<Payment[K]>; amount: string } | null {
  const { locale } = useShop();
  const payment = order.payments.find(
    (candidate) => candidate.methodId === PAYMENT_METHOD_IDS[kind] && candidate[kind],
  );
  const details = payment?.[kind];
  if (!payment || !details) return null;
  return { details, amount: formatPrice(payment.amount, locale) };
}

/**
 * How to pay an order the shop receives the money of itself: an intro, the details, then
 * `notes` (the reference to give, the deadline), each a paragraph.
 */
export function OfflinePaymentDetails({
  id,
  intro,
  rows,
  testId,
  notes,
}: {
  id: string;
  intro: string;
  rows: readonly DetailRow[];
  testId: string;
  notes: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <section className={styles.transfer} aria-labelledby={id}>
      <h2 id={id} className={styles.transferIntro}>
        {intro}
      </h2>
      <dl className={styles.transferDetails} data-testid={testId}>
        {rows.map((row) => (
          <div key={row.key} className={styles.transferRow} data-key={row.key}>
            <dt>{t(`purchase.confirm.${row.key}`)}</dt>
            <dd className={row.figure ? 'ui-tabular' : styles.code}>
              {row.value}
              {row.copy ? (
                <span className={styles.copy}>
                  <CopyButton {...row.copy} />
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      {notes.map((note) => (
        <p key={note} className={styles.muted}>
          {note}
        </p>
      ))}
    </section>
  );
}
