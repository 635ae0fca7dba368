import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/** How to pay an order the shop receives the money of itself: an intro, the details, hints. */
export function OfflinePaymentDetails({
  id,
  intro,
  rows,
  testId,
  children,
}: {
  id: string;
  intro: string;
  rows: readonly DetailRow[];
  testId: string;
  children: ReactNode;
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
      {children}
    </section>
  );
}
