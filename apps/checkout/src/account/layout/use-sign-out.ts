import { useState } from 'react';
import { storefrontHref } from '../../app/shop-context';
import { useShop } from '../../app/shop-context-provider';
import { fullPage } from '../../app/site-navigation';
import { useSession } from '../../session/session-context';

/** Sign-out of the account area: the session ends, then the home page (section 2). */
export function useSignOut() {
  const shop = useShop();
  const { logout } = useSession();
  const [leaving, setLeaving] = useState(false);

  async function signOut() {
    setLeaving(true);
    await logout();
    fullPage.assign(storefrontHref('/', shop));
  }

  return { leaving, signOut };
}
