import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { storefrontHref } from '../app/shop-context';
import { useShop } from '../app/shop-context-provider';
import { useSiteNavigate } from '../app/site-navigation';
import { useDocumentTitle } from '../app/use-document-title';
import { useSession } from '../session/session-context';
import { ConnectionForm } from './ConnectionForm';
import styles from './LoginPage.module.css';
import { SocialButtons } from './SocialButtons';
import { SubscriptionForm } from './SubscriptionForm';
import { useAfterLogin } from './use-after-login';

export type LoginMode = 'connection' | 'subscription';

/** /login?mode=connection (default) and /login?mode=subscription. */
export function LoginPage() {
  const { t } = useTranslation();
  const shop = useShop();
  const [params] = useSearchParams();
  const { state } = useSession();
  const go = useSiteNavigate();
  const afterLogin = useAfterLogin();
  const mode: LoginMode = params.get('mode') === 'subscription' ? 'subscription' : 'connection';
  useDocumentTitle(
    mode === 'subscription' ? t('account.login.subscriptionTab') : t('account.login.title'),
  );

  // Section 2: a visitor who arrives signed in goes home. One who signs in here was a guest
  // first, and goes to the redirect target instead.
  const wasGuest = useRef(false);
  if (state.status === 'guest') wasGuest.current = true;
  const arrivedSignedIn = state.status === 'customer' && !wasGuest.current;
  useEffect(() => {
    if (arrivedSignedIn) go(storefrontHref('/', shop), { replace: true });
  }, [arrivedSignedIn, go, shop]);

  const done = afterLogin;
  const tab = (target: LoginMode) => {
    const next = new URLSearchParams(params);
    next.set('mode', target);
    return `?${next.toString()}`;
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('account.login.title')}</h1>
      <nav className={styles.tabs} aria-label={t('account.login.title')}>
        {(['connection', 'subscription'] as const).map((target) => (
          <Link
            key={target}
            to={tab(target)}
            replace
            className={styles.tab}
            aria-current={mode === target ? 'page' : undefined}
          >
            {t(`account.login.${target}Tab`)}
          </Link>
        ))}
      </nav>
      <div className={styles.columns}>
        <div className={styles.panel}>
          {mode === 'connection' ? (
            <ConnectionForm onSignedIn={done} />
          ) : (
            <SubscriptionForm onSignedIn={() => done(true)} />
          )}
        </div>
        <div className={styles.panel}>
          <SocialButtons onSignedIn={done} />
        </div>
      </div>
    </div>
  );
}
