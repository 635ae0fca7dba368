import type { TPaymentMethodId, TPaymentMethods, TSavedCard } from '@shop/api-client';
import { formatPrice } from '@shop/domain/money';
import { PAYMENT_METHOD_IDS, PAYPAL_4X_MAXIMUM, PAYPAL_4X_MINIMUM } from '@shop/domain/orders';
import { Button } from '@shop/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';
import { useMinimumLoading } from '../app/use-minimum-loading';
import stepStyles from '../styles/step-page.module.css';
import cardStyles from '../styles/choice-cards.module.css';
import skeletonStyles from '../styles/skeleton.module.css';
import { MethodCard } from './MethodCard';
import {
  cardExpiry,
  isCardExpired,
  paypal4xOffer,
  selectionValue,
  type PaymentSelection,
} from './payment-choice';
import { BankIcon, CardIcon, ChequeIcon, InstalmentsIcon, WalletIcon } from './PaymentIcons';
import styles from './PaymentPage.module.css';

export interface PaymentMethodsProps {
  selection: PaymentSelection | null;
  onChoose: (selection: PaymentSelection) => void;
  cards: UseQueryResult<TSavedCard[]>;
  /** What the store offers with its payment provider: only these methods are shown. */
  offered: UseQueryResult<TPaymentMethods>;
  /** The order's total with its carrier, from the server; null until known. */
  total: number | null;
  /** "Choose a payment method", after a refused submit. */
  error: string | null;
  now: Date;
}

export const METHOD_ERROR_ID = 'payment-method-error';

/**
 * Every way to pay the store offers, as one radio group of cards (arrow keys move and
 * choose): the saved cards, a new card (with "remember this card"), PayPal in one or four
 * payments (four only within PayPal's amounts, else shown disabled with the reason), bank
 * transfer, and cheque where the store takes them.
 */
export function PaymentMethods({
  selection,
  onChoose,
  cards,
  offered,
  total,
  error,
  now,
}: PaymentMethodsProps) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const chosen = selection ? selectionValue(selection) : null;
  const offer4x = paypal4xOffer(total);
  const reason4x =
    offer4x === 'below'
      ? t('purchase.payment.paypal4xBelow', { amount: formatPrice(PAYPAL_4X_MINIMUM, locale) })
      : offer4x === 'above'
        ? t('purchase.payment.paypal4xAbove', { amount: formatPrice(PAYPAL_4X_MAXIMUM, locale) })
        : offer4x === 'unknown'
          ? t('purchase.payment.paypal4xUnknown')
          : null;
  const has = (methodId: TPaymentMethodId) => offered.data?.methodIds.includes(methodId) ?? false;

  return (
    <fieldset
      className={stepStyles.group}
      aria-describedby={error ? METHOD_ERROR_ID : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className={stepStyles.sectionTitle}>{t('purchase.payment.methods')}</legend>
      {error ? (
        <p id={METHOD_ERROR_ID} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      <ul className={cardStyles.cards}>
        {offered.data ? null : (
          <QueryPending
            query={offered}
            loading={t('purchase.payment.methodsLoading')}
            failed={t('purchase.payment.methodsFailed')}
          />
        )}
        {has(PAYMENT_METHOD_IDS.card) ? (
          <>
            <SavedCards cards={cards} chosen={chosen} onChoose={onChoose} now={now} />
            <MethodCard
              value="newCard"
              chosen={chosen}
              icon={<CardIcon />}
              label={t('purchase.payment.newCard')}
              hint={t('purchase.payment.newCardHint')}
              onChoose={() => onChoose({ kind: 'newCard', remember: false })}
              extra={
                selection?.kind === 'newCard' ? (
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      checked={selection.remember}
                      onChange={(event) =>
                        onChoose({ kind: 'newCard', remember: event.currentTarget.checked })
                      }
                    />
                    <span>{t('purchase.payment.remember')}</span>
                  </label>
                ) : null
              }
            />
          </>
        ) : null}
        {has(PAYMENT_METHOD_IDS.paypal) ? (
          <>
            <MethodCard
              value="paypal:1"
              chosen={chosen}
              icon={<WalletIcon />}
              label={t('purchase.payment.paypal')}
              hint={t('purchase.payment.paypalHint')}
              onChoose={() => onChoose({ kind: 'paypal', installments: 1 })}
            />
            {/* In four payments only where the provider takes it (not Stripe). */}
            {offered.data?.paypal4x ? (
              <MethodCard
                value="paypal:4"
                chosen={chosen}
                icon={<InstalmentsIcon />}
                label={t('purchase.payment.paypal4x')}
                hint={t('purchase.payment.paypal4xHint')}
                disabledReason={reason4x}
                onChoose={() => onChoose({ kind: 'paypal', installments: 4 })}
              />
            ) : null}
          </>
        ) : null}
        {has(PAYMENT_METHOD_IDS.bankTransfer) ? (
          <MethodCard
            value="transfer"
            chosen={chosen}
            icon={<BankIcon />}
            label={t('purchase.payment.transfer')}
            hint={t('purchase.payment.transferHint')}
            onChoose={() => onChoose({ kind: 'transfer' })}
          />
        ) : null}
        {has(PAYMENT_METHOD_IDS.cheque) ? (
          <MethodCard
            value="cheque"
            chosen={chosen}
            icon={<ChequeIcon />}
            label={t('purchase.payment.cheque')}
            hint={t('purchase.payment.chequeHint')}
            onChoose={() => onChoose({ kind: 'cheque' })}
          />
        ) : null}
      </ul>
    </fieldset>
  );
}

/** A list item while a query loads (a skeleton, announced), or its failure with a retry. */
function QueryPending({
  query,
  loading,
  failed,
}: {
  query: UseQueryResult<unknown>;
  loading: string;
  failed: string;
}) {
  const { t } = useTranslation();
  if (query.isError)
    return (
      <li className={stepStyles.failure}>
        <p role="alert" className={stepStyles.notice}>
          {failed}
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('purchase.payment.retry')}
        </Button>
      </li>
    );
  return (
    <li aria-busy="true">
      <p role="status" className="ui-visually-hidden">
        {loading}
      </p>
      <span className={`${skeletonStyles.skeleton} ${styles.skeletonMethod}`} aria-hidden="true" />
    </li>
  );
}

function SavedCards({
  cards,
  chosen,
  onChoose,
  now,
}: {
  cards: UseQueryResult<TSavedCard[]>;
  chosen: string | null;
  onChoose: (selection: PaymentSelection) => void;
  now: Date;
}) {
  const { t } = useTranslation();
  const loading = useMinimumLoading(!cards.isError && !cards.data);
  if (cards.isError || loading || !cards.data)
    return (
      <QueryPending
        query={cards}
        loading={t('purchase.payment.cardsLoading')}
        failed={t('purchase.payment.cardsFailed')}
      />
    );
  return cards.data.map((card) => {
    const expired = isCardExpired(card, now);
    const expiry = cardExpiry(card);
    return (
      <MethodCard
        key={card.id}
        value={`card:${card.id}`}
        chosen={chosen}
        icon={<CardIcon />}
        label={t('purchase.methods.savedCard', { brand: card.brand, last4: card.last4 })}
        hint={expired ? null : t('purchase.payment.savedCardHint', { expiry })}
        disabledReason={expired ? t('purchase.payment.expired', { expiry }) : null}
        onChoose={() => onChoose({ kind: 'savedCard', card })}
      />
    );
  });
}
