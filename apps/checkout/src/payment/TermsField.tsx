import { cmsPath } from '@shop/domain/routes';
import type { Ref } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { storefrontHref } from '../app/shop-context';
import { useShop } from '../app/shop-context-provider';
import styles from './PaymentPage.module.css';

export const TERMS_ERROR_ID = 'payment-terms-error';
const NEW_TAB_ID = 'payment-terms-new-tab';

/**
 * The terms of sale to accept before paying: a checkbox whose label links to the storefront's
 * terms page in the page's language (a new tab, so the checkout stays where it is), and the
 * error under it in words.
 */
export function TermsField({
  accepted,
  error,
  onChange,
  ref,
}: {
  accepted: boolean;
  error: string | null;
  onChange: (accepted: boolean) => void;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const shop = useShop();
  const href = storefrontHref(cmsPath('terms', shop.locale), shop);
  return (
    <div className={styles.terms}>
      <div className={styles.check}>
        <input
          ref={ref}
          id="payment-terms"
          type="checkbox"
          checked={accepted}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? TERMS_ERROR_ID : undefined}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        <label htmlFor="payment-terms">
          <Trans
            i18nKey="purchase.payment.terms"
            t={t}
            components={{
              // Named as a new tab for assistive technology by the note below.
              termsLink: (
                <a href={href} target="_blank" rel="noopener" aria-describedby={NEW_TAB_ID} />
              ),
            }}
          />
        </label>
        <span id={NEW_TAB_ID} hidden>
          {t('purchase.payment.newTab')}
        </span>
      </div>
      {error ? (
        <p id={TERMS_ERROR_ID} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
