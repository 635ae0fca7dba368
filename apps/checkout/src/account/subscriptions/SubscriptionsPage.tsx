import { useTranslation } from 'react-i18next';
import { AccountPageFrame } from '../shared/AccountPageFrame';
import pageStyles from '../shared/account-page.module.css';
import { NewsletterSwitch } from './NewsletterSwitch';
import { ProductAlerts } from './ProductAlerts';

/** /account/subscriptions: the product alerts, each deletable, and the newsletter switch. */
export function SubscriptionsPage() {
  const { t } = useTranslation();
  return (
    <AccountPageFrame title={t('accountArea.sections.subscriptions.title')}>
      <div className={pageStyles.stack}>
        <ProductAlerts />
        <NewsletterSwitch />
      </div>
    </AccountPageFrame>
  );
}
