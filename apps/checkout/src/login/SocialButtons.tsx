import type { AuthStrategy, TAuthTokens, TSocialConfig } from '@shop/api-client';
import { Button } from '@shop/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../app/api-context';
import { useApiWrite } from '../app/use-api-write';
import { useShop } from '../app/shop-context-provider';
import { FormMessage } from '../forms/FormMessage';
import { useSession } from '../session/session-context';
import { signInErrorKey } from './login-errors';
import styles from './LoginPage.module.css';
import {
  appleLogin,
  facebookLogin,
  ProviderCancelledError,
  renderGoogleButton,
} from './provider-sdks';

type Provider = 'apple' | 'facebook' | 'google';
const NAMES: Record<Provider, string> = { apple: 'Apple', facebook: 'Facebook', google: 'Google' };
const STRATEGIES: Record<Provider, AuthStrategy> = {
  apple: 'customApple',
  facebook: 'customFacebook',
  google: 'customGoogle',
};

/**
 * Apple, Facebook and Google sign-in: only the providers the shop configured
 * (`GET /security/social-config`); with none, there is no social block at all.
 */
export function SocialButtons({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const { signIn } = useSession();
  const { locale } = useShop();
  const [config, setConfig] = useState<TSocialConfig | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // Each button starts its own sign-in (mutate): a popup left open never blocks another one.
  const social = useApiWrite<{ provider: Provider; run: () => Promise<TAuthTokens> }>({
    mutationFn: async ({ provider, run }) => signIn(await run(), STRATEGIES[provider]),
    onMutate: () => setMessage(null),
    onSuccess: () => onSignedIn(),
    onError: (error, { provider }) => {
      if (error instanceof ProviderCancelledError) return;
      const key = signInErrorKey(error);
      setMessage(
        key === 'default' || key === 'badCredentials'
          ? t('account.errors.providerFailed', { provider: NAMES[provider] })
          : t(`account.errors.${key}`),
      );
    },
  });
  const busy = social.isPending ? social.variables.provider : null;
  const googleSlot = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    let current = true;
    api
      .socialConfig()
      .then((answer) => current && setConfig(answer))
      .catch(() => current && setConfig({ apple: null, facebook: null, google: null }));
    return () => {
      current = false;
    };
  }, [api]);

  const connect = (provider: Provider, run: () => Promise<TAuthTokens>) =>
    social.mutate({ provider, run });

  useEffect(() => {
    const google = config?.google;
    if (!google || !googleSlot.current) return;
    renderGoogleButton(google, googleSlot.current, locale, (credential) => {
      connect('google', () => api.googleConnect({ credential }));
    }).catch(() => setMessage(t('account.errors.providerFailed', { provider: 'Google' })));
    // Google's button is rendered once per configuration; its callback reads the latest state.
  }, [config, locale]);

  if (!config || (!config.apple && !config.facebook && !config.google)) return null;

  return (
    <section className={styles.social} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.socialTitle}>
        {t('account.social.title')}
      </h2>
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      {config.apple ? (
        <Button
          variant="secondary"
          fullWidth
          loading={busy === 'apple'}
          onClick={() =>
            connect('apple', async () => api.appleConnect(await appleLogin(config.apple!)))
          }
        >
          {t('account.social.continueWith', { provider: 'Apple' })}
        </Button>
      ) : null}
      {config.facebook ? (
        <Button
          variant="secondary"
          fullWidth
          loading={busy === 'facebook'}
          onClick={() =>
            connect('facebook', async () =>
              api.facebookConnect(await facebookLogin(config.facebook!)),
            )
          }
        >
          {t('account.social.continueWith', { provider: 'Facebook' })}
        </Button>
      ) : null}
      {config.google ? <div ref={googleSlot} className={styles.googleSlot} /> : null}
    </section>
  );
}
