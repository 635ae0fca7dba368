'use client';

import { readSessionFromCookieHeader } from '@shop/api-client/session';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { useEffect } from 'react';
import { loadShopperProfile } from '../../browser/shopper';

/**
 * A signed-in shopper came to the outlet with an expired access token (issue 30, item 10): the
 * browser renews it (the refresh cookie is the API's alone) and asks the outlet again, whose
 * guard then checks the customer's e-mail. A session that cannot be renewed, or a token that
 * did not change, goes to the refused outlet's way out, the popin, so it never loops.
 */
export function OutletRenewal({
  store,
  locale,
  refusedHref,
  text,
}: {
  store: StoreId;
  locale: Locale;
  refusedHref: string;
  text: string;
}) {
  useEffect(() => {
    // Read before anything awaits: the header's own profile load may renew it meanwhile.
    const before = readSessionFromCookieHeader(document.cookie)?.token;
    void loadShopperProfile(store, locale).then((profile) => {
      const after = readSessionFromCookieHeader(document.cookie)?.token;
      if (profile && after && after !== before) window.location.reload();
      else window.location.replace(refusedHref);
    });
  }, [store, locale, refusedHref]);
  return (
    <p role="status" aria-live="polite">
      {text}
    </p>
  );
}
