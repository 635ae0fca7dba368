import { afterSignUpTarget } from '@shop/domain/account-created';
import { safeRedirectTarget } from '@shop/domain/redirect-target';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { storefrontHref } from '../app/shop-context';
import { useShop } from '../app/shop-context-provider';
import { useSiteNavigate } from '../app/site-navigation';

/** The query parameter naming where to go after signing in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * After signing in: the `redirect` target when it is a safe site-relative path (section 2),
 * else the home page. After a sign-up, the home is told so: it shows its success banner.
 */
export function useAfterLogin() {
  const [params] = useSearchParams();
  const shop = useShop();
  const go = useSiteNavigate();
  return useCallback(
    (signedUp = false) => {
      const home = storefrontHref('/', shop);
      const target = safeRedirectTarget(params.get(REDIRECT_PARAM), home);
      go(signedUp ? afterSignUpTarget(target, home) : target, { replace: true });
    },
    [go, params, shop],
  );
}
