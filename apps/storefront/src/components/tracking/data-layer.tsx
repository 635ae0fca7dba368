'use client';

import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import type { ConsentChoice, TrackedProduct } from '@shop/domain/tracking';
import { AB_TEST_COOKIE, isAbTestGroup } from '@shop/domain/tracking-data';
import { loadTagManager } from '@shop/domain/tracking-events';
import { useEffect } from 'react';
import { hasSessionFlag, setSessionFlag } from '../../browser/session-flags';
import { loadShopperProfile } from '../../browser/shopper';
import { CONSENT_CHANGED, readConsent } from '../consent/consent-store';
import { reportError } from '../../browser/report-error';
import { customerData, readCookie, trackedCustomer } from './customer-data';
import { pushToDataLayer, rememberProducts } from './track';

export type { TrackedCustomer } from './customer-data';

/** Page data of storefront section 3; the title is the document's when a page gives none. */
export interface PageData {
  type: string;
  title?: string;
  url: string;
  language: Locale;
  iso_code: string;
  store: StoreId;
  country: string;
  category?: string;
  subcategory?: string;
  brand?: string;
  artist?: string;
}

const ISO_CODE_SENT = 'shop.isoCodeSent';

const push = pushToDataLayer;

/**
 * Runs `track` once the shopper has answered the consent banner (now, or when they do):
 * ready-to-track of storefront section 4. Returns the clean-up of the listener.
 */
export function whenConsented(track: (consent: ConsentChoice) => void): () => void {
  const stored = readConsent();
  if (stored) track(stored);
  const onChange = (event: Event) => track((event as CustomEvent<ConsentChoice>).detail);
  window.addEventListener(CONSENT_CHANGED, onChange);
  return () => window.removeEventListener(CONSENT_CHANGED, onChange);
}

/** The A/B test group the proxy drew for this browser (storefront section 9). */
function abTestGroup(): string | null {
  const value = readCookie(document.cookie, AB_TEST_COOKIE);
  return isAbTestGroup(value) ? value : null;
}

/**
 * The tag-manager data layer (storefront sections 3, 4 and 7). Nothing is pushed before the
 * shopper answers the consent banner; the iso_code event goes once per session; every page
 * then pushes its page data (with the visitor's A/B test group) and the customer's (hashed
 * through the API, read in the browser). The tag manager itself loads only with a container id and analytics consent.
 */
export function DataLayer({ page, gtmId }: { page: PageData; gtmId: string | null }) {
  useEffect(
    () =>
      whenConsented((consent) => {
        push({
          event: 'consent_update',
          analytics_storage: consent.analytics ? 'granted' : 'denied',
          ad_storage: consent.marketing ? 'granted' : 'denied',
        });
        if (!hasSessionFlag(ISO_CODE_SENT)) {
          setSessionFlag(ISO_CODE_SENT);
          push({ event: 'iso_code', iso_code: page.iso_code });
        }
        push({
          event: 'page_data_init',
          page: { ...page, title: page.title ?? document.title, url: window.location.href },
          ab_test: abTestGroup(),
        });
        // The signed-in customer is known in the browser: the page's HTML is everyone's.
        loadShopperProfile(page.store, page.language)
          .then((profile) =>
            customerData(page.store, page.language, profile && trackedCustomer(profile)),
          )
          .then((data) => push({ event: 'user_data', ...data }))
          // Storefront section 8: failed user-data tracking is reported as an error.
          .catch((error: unknown) => reportError('Unable to send user data to GTM', error));
        loadTagManager<HTMLScriptElement>(window, gtmId, consent, {
          onError: () => console.error('Unable to send data to GTM'),
        });
      }),
    [page, gtmId],
  );
  return null;
}

/**
 * A page's own event (a product view, a list's view, a search...), pushed after the page data
 * once consented. `products` are the ones it shows, for actions told by a product id alone.
 */
export function TrackedEvent({
  event,
  products = [],
}: {
  event: Record<string, unknown>;
  products?: readonly TrackedProduct[];
}) {
  useEffect(() => {
    rememberProducts(products);
    return whenConsented(() => push(event));
  }, [event, products]);
  return null;
}
