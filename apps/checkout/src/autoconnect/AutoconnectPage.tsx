import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useApi } from '../app/api-context';
import { storefrontHref } from '../app/shop-context';
import { useShop } from '../app/shop-context-provider';
import { useSiteNavigate } from '../app/site-navigation';
import { useDocumentTitle } from '../app/use-document-title';
import { FormMessage } from '../forms/FormMessage';
import styles from '../login/LoginPage.module.css';
import { useSession } from '../session/session-context';

/** /autoconnect/{token}: a one-time link signs the customer in, then home. */
export function AutoconnectPage() {
  const { t } = useTranslation();
  const api = useApi();
  const shop = useShop();
  const { signIn } = useSession();
  const go = useSiteNavigate();
  const { token } = useParams();
  const [failed, setFailed] = useState(!token);
  // The token works once: StrictMode's second effect run must not spend it again.
  const started = useRef(false);
  useDocumentTitle(t('account.autoconnect.title'));

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    api
      .autoconnect(token)
      .then((tokens) => signIn(tokens, 'customLocal'))
      .then(() => go(storefrontHref('/', shop), { replace: true }))
      .catch(() => setFailed(true));
  }, [api, go, shop, signIn, token]);

  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{t('account.autoconnect.title')}</h1>
      {failed ? (
        <>
          <FormMessage kind="error">{t('account.autoconnect.failed')}</FormMessage>
          <p className={styles.links}>
            <Link to="/login?mode=connection">{t('account.login.submitLogin')}</Link>
          </p>
        </>
      ) : (
        <p role="status">{t('account.autoconnect.loading')}</p>
      )}
    </div>
  );
}
