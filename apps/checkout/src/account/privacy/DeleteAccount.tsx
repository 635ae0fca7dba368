import { clearBrowserSession, ZAccountDeletion } from '@shop/api-client';
import { validation } from '@shop/domain/account';
import { Button, Dialog } from '@shop/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api-context';
import { storefrontHref } from '../../app/shop-context';
import { useShop } from '../../app/shop-context-provider';
import { fullPage } from '../../app/site-navigation';
import { FormMessage } from '../../forms/FormMessage';
import { PasswordField } from '../../forms/PasswordField';
import { clearPaymentChoice } from '../../payment/payment-store';
import { clearDeliveryChoice } from '../../shipping/delivery-store';
import { useSession } from '../../session/session-context';
import { wrongPasswordRefusal } from '../shared/api-message';
import { useAccountForm } from '../shared/use-account-form';
import pageStyles from '../shared/account-page.module.css';

/**
 * "Delete my account": the password, then a confirmation dialog, then
 * POST /secure/account/delete. The API ends every session; the tab forgets its own and goes
 * to the home page.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const api = useApi();
  const shop = useShop();
  const { callAsCustomer } = useSession();
  const [password, setPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { form, errors, notice, busy, check, send } = useAccountForm<'password'>(['password']);

  function ask(event: FormEvent) {
    event.preventDefault();
    if (check(validation(password === '' ? { password: 'required' as const } : {})))
      setConfirming(true);
  }

  function confirm() {
    send(
      async () => {
        const body = ZAccountDeletion.parse({ password });
        await callAsCustomer((token) => api.deleteAccount(token, body));
        // The API ended every session: the tab forgets its own without a guest render, which
        // would close the dialog and step back in history over the way home.
        clearBrowserSession();
        clearDeliveryChoice();
        clearPaymentChoice();
        fullPage.assign(storefrontHref('/', shop));
      },
      {
        explain: (failure) => {
          setConfirming(false);
          return wrongPasswordRefusal(failure, t);
        },
      },
    );
  }

  return (
    <section className={pageStyles.panel} aria-labelledby="delete-title">
      <h2 id="delete-title" className={pageStyles.sectionTitle}>
        {t('accountArea.privacy.deleteTitle')}
      </h2>
      <p className={pageStyles.sectionText}>{t('accountArea.privacy.deleteText')}</p>
      <form
        ref={form}
        className={pageStyles.form}
        noValidate
        onSubmit={ask}
        aria-labelledby="delete-title"
      >
        {notice ? <FormMessage kind={notice.kind}>{notice.text}</FormMessage> : null}
        <PasswordField
          name="password"
          label={t('accountArea.privacy.password')}
          hint={t('accountArea.privacy.passwordHint')}
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div>
          <Button type="submit" variant="secondary">
            {t('accountArea.privacy.delete')}
          </Button>
        </div>
      </form>
      <Dialog
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        title={t('accountArea.privacy.confirmTitle')}
        closeLabel={t('accountArea.common.close')}
        name="delete-account"
      >
        <p>{t('accountArea.privacy.confirmText')}</p>
        <div className={pageStyles.formActions}>
          <Button
            variant="primary"
            loading={busy}
            loadingLabel={t('accountArea.common.deleting')}
            onClick={confirm}
          >
            {t('accountArea.privacy.confirm')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setConfirming(false)}>
            {t('accountArea.common.cancel')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
