import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useShop } from '../app/shop-context-provider';
import { useSiteNavigate } from '../app/site-navigation';
import { FormMessage } from '../forms/FormMessage';
import { loginPathBack } from '../session/login-path';
import { useSession } from '../session/session-context';

/**
 * Account and checkout pages need sign-in (section 6: their calls are secure): a guest goes to
 * /login, and comes back here afterwards. `loading` is what the page shows meanwhile.
 */
export function RequireCustomer({ loading }: { loading?: ReactNode }) {
  const { t } = useTranslation();
  const { state } = useSession();
  const { basename } = useShop();
  const location = useLocation();
  const go = useSiteNavigate();
  const loginPath = loginPathBack(basename, location);

  useEffect(() => {
    if (state.status === 'guest') go(loginPath, { replace: true });
  }, [state.status, go, loginPath]);

  if (state.status === 'customer') return <Outlet />;
  if (state.status === 'error')
    return <FormMessage kind="error">{t('account.home.failed')}</FormMessage>;
  return loading ?? <p role="status">{t('account.home.loading')}</p>;
}
