import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import styles from './History.module.css';
import { OrderList, type OrderListState } from './OrderList';

/** Each list's page lives in the address (`?in_progress=2`), so Back and reloads keep it. */
function pageOf(params: URLSearchParams, state: OrderListState): number {
  const page = Number(params.get(state));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** /account/history: the orders in progress, then the finished ones, each list paginated. */
export function HistoryPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pageHref = (state: OrderListState, page: number) => {
    const next = new URLSearchParams(params);
    if (page === 1) next.delete(state);
    else next.set(state, String(page));
    const search = next.toString();
    return search ? `?${search}` : '?';
  };
  return (
    <AccountPageFrame
      title={t('accountArea.sections.history.title')}
      intro={t('accountArea.history.intro')}
    >
      <div className={styles.lists}>
        {(['in_progress', 'finished'] as const).map((state) => (
          <OrderList
            key={state}
            state={state}
            page={pageOf(params, state)}
            pageHref={(page) => pageHref(state, page)}
          />
        ))}
      </div>
    </AccountPageFrame>
  );
}
