import { Button, DownloadIcon } from '@shop/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api-context';
import { useApiWrite } from '../../app/use-api-write';
import { FormMessage } from '../../forms/FormMessage';
import { useSession } from '../../session/session-context';
import { saveFile } from '../shared/download';
import type { FormNotice } from '../shared/use-account-form';
import pageStyles from '../shared/account-page.module.css';

/** "Download my data": GET /secure/account/export, saved as the JSON file it names. */
export function ExportData() {
  const { t } = useTranslation();
  const api = useApi();
  const { callAsCustomer } = useSession();
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const download = useApiWrite({
    mutationFn: async () =>
      saveFile(await callAsCustomer((token) => api.exportAccount(token)), 'account-data.json'),
    onMutate: () => setNotice(null),
    onSuccess: () => setNotice({ kind: 'success', text: t('accountArea.privacy.exported') }),
    onError: () => setNotice({ kind: 'error', text: t('accountArea.privacy.exportFailed') }),
  });

  return (
    <section className={pageStyles.panel} aria-labelledby="export-title">
      <h2 id="export-title" className={pageStyles.sectionTitle}>
        {t('accountArea.privacy.exportTitle')}
      </h2>
      <p className={pageStyles.sectionText}>{t('accountArea.privacy.exportText')}</p>
      {notice ? <FormMessage kind={notice.kind}>{notice.text}</FormMessage> : null}
      <div>
        <Button
          variant="secondary"
          iconStart={<DownloadIcon size={18} />}
          loading={download.isPending}
          loadingLabel={t('accountArea.privacy.exporting')}
          onClick={() => download.run()}
        >
          {t('accountArea.privacy.export')}
        </Button>
      </div>
    </section>
  );
}
