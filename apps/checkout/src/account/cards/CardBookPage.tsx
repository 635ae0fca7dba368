import type { TSavedCard } from '@shop/api-client';
import { Button, CardIcon, TrashIcon } from '@shop/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api-context';
import { useApiWrite } from '../../app/use-api-write';
import { FormMessage } from '../../forms/FormMessage';
import { useSession } from '../../session/session-context';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import { formatExpiry, isCardExpired } from '../shared/format';
import { ListSkeleton, LoadFailure } from '../shared/LoadFailure';
import type { FormNotice } from '../shared/use-account-form';
import { customerKey, useCustomerQuery } from '../shared/use-customer-query';
import styles from '../shared/account-page.module.css';

const CARDS = 'saved-cards';

/**
 * /account/card-book: the cards the payment provider keeps for the customer (brand, last four
 * digits, expiry), each deletable; a refused deletion says so (section 8's card deletion error).
 */
export function CardBookPage() {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const { state, callAsCustomer } = useSession();
  const cards = useCustomerQuery([CARDS], (client, token) => client.savedCards(token));
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const customerId = state.status === 'customer' ? state.profile.id : null;
  // One card's deletion does not wait for another's (mutate, not run).
  const remove = useApiWrite<TSavedCard>({
    mutationFn: (card) => callAsCustomer((token) => api.deleteSavedCard(token, card.id)),
    onMutate: () => setNotice(null),
    onSuccess: (_, card) => {
      if (customerId !== null)
        queryClient.setQueryData<TSavedCard[]>(customerKey(customerId, CARDS), (current) =>
          (current ?? []).filter((other) => other.id !== card.id),
        );
      setNotice({ kind: 'success', text: t('accountArea.cards.deleted', card) });
    },
    onError: () => setNotice({ kind: 'error', text: t('accountArea.cards.deleteFailed') }),
  });
  if (customerId === null) return null;

  const now = new Date();
  return (
    <AccountPageFrame
      title={t('accountArea.sections.cards.title')}
      intro={t('accountArea.cards.intro')}
    >
      {notice ? <FormMessage kind={notice.kind}>{notice.text}</FormMessage> : null}
      {cards.isError ? (
        <LoadFailure onRetry={() => void cards.refetch()} />
      ) : !cards.data ? (
        <ListSkeleton rows={2} />
      ) : cards.data.length === 0 ? (
        <p className={styles.empty}>{t('accountArea.cards.empty')}</p>
      ) : (
        <ul className={`${styles.list} ${styles.cardGrid}`}>
          {cards.data.map((card) => {
            const expiry = formatExpiry(card.expMonth, card.expYear);
            const expired = isCardExpired(card.expMonth, card.expYear, now);
            return (
              <li key={card.id} className={`${styles.panel} ${styles.savedCard}`}>
                <span className={styles.cardBrand} aria-hidden="true">
                  <CardIcon size={28} />
                </span>
                <span className={styles.savedCardText}>
                  <span className={styles.cardTitle}>{t('accountArea.cards.endingIn', card)}</span>
                  <span className={expired ? styles.expired : styles.muted}>
                    {t(expired ? 'accountArea.cards.expired' : 'accountArea.cards.expires', {
                      date: expiry,
                    })}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  iconStart={<TrashIcon size={18} />}
                  loading={remove.isPending && remove.variables.id === card.id}
                  loadingLabel={t('accountArea.common.deleting')}
                  aria-label={t('accountArea.cards.deleteLabel', card)}
                  onClick={() => remove.mutate(card)}
                >
                  {t('accountArea.common.delete')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </AccountPageFrame>
  );
}
