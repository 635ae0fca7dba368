import type { DownloadedFile, TOrder } from '@shop/api-client';
import { hasBill } from '@shop/domain/orders';
import { Button, DownloadIcon } from '@shop/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api-context';
import { useApiWrite } from '../../app/use-api-write';
import { FormMessage } from '../../forms/FormMessage';
import { useSession } from '../../session/session-context';
import { apiMessage } from '../shared/api-message';
import { saveFile } from '../shared/download';
import pageStyles from '../shared/account-page.module.css';
import styles from './History.module.css';

type OrderFile = 'bill' | 'purchaseOrder';

/**
 * The order's bill and purchase order: PDF files the API makes, saved under the name its
 * Content-Disposition gives. An order never paid has no bill yet (hasBill): the page says when
 * it comes instead of offering a download the API refuses.
 */
export function OrderDocuments({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const api = useApi();
  const { callAsCustomer } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const billed = hasBill(order.history.map((step) => step.status));
  const files: OrderFile[] = billed ? ['bill', 'purchaseOrder'] : ['purchaseOrder'];
  // Each file its own download (mutate): the bill need not wait for the purchase order.
  const download = useApiWrite({
    mutationFn: async (kind: OrderFile) => {
      const file: DownloadedFile = await callAsCustomer((token) =>
        kind === 'bill' ? api.orderBill(token, order.id) : api.orderPurchaseOrder(token, order.id),
      );
      saveFile(file, `${order.number}.pdf`);
    },
    onMutate: () => setFailure(null),
    onError: (error) => setFailure(apiMessage(error) ?? t('accountArea.order.downloadFailed')),
  });

  return (
    <div className={styles.documents} role="group" aria-label={t('accountArea.order.documents')}>
      {files.map((kind) => (
        <Button
          key={kind}
          variant="secondary"
          iconStart={<DownloadIcon size={18} />}
          loading={download.isPending && download.variables === kind}
          onClick={() => download.mutate(kind)}
        >
          {t(`accountArea.order.${kind}`)}
        </Button>
      ))}
      {billed ? null : (
        <p className={`${pageStyles.small} ${pageStyles.muted} ${pageStyles.wrap}`}>
          {t('accountArea.order.billLater')}
        </p>
      )}
      {failure ? <FormMessage kind="error">{failure}</FormMessage> : null}
    </div>
  );
}
