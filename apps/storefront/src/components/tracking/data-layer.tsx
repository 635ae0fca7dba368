'use client';

import type { ConsentChoice } from '@shop/domain/tracking';
import { useEffect } from 'react';
import { hasSessionFlag, setSessionFlag } from '../../lib/session-flags';
import { CONSENT_CHANGED, readConsent } from '../consent/consent-store';

/** Page data of storefront section 3; the title is the document's when a page gives none. */
export interface PageData {
  type: string;
  title?: string;
  url: string;
  language: string;
  iso_code: string;
  store: string;
  country: string;
  category?: string;
  subcategory?: string;
  brand?: string;
  artist?: string;
}

/** The signed-in customer; e-mail and names leave the browser only as server-made hashes. */
export interface TrackedCustomer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  gender: number | null;
  birthday: string | null;
}

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const ISO_CODE_SENT = 'shop.isoCodeSent';

function push(event: Record<string, unknown>) {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

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

async function hashed(apiBase: string, store: string, value: string): Promise<string> {
  const answer = await fetch(`${apiBase}/generate-encrypted-data`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Store': store, 'X-Device': '0' },
    body: JSON.stringify({ data: value }),
  });
  if (!answer.ok) throw new Error(`generate-encrypted-data answered ${answer.status}`);
  return ((await answer.json()) as { hashedData: string }).hashedData;
}

async function customerData(apiBase: string, store: string, customer: TrackedCustomer | null) {
  if (!customer) return { logged: false };
  const [email, firstName, lastName] = await Promise.all(
    [customer.email, customer.firstName, customer.lastName].map((value) =>
      hashed(apiBase, store, value),
    ),
  );
  return {
    logged: true,
    id: customer.id,
    email,
    first_name: firstName,
    last_name: lastName,
    gender: customer.gender,
    birthday: customer.birthday,
  };
}

/**
 * The tag-manager data layer (storefront sections 3, 4 and 7). Nothing is pushed before the
 * shopper answers the consent banner; the iso_code event goes once per session; every page
 * then pushes its page data and the customer's (hashed through the API). The tag manager
 * itself loads only with a container id and analytics consent.
 */
export function DataLayer({
  page,
  customer,
  gtmId,
  apiBase = '/api/v5',
}: {
  page: PageData;
  customer: TrackedCustomer | null;
  gtmId: string | null;
  apiBase?: string;
}) {
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
        });
        customerData(apiBase, page.store, customer)
          .then((data) => push({ event: 'user_data', customer: data }))
          .catch((error: unknown) => console.error('Unable to send user data to GTM', error));
        if (gtmId && consent.analytics && !document.getElementById('gtm-script')) {
          push({ 'gtm.start': Date.now(), event: 'gtm.js' });
          const script = document.createElement('script');
          script.id = 'gtm-script';
          script.async = true;
          script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
          script.onerror = () => console.error('Unable to send data to GTM');
          document.head.append(script);
        }
      }),
    [page, customer, gtmId, apiBase],
  );
  return null;
}

/** A page's own event (a product view...), pushed after the page data once consented. */
export function TrackedEvent({ event }: { event: Record<string, unknown> }) {
  useEffect(() => whenConsented(() => push(event)), [event]);
  return null;
}
